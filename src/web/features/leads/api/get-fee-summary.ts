import type { FeeSummary } from '@shared/leads/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { LEADS_QUERY_KEY } from './get-my-leads';

/** GET /api/leads/fee-summary (professional): earned, pending and this month's fees in cents, and the counts. */
export function getFeeSummary(signal?: AbortSignal): Promise<FeeSummary> {
  return apiGet<FeeSummary>('/api/leads/fee-summary', { signal });
}

export const feeSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...LEADS_QUERY_KEY, 'fee-summary'],
    queryFn: ({ signal }) => getFeeSummary(signal),
    staleTime: 0,
  });

export function useFeeSummary() {
  return useQuery(feeSummaryQueryOptions());
}
