import type { AdditionalCostInput, InvoiceRecord } from '@shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY } from '@web/lib/query-keys';

/** PATCH /api/invoices/{id}: a draft's extra cost lines replaced; the server computes the totals anew. */
export function updateInvoice(input: {
  invoiceId: string;
  additionalCosts: AdditionalCostInput[];
}): Promise<InvoiceRecord> {
  return apiRequest<InvoiceRecord>('PATCH', `/api/invoices/${encodeURIComponent(input.invoiceId)}`, {
    additionalCosts: input.additionalCosts,
  });
}

export function useUpdateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
  });
}
