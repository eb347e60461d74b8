import type { Lead } from '@shared/leads/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** The root of every /api/leads key: creating a lead refreshes the list and the fee summary. */
export const LEADS_QUERY_KEY = ['/api/leads'] as const;

/** GET /api/leads/my-leads (professional): the signed-in professional's own leads, newest first. */
export function getMyLeads(signal?: AbortSignal): Promise<Lead[]> {
  return apiGet<Lead[]>('/api/leads/my-leads', { signal });
}

export const myLeadsQueryOptions = () =>
  queryOptions({
    queryKey: [...LEADS_QUERY_KEY, 'my-leads'],
    queryFn: ({ signal }) => getMyLeads(signal),
    staleTime: 0,
  });

export function useMyLeads() {
  return useQuery(myLeadsQueryOptions());
}
