import type { resendInvoiceResponse } from '@shared/invoices/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY } from '@web/lib/query-keys';

export type ResendInvoiceResponse = z.infer<typeof resendInvoiceResponse>;

/** POST /api/invoices/{id}/resend: mails the invoice again (at most 5 sends in all; 409 after). */
export function resendInvoice(invoiceId: string): Promise<ResendInvoiceResponse> {
  return apiRequest<ResendInvoiceResponse>('POST', `/api/invoices/${encodeURIComponent(invoiceId)}/resend`);
}

export function useResendInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
  });
}
