import type { DocumentRequest } from '@shared/document-requests/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { projectDocumentRequestsQueryKey } from './keys';

/** GET /api/projects/{id}/document-requests: everyone who can see the project. */
export function getProjectDocumentRequests(
  projectId: string,
  signal?: AbortSignal,
): Promise<DocumentRequest[]> {
  return apiGet<DocumentRequest[]>(`/api/projects/${encodeURIComponent(projectId)}/document-requests`, {
    signal,
  });
}

export const projectDocumentRequestsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectDocumentRequestsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectDocumentRequests(projectId, signal),
    staleTime: 0,
  });

export function useProjectDocumentRequests(projectId: string) {
  return useQuery(projectDocumentRequestsQueryOptions(projectId));
}
