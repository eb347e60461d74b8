import type { AuditEntry } from '@shared/audit/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, type Page } from '@web/lib/api-client';

/** The root of every /api/admin/audit key. */
export const AUDIT_QUERY_KEY = ['/api/admin/audit'] as const;

/** The filters of the list and of the CSV; an empty one is left out of the address. */
export interface AuditFilters {
  userId?: string;
  entity?: string;
  entityId?: string;
  action?: string;
  /** Days as YYYY-MM-DD, both included. */
  from?: string;
  to?: string;
}

export interface AuditParams extends AuditFilters {
  page: number;
  pageSize: number;
}

/** The filters as a query string, in one order, without the empty ones. */
export function auditSearch(filters: AuditFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const name of ['userId', 'entity', 'entityId', 'action', 'from', 'to'] as const) {
    const value = filters[name]?.trim();
    if (value) search.set(name, value);
  }
  return search;
}

/**
 * GET /api/admin/audit?page=&pageSize=&userId=&entity=&entityId=&action=&from=&to= (admin): one page of the audit
 * log, newest first, filtered by the server; X-Total-Count carries the filtered total.
 */
export function getAuditLog(params: AuditParams, signal?: AbortSignal): Promise<Page<AuditEntry>> {
  const search = auditSearch(params);
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return apiGetPage<AuditEntry>(`/api/admin/audit?${search}`, { signal });
}

export const auditLogQueryOptions = (params: AuditParams) =>
  queryOptions({
    queryKey: [...AUDIT_QUERY_KEY, params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    // The log grows with every change anywhere: read it afresh each time it is shown.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAuditLog(params: AuditParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...auditLogQueryOptions(params), enabled: options.enabled ?? true });
}
