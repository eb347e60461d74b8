import type { RevenueHistoryResponse } from '@shared/revenue/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { REVENUE_QUERY_KEY } from './get-revenue';

/**
 * GET /api/admin/revenue/history?month=&year= (admin; ours, decision 0019): the 12 months up to the chosen one for
 * the bar chart, and the first invoice's year for the year choices.
 */
export function getRevenueHistory(
  at: { year: number; month: number },
  signal?: AbortSignal,
): Promise<RevenueHistoryResponse> {
  const params = new URLSearchParams({ month: String(at.month), year: String(at.year) });
  return apiGet<RevenueHistoryResponse>(`/api/admin/revenue/history?${params}`, { signal });
}

export const revenueHistoryQueryOptions = (at: { year: number; month: number }) =>
  queryOptions({
    queryKey: [...REVENUE_QUERY_KEY, 'history', at],
    queryFn: ({ signal }) => getRevenueHistory(at, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useRevenueHistory(at: { year: number; month: number }) {
  return useQuery(revenueHistoryQueryOptions(at));
}
