// SQL text of the revenue dashboard (docs/decisions/0019), run as named prepared statements (Database.query) and
// by the bench's raw-pg reference. A month is a calendar month in the Netherlands: an invoice paid at 23:30 UTC on
// 31 January counts in February.
//
// What a month earned: the invoices paid in it (invoices_paid_at_idx) plus the credit notes made in it of paid
// invoices (negative amounts; invoices_credit_notes_created_idx). A credit note of an unpaid invoice cancels
// nothing that was counted. invoiceCount counts the paid invoices; credit notes subtract amounts only. The leads
// completed in the month (leads_completed_idx) add a row of nothing, so a professional whose only earnings are
// lead fees is listed too; the fees themselves are summed by lead-fees.ts (docs/decisions/0021).

/** The month's bounds as timestamptz: $1 year, $2 month. */
const MONTH_BOUNDS = `select make_date($1::int, $2::int, 1)::timestamp at time zone 'Europe/Amsterdam' as f,
    (make_date($1::int, $2::int, 1) + interval '1 month') at time zone 'Europe/Amsterdam' as t`;

/** The 12 months up to and including $1-$2. */
const TWELVE_MONTH_BOUNDS = `select (make_date($1::int, $2::int, 1) - interval '11 months') at time zone 'Europe/Amsterdam' as f,
    (make_date($1::int, $2::int, 1) + interval '1 month') at time zone 'Europe/Amsterdam' as t`;

/**
 * Paid invoices and credit notes of paid invoices within bounds `m`, optionally of one professional ($3), and a
 * zero row per lead completed within them, so that a professional who earned only lead fees has a row.
 */
const MONEY_ROWS = `select i.professional_id, i.subtotal_ex_btw as ex, 1 as n, i.paid_at as at
    from invoices i, m
    where i.status = 'paid' and i.credit_note_of is null and i.paid_at >= m.f and i.paid_at < m.t
      and ($3::uuid is null or i.professional_id = $3::uuid)
  union all
  select c.professional_id, c.subtotal_ex_btw, 0, c.created_at
    from invoices c join invoices o on o.id = c.credit_note_of, m
    where c.credit_note_of is not null and c.created_at >= m.f and c.created_at < m.t and o.status = 'paid'
      and ($3::uuid is null or c.professional_id = $3::uuid)
  union all
  select l.professional_id, 0, 0, l.completed_at
    from leads l, m
    where l.status = 'completed' and l.completed_at >= m.f and l.completed_at < m.t
      and ($3::uuid is null or l.professional_id = $3::uuid)`;

/**
 * One row per professional with invoices paid (or paid invoices credited) or leads completed in the month: $1 year,
 * $2 month, $3 a professional's uuid or null for all. With their name, e-mail and the month's payout when it was
 * marked.
 */
export const REVENUE_MONTH_SQL = `with m as (${MONTH_BOUNDS}),
rows as (${MONEY_ROWS}),
agg as (
  select professional_id, sum(n)::int as invoice_count, sum(ex)::bigint as ex
  from rows where professional_id is not null group by professional_id
)
select a.professional_id as "professionalId", u.first_name as "firstName", u.last_name as "lastName",
  u.email, a.invoice_count as "invoiceCount", a.ex as "totalExBtw", po.created_at as "paidOutAt"
from agg a
join users u on u.id = a.professional_id
left join payouts po on po.professional_id = a.professional_id and po.year = $1::int and po.month = $2::int
order by u.last_name, u.first_name, a.professional_id`;

export interface RevenueMonthRow {
  professionalId: string;
  firstName: string;
  lastName: string;
  email: string;
  invoiceCount: number;
  totalExBtw: number | string;
  paidOutAt: Date | string | null;
}

/**
 * The 12 months up to $1-$2 (year, month), per month and professional ($3 as above), for the chart: each
 * professional's month is split on its own, as the dashboard splits it, so the chart's totals are the dashboard's.
 */
export const REVENUE_HISTORY_SQL = `with m as (${TWELVE_MONTH_BOUNDS}),
rows as (${MONEY_ROWS})
select extract(year from at at time zone 'Europe/Amsterdam')::int as year,
  extract(month from at at time zone 'Europe/Amsterdam')::int as month,
  professional_id as "professionalId", sum(n)::int as "invoiceCount", sum(ex)::bigint as "totalExBtw"
from rows where professional_id is not null
group by 1, 2, 3`;

export interface RevenueHistoryRow {
  year: number;
  month: number;
  professionalId: string;
  invoiceCount: number;
  totalExBtw: number | string;
}

/** The year of the first invoice: numbers begin with their year (YYYY-NNNNNN), read from invoices_number_key. */
export const FIRST_INVOICE_NUMBER_SQL = 'select min(invoice_number) as "first" from invoices';
