import type { InvoiceRecord } from '@shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/**
 * POST /api/admin/invoices/{id}/paid-by-transfer (admin): the amount reached the collecting account by transfer;
 * the invoice is paid, an open online payment is canceled.
 */
export function markPaidByTransfer(invoiceId: string): Promise<InvoiceRecord> {
  return apiRequest<InvoiceRecord>(
    'POST',
    `/api/admin/invoices/${encodeURIComponent(invoiceId)}/paid-by-transfer`,
  );
}

export function useMarkPaidByTransfer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPaidByTransfer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
      ]),
  });
}
