import type { Lead, LeadListFilter } from '@shared/leads/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, type Page } from '@web/lib/api-client';

/** The root of every /api/leads key: creating a lead refreshes the list and the fee summary. */
export const LEADS_QUERY_KEY = ['/api/leads'] as const;

export interface MyLeadsParams {
  page: number;
  pageSize: number;
  status: LeadListFilter;
  /** The search, trimmed; empty = none. */
  q: string;
}

export function myLeadsUrl(params: MyLeadsParams): string {
  const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.status !== 'alle') search.set('status', params.status);
  if (params.q) search.set('q', params.q);
  return `/api/leads/my-leads?${search}`;
}

/**
 * GET /api/leads/my-leads?page=&pageSize=&status=&q= (professional): one page of the signed-in professional's own
 * leads, newest first, filtered and searched by the server; X-Total-Count carries the filtered total.
 */
export function getMyLeads(params: MyLeadsParams, signal?: AbortSignal): Promise<Page<Lead>> {
  return apiGetPage<Lead>(myLeadsUrl(params), { signal });
}

export const myLeadsQueryOptions = (params: MyLeadsParams) =>
  queryOptions({
    queryKey: [...LEADS_QUERY_KEY, 'my-leads', params],
    queryFn: ({ signal }) => getMyLeads(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useMyLeads(params: MyLeadsParams) {
  return useQuery(myLeadsQueryOptions(params));
}
