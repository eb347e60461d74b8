import type { SendInvoiceResponse } from '@shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/** POST /api/invoices/{id}/send ('Versturen'): the draft gets its number, its PDF is stored and mailed. */
export function sendInvoice(invoiceId: string): Promise<SendInvoiceResponse> {
  return apiRequest<SendInvoiceResponse>('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/send`);
}

export function useSendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    // The invoice is sent; the project lists now carry its summary, and the invoice step may complete.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
      ]),
  });
}
