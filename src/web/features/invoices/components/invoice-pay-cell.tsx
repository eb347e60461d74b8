import { formatCents, formatDate } from '@shared/format';
import { INVOICE_STATUS_LABELS } from '@shared/invoices/status';
import type { InvoiceSummary } from '@shared/invoices/summary';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { CircleCheck } from 'lucide-react';
import { PayButton } from './pay-button';

/**
 * The 'Factuur' cell of the consumer's project lists: nothing without an invoice, 'Betaald'
 * with the date once paid, otherwise the pay button while the invoice can be paid (its status in words if not).
 */
export function InvoicePayCell({ invoice }: { invoice: InvoiceSummary | null }) {
  // Nothing at all (an sr-only text here would be positioned outside the table's scroll box and widen the page).
  if (!invoice) return null;
  if (invoice.paymentStatus === 'paid') {
    return (
      <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-sm font-medium text-success">
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        {INVOICE_MESSAGES.paid}
        {invoice.paidAt ? <span className="tabular-nums"> {formatDate(invoice.paidAt)}</span> : null}
      </span>
    );
  }
  if (invoice.payable) {
    return (
      <PayButton
        size="sm"
        invoiceId={invoice.id}
        aria-label={`Factuur ${invoice.invoiceNumber} betalen, ${formatCents(invoice.totalIncBtw)}`}
      />
    );
  }
  return <span className="text-sm text-muted-foreground">{INVOICE_STATUS_LABELS[invoice.status]}</span>;
}
