import type { InvoiceRecord } from '@shared/invoices/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetPage, type Page } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY } from '@web/lib/query-keys';

/** GET /api/professional/invoices?page=&pageSize=: the signed-in professional's invoices, newest first. */
export function getProfessionalInvoices(
  paging: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<Page<InvoiceRecord>> {
  const params = new URLSearchParams({ page: String(paging.page), pageSize: String(paging.pageSize) });
  return apiGetPage<InvoiceRecord>(`/api/professional/invoices?${params}`, { signal });
}

/** Under INVOICES_QUERY_KEY, so a payment or a resend refreshes the list. */
export const professionalInvoicesQueryKey = (paging: { page: number; pageSize: number }) =>
  [...INVOICES_QUERY_KEY, 'professional', paging] as const;

export const professionalInvoicesQueryOptions = (paging: { page: number; pageSize: number }) =>
  queryOptions({
    queryKey: professionalInvoicesQueryKey(paging),
    queryFn: ({ signal }) => getProfessionalInvoices(paging, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useProfessionalInvoices(paging: { page: number; pageSize: number }) {
  return useQuery(professionalInvoicesQueryOptions(paging));
}
