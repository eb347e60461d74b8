// The link 'Ik wil niet benaderd worden' in a lead client's first mail (decision 0042). The client never asked us
// themselves: a professional passed their details on. The link works without signing in, once, for 30 days;
// using it closes the lead without a fee, erases the client's details from the lead and its request (the project
// goes, as nothing was done on it yet), erases the account made for them when nothing else uses it, and tells the
// professional, without the erased details.

import type { OptOutStatus } from '@shared/leads/schemas';
import { OPT_OUT_DAYS, OPT_OUT_MESSAGES as T } from '@shared/leads/texts';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import { type PersonName, personName } from '@shared/users/salutation';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { AppError } from '../../lib/errors';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { noticeMail } from '../../mail/templates';
import { notify } from '../notifications/service';
import { projectPath } from '../projects/notices';
import { eraseUnusedAccount } from '../users/deletion';

type Ctx = Pick<AppContext, 'db' | 'config'>;

/** Where the opt-out link opens: a public page that shows what will happen and asks to confirm. */
export const OPT_OUT_PATH = '/niet-benaderen';

const OPT_OUT_TTL_MS = OPT_OUT_DAYS * 24 * 60 * 60_000;

/** A new opt-out link: the token for the mail, and what the lead row keeps of it (the hash and the expiry). */
export function newOptOutLink(appUrl: string) {
  const token = randomToken();
  return {
    url: `${appUrl}${OPT_OUT_PATH}?token=${encodeURIComponent(token)}`,
    columns: { optOutTokenHash: sha256Hex(token), optOutExpiresAt: new Date(Date.now() + OPT_OUT_TTL_MS) },
  };
}

/** 'aankoopmakelaar aanvraag', as the request's other mails name it. */
export const requestNameOf = (type: keyof typeof PROJECT_TYPE_LABELS) =>
  `${PROJECT_TYPE_LABELS[type].toLowerCase()} aanvraag`;

/** 'Piet Bakker van Bakker Makelaardij', or the name alone. */
export function referrerOf(p: {
  firstName: string;
  tussenvoegsel?: string | null;
  lastName: string;
  company?: string | null;
}) {
  const name = displayName(p);
  return p.company ? `${name} van ${p.company}` : name;
}

interface OptOutLead {
  id: string;
  leadRef: string;
  status: 'open' | 'completed' | 'objected';
  serviceType: keyof typeof PROJECT_TYPE_LABELS;
  feeCents: number;
  email: string;
  clientAccountMade: boolean;
  expired: boolean;
  professionalId: string | null;
  projectId: string | null;
  projectRef: string | null;
  projectStatus: string | null;
  consumerId: string | null;
  assignedId: string | null;
  hasInvoice: boolean;
  referrerFirst: string | null;
  referrerTussenvoegsel: string | null;
  referrerLast: string | null;
  company: string | null;
}

/** The lead the token belongs to, with what decides whether the link still works; locked when confirming. */
async function leadOfToken(db: DbOrTx, token: string, lock: boolean): Promise<OptOutLead | undefined> {
  const [row] = await selectRows<OptOutLead>(
    db,
    sql`select l.id, l.lead_ref as "leadRef", l.status, l.service_type as "serviceType", l.fee_cents as "feeCents",
        l.email, l.client_account_made as "clientAccountMade", l.opt_out_expires_at <= now() as expired,
        l.professional_id as "professionalId", l.project_id as "projectId", p.project_ref as "projectRef",
        p.status as "projectStatus", p.consumer_id as "consumerId", p.professional_id as "assignedId",
        exists(select 1 from invoices i where i.project_id = p.id) as "hasInvoice",
        u.first_name as "referrerFirst", u.tussenvoegsel as "referrerTussenvoegsel", u.last_name as "referrerLast",
        pp.company
      from leads l
      left join projects p on p.id = l.project_id
      left join users u on u.id = l.professional_id
      left join professional_profiles pp on pp.user_id = l.professional_id
      where l.opt_out_token_hash = ${sha256Hex(token)}
      ${lock ? sql`for update of l` : sql``}`,
  );
  return row;
}

/** Throws the link's Dutch refusal unless it still works: known, unused, unexpired, and no work done yet. */
function checkUsable(lead: OptOutLead | undefined): asserts lead is OptOutLead {
  if (!lead) throw new AppError('NOT_FOUND', T.unknown).withCode('OPT_OUT_LINK_UNKNOWN');
  if (lead.status === 'objected')
    throw new AppError('CONFLICT', T.alreadyDone).withCode('OPT_OUT_ALREADY_DONE');
  if (lead.expired) throw new AppError('BAD_REQUEST', T.expired).withCode('OPT_OUT_LINK_EXPIRED');
  // Started or finished work, or an invoice, is a relation with the client the link cannot undo by itself.
  const started = lead.projectStatus === 'in_progress' || lead.projectStatus === 'completed';
  if (lead.status === 'completed' || started || lead.hasInvoice)
    throw new AppError('CONFLICT', T.workStarted).withCode('OPT_OUT_WORK_STARTED');
}

/** POST /api/public/leads/opt-out/status: whose referral the link is and for what, when it still works. */
export async function optOutStatus(opts: Ctx & { token: string; ip: string }): Promise<OptOutStatus> {
  await hitRateLimit(opts, RATE_RULES.tokenPerIp, opts.ip);
  const lead = await leadOfToken(opts.db, opts.token, false);
  checkUsable(lead);
  return {
    referrer: referrerOf({
      firstName: lead.referrerFirst ?? '',
      tussenvoegsel: lead.referrerTussenvoegsel,
      lastName: lead.referrerLast ?? '',
      company: lead.company,
    }),
    service: requestNameOf(lead.serviceType),
  };
}

/**
 * POST /api/public/leads/opt-out: the client objects. One transaction, on the locked lead row, so two clicks at
 * once use the link once: the lead closes (status objected, no fee), the client's details in it are blanked, the
 * request's project goes with its steps, messages, documents and appointments, and notifications that pointed at
 * it; the account made for the client goes when nothing else uses it; the professional (and a professional
 * assigned to the request) is told; the audit entry names the lead and the outcome, no personal data.
 */
export async function confirmOptOut(opts: Ctx & { token: string; ip: string }): Promise<void> {
  await hitRateLimit(opts, RATE_RULES.tokenPerIp, opts.ip);
  await opts.db.transaction(async (tx) => {
    const lead = await leadOfToken(tx, opts.token, true);
    checkUsable(lead);
    if (lead.projectId) {
      await tx.execute(sql`delete from notifications where link_url = ${projectPath(lead.projectId)}`);
      await tx.execute(sql`delete from projects where id = ${lead.projectId}`);
    }
    await tx.execute(sql`update leads set status = 'objected', objected_at = now(), fee_cents = 0,
        project_id = null, client_name = '', client_details = null, postcode = '', huisnummer = '',
        huisletter = null, straat = '', plaats = '', contactnummer = '', email = '', opmerkingen = null,
        extras = '{}'::jsonb
      where id = ${lead.id}`);
    let account: 'erased' | 'kept' | 'none' = 'none';
    if (lead.consumerId && lead.clientAccountMade) {
      const erased = await eraseUnusedAccount(tx, {
        userId: lead.consumerId,
        reason: 'lead_opt_out',
        ip: opts.ip,
      });
      account = erased ? 'erased' : 'kept';
      // The copies of the mails sent to the erased account's address name the client too.
      if (erased) await tx.execute(sql`delete from mail_outbox where to_address = ${lead.email}`);
    } else if (lead.consumerId) account = 'kept';
    await tellProfessionals(opts, tx, lead);
    await writeAudit(tx, {
      actorId: null,
      ip: opts.ip,
      action: 'lead.opt_out',
      entityType: 'lead',
      entityId: lead.id,
      details: {
        leadId: lead.leadRef,
        projectId: lead.projectRef,
        professionalId: lead.professionalId,
        account,
      },
      before: { status: lead.status, feeCents: Number(lead.feeCents) },
      after: { status: 'objected', feeCents: 0 },
    });
  });
}

/** The lead's professional, and a professional assigned to its request: a notification and a mail each. */
async function tellProfessionals(ctx: Ctx, tx: DbOrTx, lead: OptOutLead) {
  const told: { id: string; title: string; message: string; linkUrl: string | null }[] = [];
  if (lead.professionalId)
    told.push({
      id: lead.professionalId,
      title: T.professionalTitle,
      message: T.professionalMessage(lead.leadRef),
      linkUrl: '/professional/leadvergoeding',
    });
  if (lead.assignedId && lead.assignedId !== lead.professionalId && lead.projectRef)
    told.push({
      id: lead.assignedId,
      title: T.assignedTitle,
      message: T.assignedMessage(lead.projectRef),
      linkUrl: null,
    });
  if (told.length === 0) return;
  const people = await selectRows<PersonName & { id: string; email: string }>(
    tx,
    sql`select id, email, first_name as "firstName", last_name as "lastName", aanhef, initialen, tussenvoegsel
      from users where id in (${sql.join(
        told.map((t) => sql`${t.id}`),
        sql`, `,
      )}) and deleted_at is null`,
  );
  for (const t of told) {
    const person = people.find((p) => p.id === t.id);
    if (!person) continue;
    await notify(tx, { userId: t.id, title: t.title, message: t.message, linkUrl: t.linkUrl });
    await enqueueMail(
      tx,
      person.email,
      noticeMail({
        ...personName(person),
        subject: t.title,
        message: t.message,
        url: t.linkUrl ? `${ctx.config.appUrl}${t.linkUrl}` : undefined,
      }),
    );
  }
}
