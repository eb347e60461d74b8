import type { ProjectDocument } from '@shared/documents/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { projectDocumentsQueryKey } from '@web/lib/query-keys';

/** GET /api/projects/{id}/documents: everyone who can see the project. */
export function getProjectDocuments(projectId: string, signal?: AbortSignal): Promise<ProjectDocument[]> {
  return apiGet<ProjectDocument[]>(`/api/projects/${encodeURIComponent(projectId)}/documents`, { signal });
}

export const projectDocumentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectDocumentsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectDocuments(projectId, signal),
    staleTime: 0,
  });

export function useProjectDocuments(projectId: string) {
  return useQuery(projectDocumentsQueryOptions(projectId));
}
