// A payout statement's life: made by an admin ('created'), handed to the bank in a SEPA file ('sent'), confirmed
// paid ('paid'). Forward only; 'created' may go straight to 'paid' when the admin transferred it by hand.
export const PAYOUT_STATEMENT_STATUSES = ['created', 'sent', 'paid'] as const;
export type PayoutStatementStatus = (typeof PAYOUT_STATEMENT_STATUSES)[number];

export const PAYOUT_STATEMENT_STATUS_LABELS: Record<PayoutStatementStatus, string> = {
  created: 'Aangemaakt',
  sent: 'Naar de bank',
  paid: 'Uitbetaald',
};

const NEXT: Record<PayoutStatementStatus, readonly PayoutStatementStatus[]> = {
  created: ['sent', 'paid'],
  sent: ['paid'],
  paid: [],
};

/** Whether a payout may move from `from` to `to`. */
export const canMovePayout = (from: PayoutStatementStatus, to: PayoutStatementStatus): boolean =>
  NEXT[from].includes(to);

/**
 * What a payout pays, item by item: a paid invoice (its amount ex VAT), a credit note of a paid invoice (negative),
 * an earned lead fee, and a lead fee reversed after it was paid out (negative).
 */
export const PAYOUT_ITEM_KINDS = ['invoice', 'credit_note', 'lead_fee', 'lead_fee_reversal'] as const;
export type PayoutItemKind = (typeof PAYOUT_ITEM_KINDS)[number];

export const PAYOUT_ITEM_KIND_LABELS: Record<PayoutItemKind, string> = {
  invoice: 'Factuur',
  credit_note: 'Creditnota',
  lead_fee: 'Leadvergoeding',
  lead_fee_reversal: 'Teruggedraaide leadvergoeding',
};
