// The return from the checkout: /project/{id}?payment=success&invoice={id}. The address says nothing
// about the outcome (anybody can type it), so the page asks the server, which asks the provider
// (payment-status, every 5 s until there is an outcome): paid → the green banner 'Betaling Succesvol!' for 5 s;
// failed, cancelled or expired → 'Betaling mislukt'; open or pending → a line that it is being processed.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { isFinalPaymentStatus } from '@shared/payments/status';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from '@web/components/ui/alert';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { hasErrorCode, isNotFoundError } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import { CircleCheck } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePaymentStatus } from '../api/get-payment-status';

/** The success banner stays 5 seconds. */
const BANNER_MS = 5_000;

export function PaymentReturn() {
  const [params, setParams] = useSearchParams();
  const invoiceId = params.get('payment') === 'success' ? (params.get('invoice') ?? '').trim() : '';
  const status = usePaymentStatus(invoiceId, invoiceId !== '');
  const queryClient = useQueryClient();
  const [paidNumber, setPaidNumber] = useState<string | null>(null);
  // The invoice whose return has been dealt with (a refetch must not toast twice).
  const handled = useRef<string | null>(null);

  // Takes payment and invoice out of the address without a new history entry (Back does not return to it).
  const clearParams = useCallback(
    () =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.delete('payment');
          next.delete('invoice');
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );

  const data = status.data;
  useEffect(() => {
    if (!invoiceId || !data || handled.current === invoiceId) return;
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
      ]);
    if (data.paid) {
      handled.current = invoiceId;
      setPaidNumber(data.invoiceNumber);
      void refresh();
    } else if (data.payment && isFinalPaymentStatus(data.payment.status)) {
      handled.current = invoiceId;
      toast({
        title: INVOICE_MESSAGES.paymentFailedTitle,
        description: INVOICE_MESSAGES.paymentNotCompleted,
        variant: 'destructive',
      });
      void refresh();
      clearParams();
    } else if (!data.payment) {
      // No payment was ever started for this invoice: nothing to report.
      handled.current = invoiceId;
      clearParams();
    }
  }, [invoiceId, data, queryClient, clearParams]);

  // An invoice that is not there or not this user's: the address is simply tidied.
  const error = status.error;
  useEffect(() => {
    if (isNotFoundError(error) || hasErrorCode(error, 'FORBIDDEN', 'UNAUTHORIZED')) clearParams();
  }, [error, clearParams]);

  useEffect(() => {
    if (paidNumber === null) return;
    const timer = setTimeout(() => {
      setPaidNumber(null);
      clearParams();
    }, BANNER_MS);
    return () => clearTimeout(timer);
  }, [paidNumber, clearParams]);

  const processing = invoiceId !== '' && handled.current !== invoiceId && paidNumber === null;

  // One live region, always on the page, so that what appears in it is announced.
  return (
    <div role="status" aria-live="polite" className="empty:hidden">
      {paidNumber !== null ? (
        <div className="fixed inset-x-0 top-0 z-50 flex items-center justify-center gap-2 bg-success px-4 py-3 text-center text-white shadow-lg">
          <CircleCheck className="size-5 shrink-0" aria-hidden />
          <p>
            <span className="font-semibold">{INVOICE_MESSAGES.paymentSucceeded}</span>{' '}
            <span>Factuur {paidNumber} is betaald.</span>
          </p>
        </div>
      ) : processing ? (
        <Alert variant="info" role="none" className="mb-(--card-spacing)">
          <Spinner className="text-primary" />
          <p>{INVOICE_MESSAGES.paymentProcessing}</p>
        </Alert>
      ) : null}
    </div>
  );
}
