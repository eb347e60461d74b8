// Payout statements: what one payout pays, item by item, and the routes that list, show, move and export them.
// Amounts are integer cents. `amount` = totalExBtw − platformFee + leadFees.
import { text, z } from '../zod';
import { PAYOUT_ITEM_KINDS, PAYOUT_STATEMENT_STATUSES } from './status';
import { PAYOUT_MESSAGES as T } from './texts';

const payoutId = text({ error: T.invalidPayout }).pipe(z.uuid({ error: T.invalidPayout }));

/** GET /api/admin/payouts?professionalId=&status= */
// An empty filter (the form's "all") is no filter; anything else must be valid, with the field's own message.
const blankIsNone = (v: unknown) => (v === '' ? undefined : v);
export const adminPayoutsQuery = z.object({
  professionalId: z.preprocess(
    blankIsNone,
    text({ error: T.invalidProfessional })
      .pipe(z.uuid({ error: T.invalidProfessional }))
      .optional(),
  ),
  status: z.preprocess(blankIsNone, z.enum(PAYOUT_STATEMENT_STATUSES, { error: T.invalidStatus }).optional()),
});
export type AdminPayoutsQuery = z.infer<typeof adminPayoutsQuery>;

export const payoutParams = z.object({ id: payoutId });

/** PATCH /api/admin/payouts/{id} */
export const payoutStatusBody = z.object({
  status: z.enum(PAYOUT_STATEMENT_STATUSES, { error: T.invalidStatus }),
});
export type PayoutStatusBody = z.infer<typeof payoutStatusBody>;

/** POST /api/admin/payouts/sepa: the payouts to put in one credit-transfer file. */
export const sepaBody = z.object({
  payoutIds: z
    .array(payoutId, { error: T.choosePayouts })
    .min(1, { error: T.choosePayouts })
    .max(500, { error: T.tooManyPayouts }),
});
export type SepaBody = z.infer<typeof sepaBody>;

export const payoutItem = z.object({
  kind: z.enum(PAYOUT_ITEM_KINDS),
  /** Invoice or credit-note number, or the lead's reference. */
  reference: z.string(),
  /** The invoice's or credit note's id; null for lead fees. */
  invoiceId: z.string().nullable(),
  /** The lead's id; null for invoices. */
  leadId: z.string().nullable(),
  description: z.string(),
  /** ISO date: paid (invoice), made (credit note), earned or reversed (lead fee). */
  date: z.string(),
  /** Cents, negative for credit notes and reversals: ex VAT for invoices, the fee for leads. */
  amount: z.number().int(),
});
export type PayoutItem = z.infer<typeof payoutItem>;

export const payoutSummary = z.object({
  id: z.string(),
  /** Unique, at most 35 characters of A–Z, 0–9 and '-': the bank transfer's reference. */
  reference: z.string(),
  professionalId: z.string().nullable(),
  /** Name and IBAN as they were when the payout was made. */
  professionalName: z.string(),
  professionalIban: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  status: z.enum(PAYOUT_STATEMENT_STATUSES),
  /** Invoices minus credit notes, ex VAT. */
  totalExBtw: z.number().int(),
  platformFee: z.number().int(),
  /** Lead fees minus reversals. */
  leadFees: z.number().int(),
  /** What is transferred to the professional. */
  amount: z.number().int(),
  itemCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  paidAt: z.string().nullable(),
});
export type PayoutSummary = z.infer<typeof payoutSummary>;

export const payoutDetail = payoutSummary.extend({ items: z.array(payoutItem) });
export type PayoutDetail = z.infer<typeof payoutDetail>;

export const payoutListResponse = z.object({ payouts: z.array(payoutSummary) });
export type PayoutListResponse = z.infer<typeof payoutListResponse>;

export const payoutDetailResponse = z.object({ payout: payoutDetail });
export type PayoutDetailResponse = z.infer<typeof payoutDetailResponse>;
