import { formatDateTime } from '@shared/format';
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { canResendInvoice, MAX_INVOICE_SENDS } from '@shared/invoices/status';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText, isNetworkError } from '@web/lib/api-client';
import { Mail, Send } from 'lucide-react';
import { useId } from 'react';
import { useResendInvoice } from '../api/resend-invoice';

/**
 * The professional's e-mail panel: how often the invoice was mailed to the consumer, when
 * last, and 'Opnieuw versturen' until it has gone out 5 times.
 */
export function InvoiceEmailPanel({ invoice }: { invoice: InvoiceRecord }) {
  const id = useId();
  const resend = useResendInvoice();
  const limitReached = !canResendInvoice(invoice.sendCount);
  // A cancelled invoice is not sent again: the consumer has its credit note.
  const credited = invoice.creditedBy !== null;

  const onResend = () =>
    resend.mutate(invoice.id, {
      onSuccess: (res) =>
        toast({
          title: INVOICE_MESSAGES.sent,
          description: `Factuur ${invoice.invoiceNumber} is opnieuw naar de klant gemaild (${res.sendCount} van ${MAX_INVOICE_SENDS}).`,
          variant: 'success',
        }),
      onError: (err) =>
        toast({
          title: INVOICE_MESSAGES.sendFailedTitle,
          description: isNetworkError(err)
            ? INVOICE_MESSAGES.sendNetworkFailed
            : errorText(err, INVOICE_MESSAGES.sendFailed),
          variant: 'destructive',
        }),
    });

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-3 rounded-lg border border-border bg-surface p-4"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Mail className="size-4 text-primary" aria-hidden />
        E-mail naar de klant
      </h3>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Verzonden</dt>
          <dd className="font-medium" aria-live="polite">
            {invoice.sendCount} van {MAX_INVOICE_SENDS} keer verzonden
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Laatst verzonden</dt>
          <dd className="font-medium tabular-nums">
            {invoice.lastSentAt ? formatDateTime(invoice.lastSentAt) : 'Nog niet verzonden'}
          </dd>
        </div>
      </dl>
      {credited ? null : (
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            onClick={onResend}
            disabled={limitReached || resend.isPending}
            aria-describedby={limitReached ? `${id}-limit` : undefined}
          >
            {resend.isPending ? <Spinner /> : <Send aria-hidden />}
            Opnieuw versturen
          </Button>
          {limitReached ? (
            <span id={`${id}-limit`} className="text-xs text-muted-foreground">
              {INVOICE_MESSAGES.sendLimitReached}
            </span>
          ) : null}
        </div>
      )}
    </section>
  );
}
