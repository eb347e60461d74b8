// SQL text of the revenue dashboard (docs/decisions/0019), run as named prepared statements (Database.query) and
// by the bench's raw-pg reference. A month is a calendar month in the Netherlands: an invoice paid at 23:30 UTC on
// 31 January counts in February.
//
// What a month earned: the invoices paid in it (invoices_paid_at_idx) plus the credit notes made in it of paid
// invoices (negative amounts; invoices_credit_notes_created_idx). A credit note of an unpaid invoice cancels
// nothing that was counted. invoiceCount counts the paid invoices; credit notes subtract amounts only. The lead-fee
// entries of the month (lead_fee_entries_occurred_idx: +fee earned, −fee reversed) add their fee, so a professional
// whose only earnings are lead fees is listed too (docs/decisions/0021, 0031). Each row says whether it is still
// open, that is in no payout (the unique indexes of payout_items): the month's open amount is what the next payout
// of it pays (modules/payouts).

import { nameOrderExpression } from '../../db/person-name';

/** The month's bounds as timestamptz: $1 year, $2 month. */
const MONTH_BOUNDS = `select make_date($1::int, $2::int, 1)::timestamp at time zone 'Europe/Amsterdam' as f,
    (make_date($1::int, $2::int, 1) + interval '1 month') at time zone 'Europe/Amsterdam' as t`;

/** The 12 months up to and including $1-$2. */
const TWELVE_MONTH_BOUNDS = `select (make_date($1::int, $2::int, 1) - interval '11 months') at time zone 'Europe/Amsterdam' as f,
    (make_date($1::int, $2::int, 1) + interval '1 month') at time zone 'Europe/Amsterdam' as t`;

/**
 * Paid invoices and credit notes of paid invoices within bounds `m`, optionally of one professional ($3), and the
 * lead-fee entries within them; `open` when no payout holds the row.
 */
const MONEY_ROWS = `select i.professional_id, i.subtotal_ex_btw as ex, 0 as fee, 1 as n, i.paid_at as at,
      not exists (select 1 from payout_items pi where pi.invoice_id = i.id) as open
    from invoices i, m
    where i.status = 'paid' and i.credit_note_of is null and i.paid_at >= m.f and i.paid_at < m.t
      and ($3::uuid is null or i.professional_id = $3::uuid)
  union all
  select c.professional_id, c.subtotal_ex_btw, 0, 0, c.created_at,
      not exists (select 1 from payout_items pi where pi.invoice_id = c.id)
    from invoices c join invoices o on o.id = c.credit_note_of, m
    where c.credit_note_of is not null and c.created_at >= m.f and c.created_at < m.t and o.status = 'paid'
      and ($3::uuid is null or c.professional_id = $3::uuid)
  union all
  select e.professional_id, 0, e.amount, 0, e.occurred_at,
      not exists (select 1 from payout_items pi where pi.lead_fee_entry_id = e.id)
    from lead_fee_entries e, m
    where e.occurred_at >= m.f and e.occurred_at < m.t
      and ($3::uuid is null or e.professional_id = $3::uuid)`;

/** The month's payouts per professional: what they paid out and when the last was made. */
const MONTH_PAYOUTS = `po as (
  select professional_id, sum(amount)::bigint as paid_out, max(created_at) as last_at
  from payouts where year = $1::int and month = $2::int and ($3::uuid is null or professional_id = $3::uuid)
  group by professional_id
)`;

/** The answer's columns, from `agg` (one row per professional), `po` and the professional `u`. */
const MONTH_SELECT = `select a.professional_id as "professionalId", u.first_name as "firstName", u.last_name as "lastName",
  u.tussenvoegsel, u.email, a.invoice_count as "invoiceCount", a.ex as "totalExBtw", a.fees as "leadFees",
  a.open_ex as "openExBtw", a.open_fees as "openLeadFees", a.open_count as "openCount",
  coalesce(po.paid_out, 0) as "paidOutAmount", po.last_at as "paidOutAt"
from agg a
join users u on u.id = a.professional_id
left join po on po.professional_id = a.professional_id
order by ${nameOrderExpression('u')}, a.professional_id`;

/**
 * One row per professional with invoices paid (or paid invoices credited) or lead-fee entries in the month: $1 year,
 * $2 month, $3 a professional's uuid or null for all. With their name, e-mail, what the month earned, what of it
 * is still open, and what the month's payouts paid out so far. Read from the maintained totals (revenue_month_totals,
 * by its primary key; docs/decisions/0044): about one row per professional, however many invoices the month has.
 */
export const REVENUE_MONTH_SQL = `with agg as (
  select professional_id, invoice_count, total_ex_btw as ex, lead_fees as fees, open_ex_btw as open_ex,
    open_lead_fees as open_fees, open_count
  from revenue_month_totals
  where year = $1::int and month = $2::int and entries > 0 and ($3::uuid is null or professional_id = $3::uuid)
),
${MONTH_PAYOUTS}
${MONTH_SELECT}`;

/**
 * The same answer added up from the invoices, credit notes and lead-fee entries themselves, as the page did before
 * the totals were kept: the bench's old reference, and the totals test's check that both answer the same.
 */
export const REVENUE_MONTH_FROM_ROWS_SQL = `with m as (${MONTH_BOUNDS}),
rows as (${MONEY_ROWS}),
agg as (
  select professional_id, sum(n)::int as invoice_count, sum(ex)::bigint as ex, sum(fee)::bigint as fees,
    coalesce(sum(ex) filter (where open), 0)::bigint as open_ex,
    coalesce(sum(fee) filter (where open), 0)::bigint as open_fees,
    (count(*) filter (where open))::int as open_count
  from rows where professional_id is not null group by professional_id
),
${MONTH_PAYOUTS}
${MONTH_SELECT}`;

export interface RevenueMonthRow {
  professionalId: string;
  firstName: string;
  lastName: string;
  tussenvoegsel: string | null;
  email: string;
  invoiceCount: number;
  totalExBtw: number | string;
  leadFees: number | string;
  openExBtw: number | string;
  openLeadFees: number | string;
  openCount: number;
  paidOutAmount: number | string;
  paidOutAt: Date | string | null;
}

/**
 * The 12 months up to $1-$2 (year, month), per month and professional ($3 as above), for the chart: each
 * professional's month is split on its own, as the dashboard splits it, so the chart's totals are the dashboard's.
 */
export const REVENUE_HISTORY_SQL = `select year, month, professional_id as "professionalId", invoice_count as "invoiceCount",
  total_ex_btw as "totalExBtw", lead_fees as "leadFees"
from revenue_month_totals
where (year, month) > ($1::int - 1, $2::int) and (year, month) <= ($1::int, $2::int) and entries > 0
  and ($3::uuid is null or professional_id = $3::uuid)`;

/** The 12 months' rows added up from the rows themselves, as before the totals were kept (tests compare both). */
export const REVENUE_HISTORY_FROM_ROWS_SQL = `with m as (${TWELVE_MONTH_BOUNDS}),
rows as (${MONEY_ROWS})
select extract(year from at at time zone 'Europe/Amsterdam')::int as year,
  extract(month from at at time zone 'Europe/Amsterdam')::int as month,
  professional_id as "professionalId", sum(n)::int as "invoiceCount", sum(ex)::bigint as "totalExBtw",
  sum(fee)::bigint as "leadFees"
from rows where professional_id is not null
group by 1, 2, 3`;

export interface RevenueHistoryRow {
  year: number;
  month: number;
  professionalId: string;
  invoiceCount: number;
  totalExBtw: number | string;
  leadFees: number | string;
}

/** The year of the first invoice: numbers begin with their year (YYYY-NNNNNN), read from invoices_number_key. */
export const FIRST_INVOICE_NUMBER_SQL = 'select min(invoice_number) as "first" from invoices';
