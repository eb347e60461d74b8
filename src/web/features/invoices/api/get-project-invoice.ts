import type { InvoiceRecord } from '@shared/invoices/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY } from '@web/lib/query-keys';

/** GET /api/invoices/project/{projectId}: the project's invoice, or null while there is none. */
export function getProjectInvoice(projectId: string, signal?: AbortSignal): Promise<InvoiceRecord | null> {
  return apiGet<InvoiceRecord | null>(`/api/invoices/project/${encodeURIComponent(projectId)}`, { signal });
}

export const projectInvoiceQueryKey = (projectId: string) =>
  [...INVOICES_QUERY_KEY, 'project', projectId] as const;

/** Polled every 10 s while the invoice is not paid; a failed read is tried 3 times, 1 s apart. */
export const INVOICE_POLL_MS = 10_000;

export const projectInvoiceQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectInvoiceQueryKey(projectId),
    queryFn: ({ signal }) => getProjectInvoice(projectId, signal),
    enabled: projectId.length > 0,
    staleTime: 0,
    retry: 3,
    retryDelay: 1_000,
    refetchInterval: (query) => {
      const invoice = query.state.data;
      return invoice && invoice.status !== 'paid' && invoice.creditedBy === null ? INVOICE_POLL_MS : false;
    },
  });

export function useProjectInvoice(projectId: string) {
  return useQuery(projectInvoiceQueryOptions(projectId));
}
