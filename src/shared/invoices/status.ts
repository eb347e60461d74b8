// Invoice status: the values the API carries and their Dutch labels, word for word.

export const INVOICE_STATUSES = ['draft', 'sent', 'pending_payment', 'paid', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Concept',
  sent: 'Verzonden',
  pending_payment: 'Wachtend op betaling',
  paid: 'Betaald',
  overdue: 'Achterstallig',
};

/**
 * May the consumer start a payment? Sent and pending_payment can be paid; an overdue invoice is as unpaid as
 * those and is still to be paid, so it can be paid too (docs/decisions/0015). A draft has not been sent yet.
 */
export const canPayInvoice = (status: InvoiceStatus): boolean =>
  status === 'sent' || status === 'pending_payment' || status === 'overdue';

/** Can the consumer pay this now: an invoice (not a credit note) that no credit note cancelled, sent and unpaid. */
export const isInvoicePayable = (invoice: {
  status: InvoiceStatus;
  isCreditNote: boolean;
  credited: boolean;
}): boolean => !invoice.isCreditNote && !invoice.credited && canPayInvoice(invoice.status);

/** An invoice is sent at most 5 times (the first send and four resends). */
export const MAX_INVOICE_SENDS = 5;
export const canResendInvoice = (sendCount: number): boolean => sendCount < MAX_INVOICE_SENDS;
