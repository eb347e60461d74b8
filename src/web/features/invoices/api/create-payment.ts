import type { CreatePaymentResponse } from '@shared/invoices/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, hasErrorCode } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/**
 * POST /api/invoices/{id}/create-payment (the project's consumer): the payment to send the browser to. The server
 * makes at most one open payment per invoice, so a second click gets the same one.
 */
export function createPayment(invoiceId: string): Promise<CreatePaymentResponse> {
  return apiRequest<CreatePaymentResponse>(
    'POST',
    `/api/invoices/${encodeURIComponent(invoiceId)}/create-payment`,
  );
}

/**
 * The browser goes only to a checkout on https or on this portal's own address (the built-in test
 * checkout); anything else is 'Omleidingsfout'.
 */
export function isSafePaymentUrl(paymentUrl: string, ownOrigin = window.location.origin): boolean {
  try {
    const url = new URL(paymentUrl);
    return url.protocol === 'https:' || url.origin === ownOrigin;
  } catch {
    return false;
  }
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
    ]);
  return useMutation({
    mutationFn: createPayment,
    // The invoice now waits for its payment ('Wachtend op betaling').
    onSuccess: refresh,
    // The invoice changed meanwhile (credited, paid, a payment under way): show it as it is now, so the page offers
    // the replacement invoice instead of a button that can no longer pay.
    onError: (error) => {
      if (hasErrorCode(error, 'INVOICE_NOT_PAYABLE', 'INVOICE_ALREADY_PAID', 'PAYMENT_IN_PROGRESS'))
        return refresh();
    },
  });
}
