import type { AdditionalCostInput } from '@shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export interface CreatedInvoice {
  id: string;
  invoiceNumber: string;
}

/**
 * POST /api/invoices: the project's invoice from the fee table and the extra cost lines; the server computes every
 * amount, stores the PDF and mails it to the consumer.
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
    // The invoice appears; the project lists carry its summary.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
      ]),
  });
}
