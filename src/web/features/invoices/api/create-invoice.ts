import type { AdditionalCostInput, CreateInvoiceResponse } from '@shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export type CreatedInvoice = CreateInvoiceResponse;

/**
 * POST /api/invoices: the project's draft ('Concept') from the fee table and the extra cost lines; the server
 * computes every amount. Nothing is numbered or mailed until it is sent (send-invoice.ts).
 */
export function createInvoice(input: {
  projectId: string;
  additionalCosts: AdditionalCostInput[];
}): Promise<CreatedInvoice> {
  return apiRequest<CreatedInvoice>('POST', '/api/invoices', input);
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    // The draft appears; the project lists carry the invoice's summary once it is sent.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
      ]),
  });
}
