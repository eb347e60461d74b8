// SQL text and row mapping of the leads (docs/decisions/0021). A lead's month is a calendar month in the
// Netherlands, as the revenue dashboard counts it (modules/revenue/queries.ts). A completed lead is paid out when
// its fee is in a payout statement: what payouts hold of its fee entries comes to more than nothing (docs/decisions/
// 0031), whatever that statement's own status.
import type { Lead, LeadListFilter } from '@shared/leads/schemas';
import { sql } from 'drizzle-orm';
import { toIso, toIsoOrNull } from '../../db/client';
import { containsPattern, type PreparedQuery } from '../../db/prepared';

/** Whether payouts hold lead `l`'s fee (lead_fee_entries_lead_idx): an expression over `leads l`. */
const PAID_OUT = `coalesce((select sum(e.amount) from lead_fee_entries e
    where e.lead_id = l.id and exists (select 1 from payout_items pi where pi.lead_fee_entry_id = e.id)), 0) > 0`;
export const PAID_OUT_SQL = sql.raw(PAID_OUT);

const COLUMNS = `l.id, l.lead_ref as "leadRef", l.service_type as "serviceType",
  l.client_name as "clientName", l.client_details as "clientDetails", l.postcode, l.huisnummer, l.huisletter,
  l.straat, l.plaats, l.contactnummer, l.email, l.opmerkingen, l.extras, l.status, l.fee_cents as "feeCents",
  l.completed_at as "completedAt", l.created_at as "createdAt"`;
export const LEAD_COLUMNS = sql.raw(COLUMNS);

/** Each list filter as a condition on `leads l` (alle: none). */
const FILTER_SQL: Record<LeadListFilter, string | null> = {
  alle: null,
  open: `l.status = 'open'`,
  voltooid: `l.status = 'completed'`,
  uitbetaald: `l.status = 'completed' and ${PAID_OUT}`,
};

export interface LeadListFilterInput {
  professionalId: string;
  filter: LeadListFilter;
  /** Free text, already trimmed; empty or undefined = no search. */
  q?: string;
}

/**
 * The WHERE clause of GET /api/leads/my-leads, numbering parameters from 1. Always one professional's leads, so
 * every variant reads the range of `leads_professional_created_idx` (professional_id, created_at) of that
 * professional, newest first, and filters it: the status, the search (contains, case-insensitive, on the client's
 * name or the lead id) and, for uitbetaald, the lead's fee entries in payouts. A trigram index would
 * only pay off for a professional with tens of thousands of leads (docs/decisions/0021).
 */
function leadsWhere(f: LeadListFilterInput) {
  const values: unknown[] = [f.professionalId];
  const conds = ['l.professional_id = $1::uuid'];
  let key: string = f.filter;
  const filter = FILTER_SQL[f.filter];
  if (filter) conds.push(filter);
  if (f.q) {
    values.push(containsPattern(f.q));
    conds.push(`(lower(l.client_name) like $2 or lower(l.lead_ref) like $2)`);
    key += ':q';
  }
  return { sql: `where ${conds.join(' and ')}`, values, key };
}

/** One page of a professional's leads, newest first (named prepared statement; docs/architecture.md, Rules). */
export function leadListQuery(f: LeadListFilterInput, page: number, pageSize: number): PreparedQuery {
  const w = leadsWhere(f);
  const n = w.values.length;
  return {
    name: `leads_list:${w.key}`,
    text: `select ${COLUMNS}, ${PAID_OUT} as "paidOut"
from leads l
${w.sql}
order by l.created_at desc, l.id desc
limit $${n + 1} offset $${n + 2}`,
    values: [...w.values, pageSize, (page - 1) * pageSize],
  };
}

export function leadCountQuery(f: LeadListFilterInput): PreparedQuery {
  const w = leadsWhere(f);
  return {
    name: `leads_count:${w.key}`,
    text: `select count(*)::int as n from leads l ${w.sql}`,
    values: w.values,
  };
}

export interface LeadRow {
  id: string;
  leadRef: string;
  serviceType: Lead['serviceType'];
  clientName: string;
  clientDetails: string | null;
  postcode: string;
  huisnummer: string;
  huisletter: string | null;
  straat: string;
  plaats: string;
  contactnummer: string;
  email: string;
  opmerkingen: string | null;
  extras: Record<string, string>;
  status: Lead['status'];
  feeCents: number;
  completedAt: Date | string | null;
  createdAt: Date | string;
  paidOut: boolean;
}

export function toLead(r: LeadRow): Lead {
  return {
    id: r.id,
    leadId: r.leadRef,
    serviceType: r.serviceType,
    clientName: r.clientName,
    clientDetails: r.clientDetails,
    postcode: r.postcode,
    huisnummer: r.huisnummer,
    huisletter: r.huisletter,
    straat: r.straat,
    plaats: r.plaats,
    contactnummer: r.contactnummer,
    email: r.email,
    opmerkingen: r.opmerkingen,
    extras: r.extras ?? {},
    status: r.status,
    payoutStatus: r.status === 'completed' && r.paidOut ? 'paid' : 'pending',
    feeAmount: Number(r.feeCents),
    completedAt: toIsoOrNull(r.completedAt),
    createdAt: toIso(r.createdAt),
  };
}
