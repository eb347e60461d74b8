// Invoice status: the values the API carries, their Dutch labels word for word, and the one model of how an invoice
// moves between them (docs/decisions/0032). The server changes an invoice's status only through
// `checkInvoiceTransition` (src/server/modules/invoices/status-changes.ts); the web app uses the same rules only to
// decide which buttons to show.

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
 * Why an invoice changes status, each with the statuses it may come from:
 * - send: the professional sends the draft ('Versturen'): draft → sent. Only now it gets its number.
 * - start_payment: the consumer starts an online payment: sent or overdue → pending_payment.
 * - payment_ended: that payment ended without money: pending_payment → sent, or overdue once past the term.
 * - mark_overdue: the hourly job finds it unpaid past its term: sent or pending_payment → overdue.
 * - paid: the provider reports it paid, or an admin records a bank transfer: any sent, unpaid status → paid.
 * A paid invoice never changes again, and a draft is never paid. Crediting is no status: a credit note cancels
 * an invoice that was sent (paid or not) and the invoice keeps the status it had (`credited_at` says it).
 */
export const INVOICE_TRANSITIONS = {
  send: { from: ['draft'], to: ['sent'] },
  start_payment: { from: ['sent', 'overdue'], to: ['pending_payment'] },
  payment_ended: { from: ['pending_payment'], to: ['sent', 'overdue'] },
  mark_overdue: { from: ['sent', 'pending_payment'], to: ['overdue'] },
  paid: { from: ['sent', 'pending_payment', 'overdue'], to: ['paid'] },
} as const satisfies Record<string, { from: readonly InvoiceStatus[]; to: readonly InvoiceStatus[] }>;
export type InvoiceEvent = keyof typeof INVOICE_TRANSITIONS;

export type InvoiceTransitionCheck = { ok: true } | { ok: false; message: string };

export const INVOICE_TRANSITION_MESSAGES = {
  notDraft: 'Deze factuur is al verzonden',
  draftNotPayable: 'Een conceptfactuur kan niet worden betaald',
  alreadyPaid: 'Deze factuur is al betaald',
  notNow: 'De status van deze factuur kan nu niet zo worden gewijzigd',
} as const;

/** The statuses `event` may move an invoice from. */
export const invoiceSourcesOf = (event: InvoiceEvent): readonly InvoiceStatus[] =>
  INVOICE_TRANSITIONS[event].from;

/** May `event` move an invoice from `from` to `to`? */
export function checkInvoiceTransition(
  event: InvoiceEvent,
  from: InvoiceStatus,
  to: InvoiceStatus,
): InvoiceTransitionCheck {
  const rule: { from: readonly InvoiceStatus[]; to: readonly InvoiceStatus[] } = INVOICE_TRANSITIONS[event];
  if (rule.from.includes(from) && rule.to.includes(to)) return { ok: true };
  if (from === 'paid') return { ok: false, message: INVOICE_TRANSITION_MESSAGES.alreadyPaid };
  if (event === 'send') return { ok: false, message: INVOICE_TRANSITION_MESSAGES.notDraft };
  if (from === 'draft') return { ok: false, message: INVOICE_TRANSITION_MESSAGES.draftNotPayable };
  return { ok: false, message: INVOICE_TRANSITION_MESSAGES.notNow };
}

/**
 * May the consumer start a payment? Sent and pending_payment can be paid; an overdue invoice is as unpaid as
 * those and is still to be paid, so it can be paid too (docs/decisions/0015). A draft has not been sent yet.
 */
export const canPayInvoice = (status: InvoiceStatus): boolean => invoiceSourcesOf('paid').includes(status);

/** Can the consumer pay this now: an invoice (not a credit note) that no credit note cancelled, sent and unpaid. */
export const isInvoicePayable = (invoice: {
  status: InvoiceStatus;
  isCreditNote: boolean;
  credited: boolean;
}): boolean => !invoice.isCreditNote && !invoice.credited && canPayInvoice(invoice.status);

/** Can an admin credit it: a sent invoice (not a draft, not a credit note) no credit note cancelled yet. */
export const canCreditInvoice = (invoice: {
  status: InvoiceStatus;
  isCreditNote: boolean;
  credited: boolean;
}): boolean => !invoice.isCreditNote && !invoice.credited && invoice.status !== 'draft';

/** The payment method of an invoice an admin recorded paid by transfer to the collecting account (decision 0030). */
export const TRANSFER_PAYMENT_METHOD = 'banktransfer';

/** Can an admin record it paid by bank transfer: the same invoices the consumer could pay online. */
export const canMarkPaidByTransfer = isInvoicePayable;

/** An invoice is sent at most 5 times (the first send and four resends). */
export const MAX_INVOICE_SENDS = 5;
export const canResendInvoice = (sendCount: number): boolean => sendCount < MAX_INVOICE_SENDS;
