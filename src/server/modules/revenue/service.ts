// Revenue and payouts (docs/decisions/0019, 0031): what each professional's paid invoices came to in a month, the
// platform's 20% and the professional's 80% (plus lead fees), what of it was paid out and what is open, a payout of
// what is open, the month as CSV, and the 12 months up to it for the chart.
import { currentMonth, twelveMonthsUpTo, type YearMonth } from '@shared/revenue/months';
import type {
  PayoutResponse,
  ProfessionalRevenue,
  RevenueHistoryResponse,
  RevenueResponse,
  RevenueTotals,
} from '@shared/revenue/schemas';
import { splitRevenue } from '@shared/revenue/split';
import { displayName } from '@shared/users/display-name';
import type { AppContext } from '../../context';
import { type ReadVersions, readCacheOf } from '../../db/read-cache';
import type { Actor } from '../../lib/actor';
import { createPayout } from '../payouts/service';
import {
  FIRST_INVOICE_NUMBER_SQL,
  REVENUE_HISTORY_SQL,
  REVENUE_MONTH_SQL,
  type RevenueHistoryRow,
  type RevenueMonthRow,
} from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log' | 'storage'>;

/** Net cents of an ex-VAT total and lead fees: the professional's 80% plus the fees. */
const netOf = (exBtw: number, leadFees: number) => splitRevenue(exBtw).professionalPayout + leadFees;

/**
 * One professional's month: the split of their ex-VAT total with their lead fees added to the payout, what the
 * month's payouts paid out and what is still open (docs/decisions/0031). The open amount is split on its own, as
 * the next payout splits it, so it is exactly what that payout pays; it may differ by a cent from payout minus
 * paid out when the month is paid in parts.
 */
export function professionalMonth(row: RevenueMonthRow): ProfessionalRevenue {
  const totalExBtw = Number(row.totalExBtw);
  const leadFees = Number(row.leadFees);
  const { platformFee, professionalPayout } = splitRevenue(totalExBtw);
  const paidOutAmount = Number(row.paidOutAmount);
  const openCount = Number(row.openCount);
  return {
    professionalId: row.professionalId,
    professionalName: displayName(row),
    professionalEmail: row.email,
    invoiceCount: Number(row.invoiceCount),
    totalExBtw,
    platformFee,
    professionalPayout: professionalPayout + leadFees,
    leadFees,
    payoutStatus: row.paidOutAt && openCount === 0 ? 'paid' : 'pending',
    paidOutAt: row.paidOutAt ? new Date(row.paidOutAt).toISOString() : null,
    paidOutAmount,
    openAmount: openCount === 0 ? 0 : netOf(Number(row.openExBtw), Number(row.openLeadFees)),
  };
}

/** The totals are the sums of the professionals' rows, so the tiles always add up to the list. */
export function totalsOf(
  rows: Pick<ProfessionalRevenue, 'totalExBtw' | 'platformFee' | 'professionalPayout' | 'invoiceCount'>[],
): RevenueTotals {
  const totals: RevenueTotals = {
    totalRevenue: 0,
    totalPlatformFee: 0,
    totalProfessionalPayout: 0,
    invoiceCount: 0,
  };
  for (const r of rows) {
    totals.totalRevenue += r.totalExBtw;
    totals.totalPlatformFee += r.platformFee;
    totals.totalProfessionalPayout += r.professionalPayout;
    totals.invoiceCount += r.invoiceCount;
  }
  return totals;
}

/** GET /api/admin/revenue: the month's totals and one row per professional. */
export async function monthRevenue(
  opts: Ctx & YearMonth & { professionalId?: string | undefined },
): Promise<RevenueResponse> {
  const { database, year, month } = opts;
  const rows = await database.query<RevenueMonthRow>('revenue_month', REVENUE_MONTH_SQL, [
    year,
    month,
    opts.professionalId ?? null,
  ]);
  const professionals = rows.map(professionalMonth);
  return { year, month, totals: totalsOf(professionals), professionals };
}

/**
 * monthRevenue serialised by the route's `serialize`, kept in memory while no month total, payout or professional's
 * name changes (db/read-cache.ts): every admin sees the same month.
 */
export async function monthRevenueAnswer(
  opts: Ctx &
    YearMonth & {
      professionalId?: string | undefined;
      serialize: (answer: RevenueResponse) => string;
      /** The shared reads' numbers read with the caller's session, if any. */
      readVersions?: ReadVersions | null;
    },
): Promise<Buffer> {
  const key = JSON.stringify([opts.year, opts.month, opts.professionalId ?? null]);
  return readCacheOf(opts.database).answer(
    'revenue',
    key,
    async () => Buffer.from(opts.serialize(await monthRevenue(opts))),
    opts.readVersions,
  );
}

/** GET /api/admin/revenue/history (ours): the 12 months up to the chosen one, and the first invoice's year. */
export async function revenueHistory(opts: Ctx & YearMonth): Promise<RevenueHistoryResponse> {
  const { database, year, month } = opts;
  const [rows, [first]] = await Promise.all([
    database.query<RevenueHistoryRow>('revenue_history', REVENUE_HISTORY_SQL, [year, month, null]),
    database.query<{ first: string | null }>('revenue_first_invoice', FIRST_INVOICE_NUMBER_SQL, []),
  ]);
  const months = twelveMonthsUpTo({ year, month }).map((m) => {
    const split = rows
      .filter((r) => r.year === m.year && r.month === m.month)
      .map((r) => {
        const totalExBtw = Number(r.totalExBtw);
        const { platformFee, professionalPayout } = splitRevenue(totalExBtw);
        const leadFees = Number(r.leadFees);
        return {
          totalExBtw,
          platformFee,
          professionalPayout: professionalPayout + leadFees,
          invoiceCount: Number(r.invoiceCount),
        };
      });
    return { ...m, ...totalsOf(split) };
  });
  const firstYear = first?.first ? Number(first.first.slice(0, 4)) : currentMonth().year;
  return { firstYear, months };
}

/**
 * POST /api/admin/revenue/payout: a payout statement of the professional's month that pays exactly what is open in
 * it (modules/payouts createPayout: the checks, the lock, the statement, the audit entry and the notices).
 */
export async function markPayout(
  opts: Ctx & YearMonth & { actor: Actor; professionalId: string; amount: number },
): Promise<PayoutResponse['payout']> {
  const p = await createPayout(opts);
  return {
    id: p.id,
    professionalId: opts.professionalId,
    year: p.year,
    month: p.month,
    amount: p.amount,
    createdAt: p.createdAt,
    reference: p.reference,
    status: p.status,
  };
}
