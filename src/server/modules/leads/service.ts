// Leads (docs/decisions/0021): a professional brings a client, who is filed
// as a consumer request exactly as the public forms file one (modules/requests fileConsumerRequest: the account
// made or found, a set-password link, never a password); the lead completes with its project, once, and its fee
// is earned in that month (a lead_fee_entries row) and paid out by a payout of that month (modules/payouts).
import { LEAD_FEES_CENTS } from '@shared/leads/fees';
import type {
  CreateLeadInput,
  CreateLeadResponse,
  FeeSummary,
  Lead,
  MyLeadsQuery,
} from '@shared/leads/schemas';
import { LEAD_DETAIL_NAMES, LEAD_MESSAGES, OPT_OUT_DAYS } from '@shared/leads/texts';
import { DEFAULT_PAGE_SIZE } from '@shared/projects/schemas';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { leads } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { totalFromPage } from '../../lib/paging';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { fileConsumerRequest } from '../requests/service';
import { newOptOutLink, referrerOf, requestNameOf } from './opt-out';
import {
  LEAD_COLUMNS,
  type LeadListFilterInput,
  type LeadRow,
  leadCountQuery,
  leadListQuery,
  PAID_OUT_SQL,
  toLead,
} from './queries';

type Ctx = Pick<AppContext, 'db' | 'config' | 'log'>;

const EXTRAS = {
  taxatie: ['bouwjaar', 'oppervlakte', 'soortPand'],
  aankoopmakelaar: ['budget', 'gewensteAfspraak'],
  verkoopmakelaar: ['budget', 'gewensteAfspraak'],
} as const satisfies Partial<Record<Lead['serviceType'], readonly (keyof CreateLeadInput)[]>>;

/** The extras that belong to the service, non-empty ones only. */
function extrasOf(input: CreateLeadInput): Record<string, string> {
  const keys: readonly (keyof CreateLeadInput)[] = EXTRAS[input.serviceType as keyof typeof EXTRAS] ?? [];
  const out: Record<string, string> = {};
  for (const k of keys) {
    const v = input[k];
    if (typeof v === 'string' && v !== '') out[k] = v;
  }
  return out;
}

/** 'Jan de Vries' → Jan / de Vries; one word is the first name and the last name stays empty. */
function splitName(name: string) {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { firstName: first, lastName: rest.join(' ') };
}

/** The professional as the client's mail names them: name and company (decision 0042). */
async function referrerName(tx: DbOrTx, professionalId: string): Promise<string> {
  const [row] = await selectRows<{
    firstName: string;
    tussenvoegsel: string | null;
    lastName: string;
    company: string | null;
  }>(
    tx,
    sql`select u.first_name as "firstName", u.tussenvoegsel, u.last_name as "lastName", pp.company
      from users u left join professional_profiles pp on pp.user_id = u.id where u.id = ${professionalId}`,
  );
  return row ? referrerOf(row) : '';
}

/** Which of the client's details the professional passed on, for the client's mail (art. 14 AVG; decision 0042). */
function detailsPassedOn(input: CreateLeadInput, extras: Record<string, string>): string {
  const parts = ['uw naam, e-mailadres, telefoonnummer en adres'];
  const more = [
    ...Object.keys(extras).map((k) => LEAD_DETAIL_NAMES[k as keyof typeof LEAD_DETAIL_NAMES]),
    ...(input.clientDetails || input.opmerkingen ? [LEAD_DETAIL_NAMES.notes] : []),
  ].filter(Boolean);
  if (more.length === 0) return parts[0]!;
  return `${parts[0]}, en ${more.join(', ')}`;
}

async function readLeads(db: DbOrTx, where: ReturnType<typeof sql>): Promise<Lead[]> {
  const rows = await selectRows<LeadRow>(
    db,
    sql`select ${LEAD_COLUMNS}, ${PAID_OUT_SQL} as "paidOut"
      from leads l
      where ${where} order by l.created_at desc, l.id`,
  );
  return rows.map(toLead);
}

/**
 * POST /api/leads/create: the lead, the client's consumer account (made or found), the project of that service
 * (pending, for an admin to assign) and the mails, notifications and audit entries, in one transaction.
 */
export async function createLead(
  opts: Ctx & { actor: Actor; input: CreateLeadInput },
): Promise<CreateLeadResponse> {
  const { actor, input } = opts;
  const id = crypto.randomUUID();
  const leadRef = `LD-${id.slice(0, 8).toUpperCase()}`;
  const extras = extrasOf(input);
  const formData: Record<string, unknown> = {
    ...splitName(input.clientName),
    email: input.email,
    phone: input.contactnummer,
    postcode: input.postcode,
    huisnummer: input.huisnummer,
    huisletter: input.huisletter ?? '',
    straat: input.straat,
    plaats: input.plaats,
    opmerkingen: [input.clientDetails, input.opmerkingen].filter(Boolean).join('\n\n'),
    ...extras,
    leadId: leadRef,
  };
  await hitRateLimit(opts, RATE_RULES.leadCreatePerUser, actor.realUserId);
  const optOut = newOptOutLink(opts.config.appUrl);
  return opts.db.transaction(async (tx) => {
    const { project, existingUser } = await fileConsumerRequest(opts, tx, {
      type: input.serviceType,
      contact: { ...splitName(input.clientName), email: input.email, phone: input.contactnummer },
      formData,
      by: auditActor(actor),
      referral: {
        referrer: await referrerName(tx, actor.id),
        request: requestNameOf(input.serviceType),
        details: detailsPassedOn(input, extras),
        optOutUrl: optOut.url,
        optOutDays: OPT_OUT_DAYS,
      },
    });
    await tx.insert(leads).values({
      id,
      leadRef,
      professionalId: actor.id,
      // None when the address is a professional's or an admin's: the lead stays open, and reads like any other.
      projectId: project?.id ?? null,
      serviceType: input.serviceType,
      clientName: input.clientName,
      clientDetails: input.clientDetails || null,
      postcode: input.postcode,
      huisnummer: input.huisnummer,
      huisletter: input.huisletter || null,
      straat: input.straat,
      plaats: input.plaats,
      contactnummer: input.contactnummer,
      email: input.email,
      opmerkingen: input.opmerkingen || null,
      extras,
      feeCents: LEAD_FEES_CENTS[input.serviceType],
      ...optOut.columns,
      clientAccountMade: project !== null && !existingUser,
    });
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'lead.create',
      entityType: 'lead',
      entityId: id,
      details: { leadId: leadRef, projectId: project?.projectRef ?? null, professionalId: actor.id },
      after: { status: 'open', feeCents: LEAD_FEES_CENTS[input.serviceType] },
    });
    const [lead] = await readLeads(tx, sql`l.id = ${id}`);
    return { success: true as const, message: LEAD_MESSAGES.created, existingUser, lead: lead! };
  });
}

/**
 * GET /api/leads/my-leads: one page of the signed-in professional's own leads, newest first, filtered and searched
 * on the server, with the total of the filtered list for the X-Total-Count header. Named prepared statements, as
 * the other lists (docs/architecture.md, Rules: queries).
 */
export async function myLeads(
  opts: Pick<AppContext, 'database'> & { actor: Actor; query: MyLeadsQuery },
): Promise<{ rows: Lead[]; total: number }> {
  const { query } = opts;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter: LeadListFilterInput = {
    professionalId: opts.actor.id,
    filter: query.status ?? 'alle',
    q: query.q || undefined,
  };
  const list = leadListQuery(filter, page, pageSize);
  const rows = await opts.database.query<LeadRow>(list.name, list.text, list.values);
  let total = totalFromPage(page, pageSize, rows.length);
  if (total === null) {
    const count = leadCountQuery(filter);
    const [row] = await opts.database.query<{ n: number }>(count.name, count.text, count.values);
    total = Number(row?.n ?? 0);
  }
  return { rows: rows.map(toLead), total };
}

/**
 * GET /api/leads/fee-summary: totalEarned (fees of completed leads), pendingAmount (fees of open leads, earned when
 * their projects complete), thisMonthEarnings (completed in this calendar month in the Netherlands), and counts:
 * the spec's three and paidOutLeads, so each filter of the list has its count.
 */
/** A lead whose project was cancelled earns nothing (its fee was taken back): it is not pending either. */
const STILL_TO_EARN = sql.raw(`l.status = 'open' and (p.status is null or p.status <> 'cancelled')`);

export async function feeSummary(opts: Pick<AppContext, 'db'> & { actor: Actor }): Promise<FeeSummary> {
  const [row] = await selectRows<Record<keyof FeeSummary, number | string>>(
    opts.db,
    sql`select
      coalesce(sum(l.fee_cents) filter (where l.status = 'completed'), 0)::int as "totalEarned",
      coalesce(sum(l.fee_cents) filter (where ${STILL_TO_EARN}), 0)::int as "pendingAmount",
      coalesce(sum(l.fee_cents) filter (where l.status = 'completed'
        and date_trunc('month', l.completed_at at time zone 'Europe/Amsterdam')
          = date_trunc('month', now() at time zone 'Europe/Amsterdam')), 0)::int as "thisMonthEarnings",
      count(*)::int as "totalLeads",
      (count(*) filter (where l.status = 'completed'))::int as "completedLeads",
      (count(*) filter (where ${STILL_TO_EARN}))::int as "pendingLeads",
      (count(*) filter (where l.status = 'completed' and ${PAID_OUT_SQL}))::int as "paidOutLeads"
    from leads l left join projects p on p.id = l.project_id
    where l.professional_id = ${opts.actor.id}`,
  );
  const n = (v: number | string | undefined) => Number(v ?? 0);
  return {
    totalEarned: n(row?.totalEarned),
    pendingAmount: n(row?.pendingAmount),
    thisMonthEarnings: n(row?.thisMonthEarnings),
    totalLeads: n(row?.totalLeads),
    completedLeads: n(row?.completedLeads),
    pendingLeads: n(row?.pendingLeads),
    paidOutLeads: n(row?.paidOutLeads),
  };
}
