import type { DocumentRequestOverviewItem, DocumentRequestStatus } from '@shared/document-requests/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { MY_DOCUMENT_REQUESTS_QUERY_KEY } from './keys';

/** GET /api/document-requests?status=: the caller's requests across their running projects. */
export function getMyDocumentRequests(
  statuses: readonly DocumentRequestStatus[],
  signal?: AbortSignal,
): Promise<DocumentRequestOverviewItem[]> {
  const query = statuses.length > 0 ? `?status=${statuses.join(',')}` : '';
  return apiGet<DocumentRequestOverviewItem[]>(`/api/document-requests${query}`, { signal });
}

export const myDocumentRequestsQueryOptions = (statuses: readonly DocumentRequestStatus[]) =>
  queryOptions({
    queryKey: [...MY_DOCUMENT_REQUESTS_QUERY_KEY, statuses.join(',')],
    queryFn: ({ signal }) => getMyDocumentRequests(statuses, signal),
  });

export function useMyDocumentRequests(statuses: readonly DocumentRequestStatus[]) {
  return useQuery(myDocumentRequestsQueryOptions(statuses));
}
