import type { QueryClient } from '@tanstack/react-query';
import { projectDocumentsQueryKey } from '@web/lib/query-keys';
import { MY_DOCUMENT_REQUESTS_QUERY_KEY, projectDocumentRequestsQueryKey } from './keys';

/** After any change of a request: its project's requests, its documents list and the dashboard's list. */
export function refreshAfterChange(queryClient: QueryClient, projectId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: projectDocumentRequestsQueryKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(projectId) }),
    queryClient.invalidateQueries({ queryKey: MY_DOCUMENT_REQUESTS_QUERY_KEY }),
  ]);
}
