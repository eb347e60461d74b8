import { formatCents } from '@shared/format';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { Button, type ButtonProps } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText, isNetworkError } from '@web/lib/api-client';
import { CreditCard } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { isSafePaymentUrl, useCreatePayment } from '../api/create-payment';

/** The redirect to the payment provider has a backup after 1 second. */
const REDIRECT_BACKUP_MS = 1_000;

function paymentError(description: string) {
  toast({ title: INVOICE_MESSAGES.paymentErrorTitle, description, variant: 'destructive' });
}

/**
 * The consumer's payment: ask the server for a checkout, then send the browser there. Only a
 * checkout on https or on this portal itself is opened ('Omleidingsfout' otherwise); any failure, or an answer
 * without a checkout, is 'Betalingsfout' with the server's text when it sent one (e.g. no online payment here).
 */
export function usePayInvoice() {
  const create = useCreatePayment();
  const [redirecting, setRedirecting] = useState(false);
  const backup = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(backup.current), []);

  const pay = (invoiceId: string) => {
    if (create.isPending || redirecting) return;
    create.mutate(invoiceId, {
      onSuccess: (res) => {
        const url = res?.paymentUrl;
        if (!res?.success || !url) {
          paymentError(INVOICE_MESSAGES.paymentError);
          return;
        }
        if (!isSafePaymentUrl(url)) {
          toast({
            title: INVOICE_MESSAGES.redirectErrorTitle,
            description: INVOICE_MESSAGES.redirectError,
            variant: 'destructive',
          });
          return;
        }
        setRedirecting(true);
        window.location.assign(url);
        // Should the first navigation be swallowed (a blocked or slow unload), try once more.
        backup.current = setTimeout(() => {
          window.location.href = url;
        }, REDIRECT_BACKUP_MS);
      },
      onError: (err) =>
        paymentError(
          isNetworkError(err) ? INVOICE_MESSAGES.paymentError : errorText(err, INVOICE_MESSAGES.paymentError),
        ),
    });
  };

  return { pay, busy: create.isPending || redirecting, redirecting };
}

/** 'Betalen' (with the amount when given): starts the payment of one invoice. */
export function PayButton({
  invoiceId,
  amount,
  label = 'Betalen',
  ...props
}: Omit<ButtonProps, 'onClick' | 'children'> & { invoiceId: string; amount?: number; label?: string }) {
  const { pay, busy, redirecting } = usePayInvoice();
  return (
    // The primary colour, not the orange accent: the primary reads best on this card.
    <Button
      {...props}
      onClick={() => pay(invoiceId)}
      disabled={busy || props.disabled}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner /> : <CreditCard aria-hidden />}
      {redirecting
        ? 'Doorsturen naar betaalpagina...'
        : amount === undefined
          ? label
          : `${label} ${formatCents(amount)}`}
    </Button>
  );
}
