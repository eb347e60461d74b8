// The maintained totals (docs/decisions/0044): projects per status, accounts per role and each professional's
// revenue per month live in small tables that triggers change in the same transaction as the rows they count
// (migration 0022). Here: the reads of the counts, the repair that recounts them from scratch, and the comparison
// of both that the totals test and `npm run db:recount -- --check` run.
import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, selectRows } from './client';

/** Projects per status, every project counted (the admin's lists and dashboard). */
export const PROJECT_STATUS_COUNTS_SQL = 'select status as key, n from project_status_counts';

/** Accounts per role, anonymised (deleted) accounts left out. */
export const USER_ROLE_COUNTS_SQL = 'select role as key, n from user_role_counts';

/** Rebuilds every total from the rows it counts, holding off writes to those rows meanwhile. */
export async function recountTotals(db: DbOrTx): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select totals_recount()`);
  });
}

/** One total that differs from a count from scratch: which table and key, what it holds and what it should. */
export interface TotalDifference {
  total: string;
  key: string;
  kept: string | null;
  recounted: string | null;
}

/**
 * The totals that differ from a count from scratch (the views *_recounted); empty when all are exact. A kept row of
 * zeros is the same as none: counts and months that went back to nothing keep their row.
 */
export async function totalsDifferences(db: DbOrTx): Promise<TotalDifference[]> {
  return selectRows<TotalDifference>(
    db,
    sql`select 'project_status_counts' as total, coalesce(k.status, r.status) as key,
        k.n::text as kept, r.n::text as recounted
      from project_status_counts k full join project_status_counts_recounted r on r.status = k.status
      where coalesce(k.n, 0) <> coalesce(r.n, 0)
    union all
    select 'user_role_counts', coalesce(k.role, r.role), k.n::text, r.n::text
      from user_role_counts k full join user_role_counts_recounted r on r.role = k.role
      where coalesce(k.n, 0) <> coalesce(r.n, 0)
    union all
    select 'revenue_month_totals',
        concat_ws(' ', coalesce(k.year, r.year), coalesce(k.month, r.month), coalesce(k.professional_id, r.professional_id)),
        case when k.year is null then null else concat_ws(' ', k.entries, k.invoice_count, k.total_ex_btw, k.lead_fees,
          k.open_count, k.open_ex_btw, k.open_lead_fees) end,
        case when r.year is null then null else concat_ws(' ', r.entries, r.invoice_count, r.total_ex_btw, r.lead_fees,
          r.open_count, r.open_ex_btw, r.open_lead_fees) end
      from revenue_month_totals k
      full join revenue_month_totals_recounted r
        on r.year = k.year and r.month = k.month and r.professional_id = k.professional_id
      where (coalesce(k.entries, 0), coalesce(k.invoice_count, 0), coalesce(k.total_ex_btw, 0),
          coalesce(k.lead_fees, 0), coalesce(k.open_count, 0), coalesce(k.open_ex_btw, 0), coalesce(k.open_lead_fees, 0))
        is distinct from (coalesce(r.entries, 0), coalesce(r.invoice_count, 0), coalesce(r.total_ex_btw, 0),
          coalesce(r.lead_fees, 0), coalesce(r.open_count, 0), coalesce(r.open_ex_btw, 0), coalesce(r.open_lead_fees, 0))`,
  );
}

/** The kept counts of a counts table by key (status or role); a key without a row is 0 to the caller. */
export async function readCounts(
  database: Database,
  which: 'projects' | 'users',
): Promise<Record<string, number>> {
  const [name, text] =
    which === 'projects'
      ? ['project_status_counts', PROJECT_STATUS_COUNTS_SQL]
      : ['user_role_counts', USER_ROLE_COUNTS_SQL];
  const rows = await database.query<{ key: string; n: number }>(name, text, []);
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]));
}
