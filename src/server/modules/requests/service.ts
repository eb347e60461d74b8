// Service requests: the public forms (an account is made for a new address, never with a password in a mail)
// and the signed-in POST /api/projects. Each request is one transaction: account, project, tokens, mails,
// notifications and audit land together or not at all.
import { PROJECT_STATUS_COLORS } from '@shared/projects/status';
import { normalizeProjectType, PROJECT_TYPE_LABELS, type ProjectType } from '@shared/projects/types';
import {
  type CreateProjectResponse,
  type PublicRequestResponse,
  REQUEST_MESSAGES,
} from '@shared/requests/api';
import { isUsableAccountPhone } from '@shared/requests/constants';
import { requestSchemaFor } from '@shared/requests/schemas';
import type { NameParts } from '@shared/users/display-name';
import { toE164 } from '@shared/users/phone';
import type { Role } from '@shared/users/roles';
import { type Aanhef, personName } from '@shared/users/salutation';
import { fieldErrorsOf } from '@shared/zod';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { personNameColumns } from '../../db/person-name';
import { users } from '../../db/schema';
import type { CurrentUser } from '../../lib/actor';
import { type AuditWho, auditActor, writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import {
  noticeMail,
  type Referral,
  referredClientMail,
  requestNotAttachedMail,
  setPasswordMail,
} from '../../mail/templates';
import { issueSetPasswordUrl, issueToken } from '../auth/tokens';
import { type AccountOwner, isClaimable, releaseUnprovenAccount } from '../auth/unclaim';
import { notify } from '../notifications/service';
import { insertProject, type Project } from '../projects/create';
import { projectPath } from '../projects/notices';
import { readinessOf } from '../projects/queries';
import { NOTICES } from './notices';

type Ctx = Pick<AppContext, 'db' | 'config' | 'log'>;

export interface ClientInfo {
  ip: string;
}

export interface Contact {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  /** What a new account starts with; an existing account keeps its own. */
  aanhef?: Aanhef | null;
  tussenvoegsel?: string | null;
}

const link = (ctx: Ctx, path: string, token?: string) =>
  `${ctx.config.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

/** The service type a client named (type or serviceType, aliases allowed), or a 400 naming the field. */
export function serviceTypeOf(value: string | undefined, field = 'type'): ProjectType {
  const type = value ? normalizeProjectType(value) : null;
  if (!type) throw badRequest(REQUEST_MESSAGES.unknownService, { [field]: REQUEST_MESSAGES.unknownService });
  return type;
}

/**
 * Checks a service's form data against its form schema (the one the web form uses) and returns the cleaned
 * data; a 400 with Dutch fieldErrors under `prefix` otherwise.
 */
export function parseFormData(type: ProjectType, data: unknown, prefix = ''): Record<string, unknown> {
  const parsed = requestSchemaFor(type, data).safeParse(data);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error, prefix);
    throw badRequest(Object.values(fieldErrors)[0] ?? REQUEST_MESSAGES.invalidForm, fieldErrors);
  }
  return parsed.data;
}

/** Tells every admin about a new project: a notification and a mail each. */
async function notifyAdmins(
  ctx: Ctx,
  tx: DbOrTx,
  project: { id: string; projectRef: string; type: ProjectType },
  contact: NameParts,
) {
  const admins = await tx
    .select({ id: users.id, email: users.email, ...personNameColumns })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)));
  const { title, message, mailSubject, mailMessage } = NOTICES.newProjectToAdmins(project, contact);
  await notify(
    tx,
    ...admins.map((a) => ({ userId: a.id, title, message, linkUrl: projectPath(project.id) })),
  );
  for (const admin of admins) {
    await enqueueMail(
      tx,
      admin.email,
      noticeMail({
        ...personName(admin),
        subject: mailSubject,
        message: mailMessage,
        url: link(ctx, projectPath(project.id)),
      }),
    );
  }
}

/**
 * A public form: creates the consumer account when the address is new (no password; a one-time link to set
 * one and the verification link by mail) or attaches the project to the existing account, whose owner hears
 * about it by mail and notification. Nobody is signed in either way, and the answer tells no more than whether the
 * address had an account (`existingUser`): not its role or state, nor the reference of a project in someone's
 * account.
 */
export async function submitPublicRequest(
  opts: Ctx & {
    type: ProjectType;
    contact: Contact;
    formData: Record<string, unknown>;
    client: ClientInfo;
  },
): Promise<PublicRequestResponse> {
  const { client } = opts;
  await hitRateLimit(opts, RATE_RULES.publicRequestPerIp, client.ip);
  return opts.db.transaction(async (tx) => {
    const { project, existingUser } = await fileConsumerRequest(opts, tx, {
      ...opts,
      by: { actorId: null, ip: client.ip },
    });
    return existingUser
      ? { success: true, message: REQUEST_MESSAGES.receivedExistingUser, existingUser }
      : { success: true, message: REQUEST_MESSAGES.received, existingUser, projectId: project!.projectRef };
  });
}

/** The account a request's address belongs to, as fileConsumerRequest weighs it. */
interface ExistingAccount extends AccountOwner {
  role: Role;
  hasPassword: boolean;
  verified: boolean;
}

/**
 * A request filed for a person by e-mail address, inside the caller's transaction: the public forms, and a
 * professional's lead (modules/leads). Creates the consumer account when the address is new (no password; a
 * one-time set-password link and the verification link by mail) or attaches the project to the existing consumer
 * account, whose owner is told. Proof of address comes first (decision 0024):
 * - an account whose address was never verified but that has a password gets nothing until its mailbox chooses a
 *   password: the password, two-factor sign-in and sessions go, and the mailbox gets the set-password link;
 * - a professional's or an admin's address gets no project (`project` null) and the same answer as any existing
 *   account; its mailbox is told why.
 * Admins are told about a new project. `by` is who filed it, for the audit log (nobody but a source for a public
 * form; the professional, or the admin viewing as them, for a lead).
 */
export async function fileConsumerRequest(
  ctx: Ctx,
  tx: DbOrTx,
  opts: {
    type: ProjectType;
    contact: Contact;
    formData: Record<string, unknown>;
    by: AuditWho;
    /** A professional's lead: the client's mail says who referred them and holds the opt-out link (decision 0042). */
    referral?: Referral;
  },
): Promise<{ project: Project | null; consumerId: string | null; existingUser: boolean }> {
  const { type, contact, formData } = opts;
  // Insert-or-find in one statement, so two forms racing with the same new address make one account.
  const [created] = await tx
    .insert(users)
    .values({
      email: contact.email,
      passwordHash: null,
      firstName: contact.firstName,
      lastName: contact.lastName,
      aanhef: contact.aanhef ?? null,
      tussenvoegsel: contact.tussenvoegsel ?? null,
      // Kept in E.164 like a phone saved on /profiel (decision 0023); one the check refuses is kept as typed.
      phone: contact.phone ? (toE164(contact.phone) ?? contact.phone) : null,
      role: 'consumer',
    })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  const existing: ExistingAccount | undefined = created
    ? undefined
    : (
        await tx
          .select({
            id: users.id,
            email: users.email,
            ...personNameColumns,
            role: users.role,
            hasPassword: sql<boolean>`${users.passwordHash} is not null`,
            verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
          })
          .from(users)
          .where(eq(users.email, contact.email))
          // The account is weighed and changed in this transaction: a sign-in or a reset waits for it.
          .for('update')
      )[0];

  if (existing && existing.role !== 'consumer') {
    await refuseForStaffAddress(tx, existing, { type, by: opts.by });
    return { project: null, consumerId: null, existingUser: true };
  }
  const userId = created?.id ?? existing!.id;
  const project = await insertProject(tx, { type, consumerId: userId, formData });

  if (created) {
    const setPasswordUrl = await issueSetPasswordUrl(tx, ctx.config.appUrl, userId);
    const verifyToken = await issueToken(tx, userId, 'email_verification');
    const verifyUrl = link(ctx, '/verify-email', verifyToken);
    await enqueueMail(
      tx,
      contact.email,
      opts.referral
        ? referredClientMail({
            ...personName(contact),
            referral: opts.referral,
            setPasswordUrl,
            verifyUrl,
            existingAccount: false,
          })
        : setPasswordMail({ ...personName(contact), setPasswordUrl, verifyUrl }),
    );
    await notify(tx, { userId, ...NOTICES.receivedNewAccount(project), linkUrl: projectPath(project.id) });
    await writeAudit(tx, {
      ...opts.by,
      action: 'user.create-from-request',
      entityType: 'user',
      entityId: userId,
      details: { projectId: project.projectRef },
    });
  } else if (!isClaimable(existing!)) {
    // Whoever chose this account's password never proved the mailbox: the mailbox's owner gets the account.
    await releaseUnprovenAccount(ctx, tx, { user: existing!, request: project, by: opts.by });
    // The release's own mail carries the password link; a lead's client also hears who referred them.
    if (opts.referral)
      await enqueueMail(
        tx,
        existing!.email,
        referredClientMail({ ...personName(existing!), referral: opts.referral, existingAccount: true }),
      );
    await notify(tx, { userId, ...NOTICES.addedToAccount(project, true), linkUrl: projectPath(project.id) });
  } else {
    // An account made by an earlier request may never have had its password set (or the link expired):
    // this mail then carries a fresh set-password link instead of asking the owner to sign in.
    const setPasswordUrl = existing!.hasPassword
      ? undefined
      : await issueSetPasswordUrl(tx, ctx.config.appUrl, userId);
    const notice = NOTICES.addedToAccount(project, setPasswordUrl !== undefined);
    await notify(tx, {
      userId,
      title: notice.title,
      message: notice.message,
      linkUrl: projectPath(project.id),
    });
    await enqueueMail(
      tx,
      existing!.email,
      opts.referral
        ? referredClientMail({
            ...personName(existing!),
            referral: opts.referral,
            setPasswordUrl,
            projectUrl: link(ctx, projectPath(project.id)),
            existingAccount: true,
          })
        : noticeMail({
            ...personName(existing!),
            subject: notice.mailSubject,
            message: notice.mailMessage,
            url: setPasswordUrl ?? link(ctx, projectPath(project.id)),
          }),
    );
  }

  await writeAudit(tx, {
    ...opts.by,
    action: 'project.create-public',
    entityType: 'project',
    entityId: project.id,
    details: { type, projectId: project.projectRef, existingUser: !created },
  });
  await notifyAdmins(ctx, tx, project, contact);
  return { project, consumerId: userId, existingUser: !created };
}

/** A request for a professional's or an admin's address: nothing is stored; the mailbox hears why. */
async function refuseForStaffAddress(
  tx: DbOrTx,
  account: ExistingAccount,
  opts: { type: ProjectType; by: AuditWho },
) {
  await enqueueMail(
    tx,
    account.email,
    requestNotAttachedMail({
      ...personName(account),
      request: `${PROJECT_TYPE_LABELS[opts.type].toLowerCase()} aanvraag`,
    }),
  );
  await writeAudit(tx, {
    ...opts.by,
    action: 'request.refused-staff-address',
    entityType: 'user',
    entityId: account.id,
    details: { type: opts.type },
  });
}

/**
 * In the portal the contact fields are the account's (read-only on the form): the server writes them
 * from the account too, so a crafted request cannot file a project under someone else's name or address. A phone
 * the forms would refuse stays as the person typed it (the form leaves it editable then).
 */
export function withAccountContact(formData: Record<string, unknown>, user: CurrentUser) {
  const data = { ...formData };
  for (const key of ['firstName', 'lastName', 'email'] as const) if (key in data) data[key] = user[key];
  if ('phone' in data && isUsableAccountPhone(user.phone)) data.phone = user.phone;
  return data;
}

/** POST /api/projects: a signed-in consumer's request. The server decides owner, reference and status. */
export async function createProject(
  opts: Ctx & {
    user: CurrentUser;
    type: ProjectType;
    formData: Record<string, unknown>;
    client: ClientInfo;
  },
): Promise<CreateProjectResponse> {
  const { user, type } = opts;
  await hitRateLimit(opts, RATE_RULES.projectCreatePerUser, user.id);
  return opts.db.transaction(async (tx) => {
    const project = await insertProject(tx, {
      type,
      consumerId: user.id,
      createdById: user.id,
      formData: withAccountContact(opts.formData, user),
    });
    await writeAudit(tx, {
      ...auditActor({ id: user.id, role: user.role, realUserId: user.realUserId, ip: opts.client.ip }),
      action: 'project.create',
      entityType: 'project',
      entityId: project.id,
      details: { type, projectId: project.projectRef, consumerId: user.id },
    });
    await notifyAdmins(opts, tx, project, user);
    return {
      success: true,
      projectId: project.projectRef,
      message: REQUEST_MESSAGES.projectCreated,
      project: {
        id: project.id,
        projectId: project.projectRef,
        title: project.title,
        type: project.type,
        status: project.status,
        statusColor: PROJECT_STATUS_COLORS[project.status],
        consumerId: project.consumerId,
        professionalId: project.professionalId,
        createdAt: project.createdAt.toISOString(),
        updatedAt: project.updatedAt.toISOString(),
        consumerFirstName: user.firstName,
        consumerLastName: user.lastName,
        consumerTussenvoegsel: user.tussenvoegsel,
        consumerEmail: user.email,
        professionalFirstName: null,
        professionalLastName: null,
        professionalTussenvoegsel: null,
        invoice: null,
        ...readinessOf({ ...project, completedSteps: [], hasInvoice: false }),
      },
    };
  });
}
