import type { PaymentStatusResponse } from '@shared/invoices/schemas';
import { isFinalPaymentStatus } from '@shared/payments/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY } from '@web/lib/query-keys';

/**
 * GET /api/invoices/{id}/payment-status: the invoice's state and its latest payment as the provider reports it now
 * (the server asks the provider; a return from the checkout never marks anything paid by itself).
 */
export function getPaymentStatus(invoiceId: string, signal?: AbortSignal): Promise<PaymentStatusResponse> {
  return apiGet<PaymentStatusResponse>(`/api/invoices/${encodeURIComponent(invoiceId)}/payment-status`, {
    signal,
  });
}

export const paymentStatusQueryKey = (invoiceId: string) =>
  [...INVOICES_QUERY_KEY, invoiceId, 'payment-status'] as const;

/** Polled every 5 s until the payment has an outcome. */
export const PAYMENT_STATUS_POLL_MS = 5_000;

export const paymentStatusQueryOptions = (invoiceId: string) =>
  queryOptions({
    queryKey: paymentStatusQueryKey(invoiceId),
    queryFn: ({ signal }) => getPaymentStatus(invoiceId, signal),
    enabled: invoiceId.length > 0,
    staleTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data;
      if (!status) return PAYMENT_STATUS_POLL_MS;
      if (status.paid) return false;
      return status.payment && isFinalPaymentStatus(status.payment.status) ? false : PAYMENT_STATUS_POLL_MS;
    },
  });

/** `enabled` false: no polling (the page was not reached from a checkout). */
export function usePaymentStatus(invoiceId: string, enabled = true) {
  return useQuery({ ...paymentStatusQueryOptions(invoiceId), enabled: enabled && invoiceId.length > 0 });
}
