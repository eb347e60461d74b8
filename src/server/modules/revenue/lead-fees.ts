// Lead fees (docs/decisions/0019, 0021): a professional earns a fixed fee for each lead
// they brought whose project completed, in the month it completed (a calendar month in the Netherlands, as the
// invoices count), and it is paid out with that month's payout. The dashboard, the payout's amount due, the export
// and the chart all read it through here.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { selectRows } from '../../db/client';

export interface LeadFeesQuery {
  db: DbOrTx;
  year: number;
  month: number;
  /** Only these professionals (the dashboard's rows); all when omitted. */
  professionalIds?: string[];
}

/** Lead fees in cents earned in the month, per professional id; a professional absent from the map earned none. */
export async function leadFeesOf(query: LeadFeesQuery): Promise<Map<string, number>> {
  const { db, year, month, professionalIds } = query;
  if (professionalIds && professionalIds.length === 0) return new Map();
  const only = professionalIds
    ? sql`and professional_id in (${sql.join(
        professionalIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  // leads_completed_idx: the month's bounds as timestamptz.
  const rows = await selectRows<{ professionalId: string; fees: number | string }>(
    db,
    sql`select professional_id as "professionalId", sum(fee_cents)::bigint as fees from leads
      where status = 'completed' and professional_id is not null
        and completed_at >= make_date(${year}::int, ${month}::int, 1)::timestamp at time zone 'Europe/Amsterdam'
        and completed_at < (make_date(${year}::int, ${month}::int, 1) + interval '1 month') at time zone 'Europe/Amsterdam'
        ${only}
      group by professional_id`,
  );
  return new Map(rows.map((r) => [r.professionalId, Number(r.fees)]));
}
