// Revenue and payouts (docs/decisions/0019): what each professional's paid
// invoices came to in a month, the platform's 20% and the professional's 80% (plus lead fees), the monthly payout an
// admin marks processed, the month as CSV, and the 12 months up to it for the chart.
import { formatCents } from '@shared/format';
import { currentMonth, monthIndex, twelveMonthsUpTo, type YearMonth } from '@shared/revenue/months';
import type {
  PayoutResponse,
  ProfessionalRevenue,
  RevenueHistoryResponse,
  RevenueResponse,
  RevenueTotals,
} from '@shared/revenue/schemas';
import { splitRevenue } from '@shared/revenue/split';
import { REVENUE_MESSAGES } from '@shared/revenue/texts';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { payouts, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { notify } from '../notifications/service';
import { leadFeesOf } from './lead-fees';
import { REVENUE_NOTICES } from './notices';
import {
  FIRST_INVOICE_NUMBER_SQL,
  REVENUE_HISTORY_SQL,
  REVENUE_MONTH_SQL,
  type RevenueHistoryRow,
  type RevenueMonthRow,
} from './queries';

type Ctx = Pick<AppContext, 'db' | 'database'>;

/** One professional's month: the split of their ex-VAT total, with their lead fees added to the payout. */
export function professionalMonth(row: RevenueMonthRow, leadFees: number): ProfessionalRevenue {
  const totalExBtw = Number(row.totalExBtw);
  const { platformFee, professionalPayout } = splitRevenue(totalExBtw);
  return {
    professionalId: row.professionalId,
    professionalName: `${row.firstName} ${row.lastName}`.trim(),
    professionalEmail: row.email,
    invoiceCount: Number(row.invoiceCount),
    totalExBtw,
    platformFee,
    professionalPayout: professionalPayout + leadFees,
    leadFees,
    payoutStatus: row.paidOutAt ? 'paid' : 'pending',
    paidOutAt: row.paidOutAt ? new Date(row.paidOutAt).toISOString() : null,
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
  const { database, db, year, month } = opts;
  const rows = await database.query<RevenueMonthRow>('revenue_month', REVENUE_MONTH_SQL, [
    year,
    month,
    opts.professionalId ?? null,
  ]);
  const fees = await leadFeesOf({ db, year, month, professionalIds: rows.map((r) => r.professionalId) });
  const professionals = rows.map((r) => professionalMonth(r, fees.get(r.professionalId) ?? 0));
  return { year, month, totals: totalsOf(professionals), professionals };
}

/** GET /api/admin/revenue/history (ours): the 12 months up to the chosen one, and the first invoice's year. */
export async function revenueHistory(opts: Ctx & YearMonth): Promise<RevenueHistoryResponse> {
  const { database, db, year, month } = opts;
  const [rows, [first]] = await Promise.all([
    database.query<RevenueHistoryRow>('revenue_history', REVENUE_HISTORY_SQL, [year, month, null]),
    database.query<{ first: string | null }>('revenue_first_invoice', FIRST_INVOICE_NUMBER_SQL, []),
  ]);
  const months = await Promise.all(
    twelveMonthsUpTo({ year, month }).map(async (m) => {
      const fees = await leadFeesOf({ db, ...m });
      const split = rows
        .filter((r) => r.year === m.year && r.month === m.month)
        .map((r) => {
          const totalExBtw = Number(r.totalExBtw);
          const { platformFee, professionalPayout } = splitRevenue(totalExBtw);
          const leadFees = fees.get(r.professionalId) ?? 0;
          return {
            totalExBtw,
            platformFee,
            professionalPayout: professionalPayout + leadFees,
            invoiceCount: Number(r.invoiceCount),
          };
        });
      return { ...m, ...totalsOf(split) };
    }),
  );
  const firstYear = first?.first ? Number(first.first.slice(0, 4)) : currentMonth().year;
  return { firstYear, months };
}

/**
 * POST /api/admin/revenue/payout: marks a professional's month paid out, once. Refused (409) for a month not yet
 * begun, when nothing is due, when it was marked before (also when two admins mark it at the same moment: the
 * unique index payouts_professional_month_key lets one insert land), and when `amount` is not what is due, naming
 * what is. Audit-logged; the professional is notified, in the same transaction.
 */
export async function markPayout(
  opts: Ctx & YearMonth & { actor: Actor; professionalId: string; amount: number },
): Promise<PayoutResponse['payout']> {
  const { db, actor, professionalId, year, month, amount } = opts;
  if (monthIndex({ year, month }) > monthIndex(currentMonth())) throw conflict(REVENUE_MESSAGES.futureMonth);

  const [pro] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, professionalId), eq(users.role, 'professional'), isNull(users.deletedAt)));
  if (!pro) throw notFound(REVENUE_MESSAGES.professionalNotFound);

  const { professionals } = await monthRevenue({ ...opts, professionalId });
  const row = professionals[0];
  if (row?.payoutStatus === 'paid') throw conflict(REVENUE_MESSAGES.alreadyPaidOut(month, year));
  const due = row?.professionalPayout ?? 0;
  if (due <= 0) throw conflict(REVENUE_MESSAGES.nothingDue);
  if (amount !== due) throw conflict(REVENUE_MESSAGES.wrongAmount(due));

  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payouts)
      .values({ professionalId, year, month, amount: due, createdBy: actor.realUserId })
      .onConflictDoNothing({ target: [payouts.professionalId, payouts.year, payouts.month] })
      .returning();
    if (!inserted) throw conflict(REVENUE_MESSAGES.alreadyPaidOut(month, year));
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'revenue.payout',
      entityType: 'payout',
      entityId: inserted.id,
      details: { professionalId, year, month, amount: due, amountText: formatCents(due) },
      after: { professionalId, year, month, amount: due, leadFees: row?.leadFees ?? 0 },
    });
    await notify(tx, {
      userId: professionalId,
      ...REVENUE_NOTICES.payoutToProfessional({
        month,
        year,
        amount: due,
        leadFees: row?.leadFees ?? 0,
        hasInvoices: (row?.invoiceCount ?? 0) > 0 || (row?.totalExBtw ?? 0) !== 0,
      }),
    });
    return {
      id: inserted.id,
      professionalId,
      year,
      month,
      amount: inserted.amount,
      createdAt: inserted.createdAt.toISOString(),
    };
  });
}
