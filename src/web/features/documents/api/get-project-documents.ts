import type { ProjectDocument } from '@shared/documents/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** Every documents query starts with this key; changes invalidate a project's list through it. */
export const projectDocumentsQueryKey = (projectId: string) =>
  ['/api/projects', projectId, 'documents'] as const;

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
