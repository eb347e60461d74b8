// SQL text and row mapping of the leads (docs/decisions/0021). A lead's month is a calendar month in the
// Netherlands, as the revenue dashboard counts it (modules/revenue/queries.ts). A completed lead is paid out when
// its professional's payout of the month it completed in is recorded (payouts_professional_month_key).
import type { Lead } from '@shared/leads/schemas';
import { sql } from 'drizzle-orm';
import { toIso, toIsoOrNull } from '../../db/client';

/** Whether the payout that carries lead `l` has been recorded: an expression over `leads l`. */
export const PAID_OUT_SQL = sql.raw(`exists (select 1 from payouts po
    where po.professional_id = l.professional_id
      and po.year = extract(year from l.completed_at at time zone 'Europe/Amsterdam')::int
      and po.month = extract(month from l.completed_at at time zone 'Europe/Amsterdam')::int)`);

export const LEAD_COLUMNS = sql.raw(`l.id, l.lead_ref as "leadRef", l.service_type as "serviceType",
  l.client_name as "clientName", l.client_details as "clientDetails", l.postcode, l.huisnummer, l.huisletter,
  l.straat, l.plaats, l.contactnummer, l.email, l.opmerkingen, l.extras, l.status, l.fee_cents as "feeCents",
  p.project_ref as "projectRef", l.completed_at as "completedAt", l.created_at as "createdAt"`);

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
  projectRef: string | null;
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
    projectId: r.projectRef,
    completedAt: toIsoOrNull(r.completedAt),
    createdAt: toIso(r.createdAt),
  };
}
