import type { RevenueResponse } from '@shared/revenue/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export interface RevenueFilter {
  year: number;
  month: number;
  /** One professional, or all when undefined. */
  professionalId?: string;
}

/** The root of every /api/admin/revenue key: marking a payout refreshes the month, the export and the chart. */
export const REVENUE_QUERY_KEY = ['/api/admin/revenue'] as const;

/** GET /api/admin/revenue?month=&year=[&professional_id=] (admin): the month's totals and one row per professional. */
export function getRevenue(filter: RevenueFilter, signal?: AbortSignal): Promise<RevenueResponse> {
  const params = new URLSearchParams({ month: String(filter.month), year: String(filter.year) });
  if (filter.professionalId) params.set('professional_id', filter.professionalId);
  return apiGet<RevenueResponse>(`/api/admin/revenue?${params}`, { signal });
}

export const revenueQueryOptions = (filter: RevenueFilter) =>
  queryOptions({
    queryKey: [...REVENUE_QUERY_KEY, 'month', filter],
    queryFn: ({ signal }) => getRevenue(filter, signal),
    staleTime: 0,
    // Choosing another month keeps the last figures on screen (dimmed) instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });

export function useRevenue(filter: RevenueFilter) {
  return useQuery(revenueQueryOptions(filter));
}
