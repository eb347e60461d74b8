import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/**
 * POST /api/invoices/{id}/credit-note (admin): a credit note that cancels the invoice in full, with its own number
 * and PDF, mailed to the consumer. Cannot be undone.
 */
export function createCreditNote(input: {
  invoiceId: string;
  reason: string;
}): Promise<{ id: string; invoiceNumber: string }> {
  return apiRequest('POST', `/api/invoices/${encodeURIComponent(input.invoiceId)}/credit-note`, {
    reason: input.reason,
  });
}

export function useCreateCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditNote,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
      ]),
  });
}
