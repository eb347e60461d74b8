// Accounts and sessions: register, sign in and out, password reset, e-mail verification and the admin's
// switch to another user's view. Routes stay thin; every rule lives here.
import { AUTH_MESSAGES, type AuthUser } from '@shared/auth/schemas';
import type { Role } from '@shared/users/roles';
import { personName } from '@shared/users/salutation';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { personNameColumns } from '../../db/person-name';
import { professionalProfiles, sessions, users } from '../../db/schema';
import { type CurrentUser, mustSetUpTwoFactor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { runDetached } from '../../lib/background';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { hitRateLimit, RATE_RULES, withinRateLimit } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { passwordChangedMail, passwordResetMail, verifyEmailMail, welcomeMail } from '../../mail/templates';
import { notify } from '../notifications/service';
import { findUserByEmail, findUserForLogin, getAuthUser } from './accounts';
import { mayMailDemoAddress, refuseDemoPassword } from './demo-accounts';
import { NOTICES } from './notices';
import { refuseGuessablePassword, refuseGuessablePasswordOfToken } from './password-rule';
import { createSession, deleteSession, type NewSession, revokeUserSessions } from './sessions';
import { clearAccountThrottle, takeSignInAttempt } from './throttle';
import { consumeToken, issueToken, peekToken } from './tokens';
import { type PendingSignIn, startPendingSignIn } from './two-factor';
import { dropUnprovenTwoFactor } from './unclaim';

type Ctx = Pick<AppContext, 'db' | 'config' | 'log'>;

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

const link = (ctx: Ctx, path: string, token?: string) =>
  `${ctx.config.appUrl}${path}${token ? `?token=${encodeURIComponent(token)}` : ''}`;

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

export async function register(
  opts: Ctx & {
    body: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      phone: string | null;
      role: Role;
    };
    client: ClientInfo;
  },
): Promise<{ user: AuthUser; session: NewSession }> {
  const { body, client } = opts;
  await hitRateLimit(opts, RATE_RULES.registerPerIp, client.ip);
  await refuseGuessablePassword(body.password, body);
  if (await findUserByEmail(opts.db, body.email))
    throw conflict(AUTH_MESSAGES.emailInUse).withCode('EMAIL_TAKEN');
  const passwordHash = await hashPassword(body.password);
  try {
    return await opts.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          passwordHash,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          role: body.role,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      if (body.role === 'professional') await tx.insert(professionalProfiles).values({ userId });
      const verifyToken = await issueToken(tx, userId, 'email_verification');
      await enqueueMail(
        tx,
        body.email,
        welcomeMail({
          firstName: body.firstName,
          lastName: body.lastName,
          verifyUrl: link(opts, '/verify-email', verifyToken),
          dashboardUrl: link(opts, '/dashboard'),
        }),
      );
      await notify(tx, {
        userId,
        ...NOTICES.welcome,
        linkUrl: '/dashboard',
      });
      await writeAudit(tx, {
        actorId: userId,
        action: 'user.register',
        entityType: 'user',
        entityId: userId,
        ip: client.ip,
      });
      const session = await createSession(tx, opts.config, { userId, persistent: false, ...client });
      return { user: (await getAuthUser(tx, userId))!, session };
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(AUTH_MESSAGES.emailInUse).withCode('EMAIL_TAKEN');
    throw err;
  }
}

export async function login(
  opts: Ctx & {
    body: { email: string; password: string; rememberMe: boolean };
    client: ClientInfo;
    previousSessionHash: string | null;
    /** The browser carries this account's known-device cookie (known-device.ts). */
    knownDevice: boolean;
  },
): Promise<{ user: AuthUser; session: NewSession } | { pending: PendingSignIn }> {
  const { body, client } = opts;
  await hitRateLimit(opts, RATE_RULES.loginPerIp, client.ip);
  // Counted as a failure until the password proves right: guesses sent in parallel cannot all pass (throttle.ts).
  const attempt = await takeSignInAttempt(opts, {
    account: body.email,
    ip: client.ip,
    knownDevice: opts.knownDevice,
    kind: 'password',
  });
  // One query reads the hash and everything the answer needs; sign-in is bound by argon2id, not the database.
  const found = await findUserForLogin(opts.db, body.email);
  // Verify against a dummy hash for unknown addresses, so both failures cost the same time and read the same.
  const ok = await verifyPassword(found?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (!found?.passwordHash || !ok)
    throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.invalidCredentials).withCode('INVALID_CREDENTIALS');
  await attempt.succeeded();
  // A demo account's published password opens only a trial installation (decision 0011).
  refuseDemoPassword(opts.config, found.user.email, body.password, client.ip);
  // With two-factor sign-in no session yet: a sign-in that waits for its code (two-factor.ts, decision 0025).
  if (found.user.twoFactorEnabled) {
    const pending = { userId: found.user.id, persistent: body.rememberMe, ...client };
    return { pending: await startPendingSignIn(opts.db, pending) };
  }
  const user = {
    ...found.user,
    twoFactorSetupRequired: mustSetUpTwoFactor(opts.config, { role: found.user.role, twoFactor: false }),
  };
  const newSession = { userId: found.user.id, persistent: body.rememberMe, ...client };
  const previous = opts.previousSessionHash;
  // A sign-in never continues an earlier session token (no session fixation).
  const session = previous
    ? await opts.db.transaction(async (tx) => {
        await deleteSession(tx, previous);
        return createSession(tx, opts.config, newSession);
      })
    : await createSession(opts.db, opts.config, newSession);
  return { user, session };
}

export async function logout(opts: Pick<AppContext, 'db'> & { sessionHash: string | null }): Promise<void> {
  if (opts.sessionHash) await deleteSession(opts.db, opts.sessionHash);
}

/**
 * Forgot-password answers the same, in the same time, for every address: the rate limit per source is all it does
 * before answering; looking the address up and mailing the link happen afterwards (lib/background.ts).
 */
export async function forgotPassword(opts: Ctx & { email: string; client: ClientInfo }): Promise<void> {
  await hitRateLimit(opts, RATE_RULES.forgotPerIp, opts.client.ip);
  runDetached(opts.log, 'forgot-password', () => mailResetLink(opts));
}

async function mailResetLink(opts: Ctx & { email: string; client: ClientInfo }): Promise<void> {
  const found = await findUserByEmail(opts.db, opts.email);
  if (!found) return;
  if (!mayMailDemoAddress(opts.config, found.email)) {
    // No link leaves for a domain we do not own (decision 0011).
    await writeAudit(opts.db, {
      actorId: null,
      action: 'auth.password-reset-refused-demo',
      entityType: 'user',
      entityId: found.id,
      ip: opts.client.ip,
    });
    return;
  }
  // One link per address every 15 minutes: a stranger cannot flood the mailbox or use up the owner's requests, and
  // the owner always holds the newest link (a newer one voids the older).
  if (!(await withinRateLimit(opts, RATE_RULES.forgotMailPerAddress, found.id))) return;
  await opts.db.transaction(async (tx) => {
    const token = await issueToken(tx, found.id, 'password_reset');
    await enqueueMail(
      tx,
      found.email,
      passwordResetMail({ ...personName(found), url: link(opts, '/reset-password', token) }),
    );
    await writeAudit(tx, {
      actorId: null,
      action: 'auth.password-reset-requested',
      entityType: 'user',
      entityId: found.id,
      ip: opts.client.ip,
    });
  });
}

/** Reset links and set-password links (accounts made by request forms) are both accepted by the reset screen. */
const PASSWORD_PURPOSES = ['password_reset', 'set_password'] as const;

export async function validateResetToken(opts: Ctx & { token: string; client: ClientInfo }): Promise<void> {
  await hitRateLimit(opts, RATE_RULES.tokenPerIp, opts.client.ip);
  if (!(await peekToken(opts.db, opts.token, [...PASSWORD_PURPOSES])))
    throw badRequest(AUTH_MESSAGES.invalidResetLink);
}

export async function resetPassword(
  opts: Ctx & { token: string; password: string; client: ClientInfo },
): Promise<void> {
  await hitRateLimit(opts, RATE_RULES.tokenPerIp, opts.client.ip);
  await refuseGuessablePasswordOfToken({ ...opts, purposes: PASSWORD_PURPOSES });
  const passwordHash = await hashPassword(opts.password);
  await opts.db.transaction(async (tx) => {
    const used = await consumeToken(tx, opts.token, [...PASSWORD_PURPOSES]);
    if (!used) throw badRequest(AUTH_MESSAGES.invalidResetLink);
    const [prior] = await tx
      .select({ verified: sql<boolean>`${users.emailVerifiedAt} is not null` })
      .from(users)
      .where(eq(users.id, used.userId))
      .for('update');
    if (!prior?.verified) await dropUnprovenTwoFactor(tx, used.userId);
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        updatedAt: sql`now()`,
        // The link arrived in the mailbox, which proves the address.
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email, ...personNameColumns });
    await revokeUserSessions(tx, used.userId);
    // The owner came through the mailbox: whatever strangers did to the sign-in counters is undone.
    await clearAccountThrottle({ db: tx }, user!.email);
    await enqueueMail(
      tx,
      user!.email,
      passwordChangedMail({ ...personName(user!), loginUrl: link(opts, '/') }),
    );
    await writeAudit(tx, {
      actorId: used.userId,
      action: 'auth.password-reset',
      entityType: 'user',
      entityId: used.userId,
      ip: opts.client.ip,
    });
  });
}

export async function resendVerification(opts: Ctx & { user: CurrentUser }): Promise<void> {
  if (opts.user.emailVerified) throw badRequest(AUTH_MESSAGES.alreadyVerified);
  await hitRateLimit(opts, RATE_RULES.resendPerAddress, opts.user.email);
  await opts.db.transaction(async (tx) => {
    const token = await issueToken(tx, opts.user.id, 'email_verification');
    await enqueueMail(
      tx,
      opts.user.email,
      verifyEmailMail({ ...personName(opts.user), url: link(opts, '/verify-email', token) }),
    );
  });
}

export async function verifyEmail(opts: Ctx & { token: string; client: ClientInfo }): Promise<void> {
  await hitRateLimit(opts, RATE_RULES.tokenPerIp, opts.client.ip);
  await opts.db.transaction(async (tx) => {
    const used = await consumeToken(tx, opts.token, ['email_verification']);
    if (!used) throw badRequest(AUTH_MESSAGES.invalidVerificationLink);
    const [user] = await tx
      .update(users)
      .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    if (user) await clearAccountThrottle({ db: tx }, user.email);
    await writeAudit(tx, {
      actorId: used.userId,
      action: 'auth.email-verified',
      entityType: 'user',
      entityId: used.userId,
      ip: opts.client.ip,
    });
  });
}

/**
 * Lets a real admin act as another user in this session until they switch back; switching to oneself ends it.
 * Every switch is audit-logged with the admin as actor.
 */
export async function switchUser(
  opts: Ctx & { user: CurrentUser; sessionHash: string; targetUserId: string; client: ClientInfo },
): Promise<AuthUser> {
  if (opts.user.realRole !== 'admin') throw forbidden(AUTH_MESSAGES.switchNotAllowed);
  const backToSelf = opts.targetUserId === opts.user.realUserId;
  return opts.db.transaction(async (tx) => {
    const target = await getAuthUser(tx, opts.targetUserId, !backToSelf);
    if (!target) throw notFound(AUTH_MESSAGES.userNotFound);
    await tx
      .update(sessions)
      .set({ actingUserId: backToSelf ? null : target.id })
      .where(eq(sessions.tokenHash, opts.sessionHash));
    await writeAudit(tx, {
      actorId: opts.user.realUserId,
      action: backToSelf ? 'auth.switch-user.end' : 'auth.switch-user',
      entityType: 'user',
      entityId: target.id,
      details: { from: opts.user.id, to: target.id, toRole: target.role },
      ip: opts.client.ip,
    });
    return target;
  });
}

export const DEMO_EMAILS: Record<Role, string> = {
  consumer: 'consument@demo.nl',
  professional: 'professional@demo.nl',
  admin: 'admin@demo.nl',
};

/** Whom the role dropdown switches to: the demo account of that role, else its first user; admin is oneself. */
export async function switchTargets(
  opts: Pick<AppContext, 'db'> & { user: CurrentUser },
): Promise<Record<Role, string | null>> {
  const rows = await opts.db
    .select({ id: users.id, role: users.role, email: users.email })
    .from(users)
    .where(
      and(
        inArray(users.role, ['consumer', 'professional']),
        sql`(${users.email} in (${DEMO_EMAILS.consumer}, ${DEMO_EMAILS.professional}) or ${users.id} in (
          select distinct on (role) id from users where role in ('consumer', 'professional') order by role, created_at, id))`,
      ),
    )
    .orderBy(asc(users.createdAt));
  const pick = (role: Role) =>
    rows.find((r) => r.role === role && r.email === DEMO_EMAILS[role])?.id ??
    rows.find((r) => r.role === role)?.id ??
    null;
  return { consumer: pick('consumer'), professional: pick('professional'), admin: opts.user.realUserId };
}
