import { formatDate } from '@shared/format';
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@shared/invoices/status';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { Badge, type BadgeColor } from '@web/components/ui/badge';

const STATUS_COLORS: Record<InvoiceStatus, BadgeColor> = {
  draft: 'neutral',
  sent: 'blue',
  pending_payment: 'yellow',
  paid: 'green',
  overdue: 'red',
};

/**
 * The status in words, so it never rests on colour alone: 'Betaald op 24-11-2026', 'Gecrediteerd'
 * for an invoice a credit note cancelled, 'Creditnota' for the note itself.
 */
export function invoiceStatusText(
  invoice: Pick<InvoiceRecord, 'kind' | 'status' | 'paidAt' | 'creditedBy'>,
): string {
  if (invoice.kind === 'credit_note') return INVOICE_MESSAGES.creditNote;
  if (invoice.creditedBy) return INVOICE_MESSAGES.credited;
  if (invoice.status === 'paid' && invoice.paidAt)
    return `${INVOICE_STATUS_LABELS.paid} op ${formatDate(invoice.paidAt)}`;
  return INVOICE_STATUS_LABELS[invoice.status];
}

export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<InvoiceRecord, 'kind' | 'status' | 'paidAt' | 'creditedBy'>;
}) {
  const color: BadgeColor =
    invoice.kind === 'credit_note' || invoice.creditedBy ? 'neutral' : STATUS_COLORS[invoice.status];
  return <Badge color={color}>{invoiceStatusText(invoice)}</Badge>;
}
