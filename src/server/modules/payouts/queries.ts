// SQL text of the payout statements (docs/decisions/0031). A month is a calendar month in the Netherlands, as the
// revenue dashboard counts it (modules/revenue/queries.ts).

/**
 * A professional's open items of a month: $1 year, $2 month, $3 the professional. The invoices paid in it, the
 * credit notes made in it of paid invoices (negative) and the lead-fee entries of it (a reversal negative), each
 * not yet in a payout (the unique indexes of payout_items answer that), oldest first.
 */
export const OPEN_ITEMS_SQL = `with m as (
  select make_date($1::int, $2::int, 1)::timestamp at time zone 'Europe/Amsterdam' as f,
    (make_date($1::int, $2::int, 1) + interval '1 month') at time zone 'Europe/Amsterdam' as t
)
select 'invoice' as kind, i.id as "invoiceId", null::uuid as "leadFeeEntryId", null::uuid as "leadId",
  i.invoice_number as reference, i.parties->>'serviceDescription' as what, i.paid_at as "occurredAt",
  i.subtotal_ex_btw as amount
from invoices i, m
where i.professional_id = $3::uuid and i.status = 'paid' and i.credit_note_of is null
  and i.paid_at >= m.f and i.paid_at < m.t
  and not exists (select 1 from payout_items pi where pi.invoice_id = i.id)
union all
select 'credit_note', c.id, null, null, c.invoice_number, o.invoice_number, c.created_at, c.subtotal_ex_btw
from invoices c join invoices o on o.id = c.credit_note_of, m
where c.professional_id = $3::uuid and o.status = 'paid' and c.created_at >= m.f and c.created_at < m.t
  and not exists (select 1 from payout_items pi where pi.invoice_id = c.id)
union all
select case when e.kind = 'earned' then 'lead_fee' else 'lead_fee_reversal' end, null, e.id, e.lead_id,
  l.lead_ref, null, e.occurred_at, e.amount
from lead_fee_entries e join leads l on l.id = e.lead_id, m
where e.professional_id = $3::uuid and e.occurred_at >= m.f and e.occurred_at < m.t
  and not exists (select 1 from payout_items pi where pi.lead_fee_entry_id = e.id)
order by "occurredAt", reference`;

export interface OpenItemRow {
  kind: 'invoice' | 'credit_note' | 'lead_fee' | 'lead_fee_reversal';
  invoiceId: string | null;
  leadFeeEntryId: string | null;
  leadId: string | null;
  reference: string;
  /** The invoice's service description, or the number of the invoice a credit note credits. */
  what: string | null;
  occurredAt: Date | string;
  amount: number | string;
}

/** A payout's columns, as the list and the detail read them (`p` payouts). */
export const PAYOUT_COLUMNS = `p.id, p.reference, p.professional_id as "professionalId",
  p.professional_name as "professionalName", p.professional_iban as "professionalIban", p.year, p.month, p.status,
  p.total_ex_btw as "totalExBtw", p.platform_fee as "platformFee", p.lead_fees as "leadFees", p.amount,
  (select count(*)::int from payout_items pi where pi.payout_id = p.id) as "itemCount",
  p.created_at as "createdAt", p.sent_at as "sentAt", p.paid_at as "paidAt"`;

export interface PayoutRow {
  id: string;
  reference: string;
  professionalId: string | null;
  professionalName: string;
  professionalIban: string;
  year: number;
  month: number;
  status: 'created' | 'sent' | 'paid';
  totalExBtw: number;
  platformFee: number;
  leadFees: number;
  amount: number;
  itemCount: number;
  createdAt: Date | string;
  sentAt: Date | string | null;
  paidAt: Date | string | null;
}

/** The payouts list: $1 a professional or null, $2 a status or null; newest first, at most 1,000. */
export const PAYOUT_LIST_SQL = `select ${PAYOUT_COLUMNS} from payouts p
where ($1::uuid is null or p.professional_id = $1::uuid) and ($2::text is null or p.status = $2::text)
order by p.created_at desc, p.id desc
limit 1000`;

/** One payout's items: $1 the payout. */
export const PAYOUT_ITEMS_SQL = `select pi.kind, pi.invoice_id as "invoiceId", e.lead_id as "leadId", pi.reference,
  pi.description, pi.occurred_at as "occurredAt", pi.amount
from payout_items pi left join lead_fee_entries e on e.id = pi.lead_fee_entry_id
where pi.payout_id = $1::uuid
order by pi.occurred_at, pi.reference`;
