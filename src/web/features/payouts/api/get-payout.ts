import type { PayoutDetailResponse } from '@shared/payouts/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { PAYOUTS_QUERY_KEY } from './get-payouts';

/** GET /api/payouts/{id} (the admin, or the professional it pays; 404 for anyone else): the statement with items. */
export function getPayout(id: string, signal?: AbortSignal): Promise<PayoutDetailResponse> {
  return apiGet<PayoutDetailResponse>(`/api/payouts/${encodeURIComponent(id)}`, { signal });
}

export const payoutQueryKey = (id: string) => [...PAYOUTS_QUERY_KEY, 'detail', id] as const;

export function usePayout(id: string) {
  return useQuery(
    queryOptions({
      queryKey: payoutQueryKey(id),
      queryFn: ({ signal }) => getPayout(id, signal),
      staleTime: 0,
    }),
  );
}

/** GET /api/payouts/{id}/pdf: the statement as a PDF; a plain link downloads it. */
export function payoutPdfUrl(id: string): string {
  return `/api/payouts/${encodeURIComponent(id)}/pdf`;
}
