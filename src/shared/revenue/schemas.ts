// Payloads and answers of the admin's revenue API (docs/decisions/0019). Amounts are integer
// cents; month 1–12 and the calendar of the Netherlands.

import { PAYOUT_STATEMENT_STATUSES } from '../payouts/status';
import { text, z } from '../zod';
import { PAYOUT_STATUSES, REVENUE_MESSAGES as T } from './texts';

export const REVENUE_MIN_YEAR = 2000;
export const REVENUE_MAX_YEAR = 2100;

const month = z.coerce
  .number({ error: T.invalidMonth })
  .int({ error: T.invalidMonth })
  .min(1, { error: T.invalidMonth })
  .max(12, { error: T.invalidMonth });
const year = z.coerce
  .number({ error: T.invalidYear })
  .int({ error: T.invalidYear })
  .min(REVENUE_MIN_YEAR, { error: T.invalidYear })
  .max(REVENUE_MAX_YEAR, { error: T.invalidYear });
const professionalId = text({ error: T.invalidProfessional }).pipe(z.uuid({ error: T.invalidProfessional }));

/** GET /api/admin/revenue/export?month=&year= */
export const revenueMonthQuery = z.object({ month, year });
export type RevenueMonthQuery = z.infer<typeof revenueMonthQuery>;

/** GET /api/admin/revenue?month=&year=[&professional_id=] */
export const revenueQuery = revenueMonthQuery.extend({
  professional_id: professionalId.optional().or(z.literal('').transform(() => undefined)),
});
export type RevenueQuery = z.infer<typeof revenueQuery>;

/**
 * POST /api/admin/revenue/payout: `amount` is the net in cents of what is open, as the dashboard showed it
 * (openAmount); the payout pays exactly those open items (docs/decisions/0031).
 */
export const payoutBody = z.object({
  professional_id: professionalId,
  month: month,
  year: year,
  amount: z
    .number({ error: T.invalidAmount })
    .int({ error: T.invalidAmount })
    .min(0, { error: T.invalidAmount }),
});
export type PayoutBody = z.infer<typeof payoutBody>;

export const revenueTotals = z.object({
  /** Ex VAT: what the paid invoices of the month came to, credit notes subtracted. */
  totalRevenue: z.number().int(),
  totalPlatformFee: z.number().int(),
  /** The professionals' payouts: their 80% plus their lead fees. */
  totalProfessionalPayout: z.number().int(),
  invoiceCount: z.number().int(),
});
export type RevenueTotals = z.infer<typeof revenueTotals>;

export const professionalRevenue = z.object({
  professionalId: z.string(),
  professionalName: z.string(),
  professionalEmail: z.string(),
  invoiceCount: z.number().int(),
  totalExBtw: z.number().int(),
  platformFee: z.number().int(),
  /** 80% of totalExBtw plus leadFees: what is due to the professional for the month. */
  professionalPayout: z.number().int(),
  leadFees: z.number().int(),
  /** Paid when something of the month was paid out and nothing of it is open (docs/decisions/0031). */
  payoutStatus: z.enum(PAYOUT_STATUSES),
  /** When the month's last payout was made (ours), else null. */
  paidOutAt: z.string().nullable(),
  /** Net cents the month's payouts pay (ours). */
  paidOutAmount: z.number().int(),
  /** Net cents of the month's items in no payout yet: what the next payout of it pays (ours). */
  openAmount: z.number().int(),
});
export type ProfessionalRevenue = z.infer<typeof professionalRevenue>;

export const revenueResponse = z.object({
  month: z.number().int(),
  year: z.number().int(),
  totals: revenueTotals,
  professionals: z.array(professionalRevenue),
});
export type RevenueResponse = z.infer<typeof revenueResponse>;

/** GET /api/admin/revenue/history?month=&year= (ours): the 12 months up to the chosen one, for the bar chart. */
export const revenueHistoryResponse = z.object({
  /** The year of the first invoice (the year choices start there), the current year when there is none. */
  firstYear: z.number().int(),
  months: z.array(revenueTotals.extend({ month: z.number().int(), year: z.number().int() })),
});
export type RevenueHistoryResponse = z.infer<typeof revenueHistoryResponse>;

export const payoutResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  payout: z.object({
    id: z.string(),
    professionalId: z.string(),
    month: z.number().int(),
    year: z.number().int(),
    amount: z.number().int(),
    createdAt: z.string(),
    /** Ours: the statement's reference and status (GET /api/payouts/{id} has the items). */
    reference: z.string(),
    status: z.enum(PAYOUT_STATEMENT_STATUSES),
  }),
});
export type PayoutResponse = z.infer<typeof payoutResponse>;
