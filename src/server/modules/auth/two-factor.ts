// Two-factor sign-in (decision 0025): enrolment on /profiel (setup, then enable with a first code), the second step
// of a sign-in (a code of the app or a recovery code), switching it off, and an admin's reset. Codes and recovery
// codes are throttled exactly like passwords (throttle.ts) and each works once.
import type { AuthUser } from '@shared/auth/schemas';
import {
  formatRecoveryCode,
  isTotpCode,
  TWO_FACTOR_MESSAGES,
  type TwoFactorSetupResponse,
} from '@shared/auth/two-factor';
import { type PersonName, personName } from '@shared/users/salutation';
import { USER_MESSAGES } from '@shared/users/schemas';
import { and, count, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { personNameColumns } from '../../db/person-name';
import { pendingSignIns, recoveryCodes, users } from '../../db/schema';
import { type Actor, type CurrentUser, isViewingAs } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import {
  decryptSecret,
  dummyPasswordHash,
  encryptSecret,
  randomToken,
  sha256Hex,
  verifyPassword,
} from '../../lib/crypto';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { countSince, hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import { enqueueMail } from '../../mail/outbox';
import { type TwoFactorChange, twoFactorChangedMail } from '../../mail/templates';
import { getAuthUser } from './accounts';
import { isKnownDevice } from './known-device';
import type { ClientInfo } from './service';
import {
  createSession,
  deleteSession,
  type NewSession,
  revokeOtherSessions,
  revokeUserSessions,
} from './sessions';
import { type AttemptKind, takeSignInAttempt } from './throttle';
import {
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  qrCodeDataUrl,
  recoveryCodeHash,
} from './totp';

type Ctx = Pick<AppContext, 'db' | 'config' | 'twoFactorKey'>;

/** How long a sign-in whose password was right waits for its code. */
export const PENDING_SIGN_IN_TTL_MS = 5 * 60_000;
/** Wrong codes a waiting sign-in takes; the last one ends it, and the sign-in starts again with the password. */
export const PENDING_SIGN_IN_MAX_WRONG = 5;

/** What the owner typed as the second factor: a code of the app, or a recovery code (normalised). */
export type SecondFactor = { code: string } | { recoveryCode: string };

// ---------------------------------------------------------------------------------------------------------------
// Sign-in

export interface PendingSignIn {
  /** For the pending sign-in's own cookie; the database keeps its SHA-256. */
  token: string;
  expiresAt: Date;
}

/**
 * The password was right for an account with two-factor sign-in: no session yet, only a sign-in that waits five
 * minutes for its code (POST /api/auth/2fa/verify). Called by login() in service.ts.
 */
export async function startPendingSignIn(
  db: DbOrTx,
  opts: { userId: string; persistent: boolean } & ClientInfo,
): Promise<PendingSignIn> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + PENDING_SIGN_IN_TTL_MS);
  await db.insert(pendingSignIns).values({
    tokenHash: sha256Hex(token),
    userId: opts.userId,
    persistent: opts.persistent,
    expiresAt,
    ip: opts.ip,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/** The live pending sign-in of a cookie's token, with what checking its code needs. */
async function findPendingSignIn(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({
      userId: pendingSignIns.userId,
      persistent: pendingSignIns.persistent,
      createdAt: pendingSignIns.createdAt,
      email: users.email,
      totpSecret: users.totpSecret,
      totpLastStep: users.totpLastStep,
    })
    .from(pendingSignIns)
    .innerJoin(users, eq(users.id, pendingSignIns.userId))
    .where(
      and(
        eq(pendingSignIns.tokenHash, tokenHash),
        gt(pendingSignIns.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        isNotNull(users.totpEnabledAt),
      ),
    );
  return row;
}

/**
 * Completes a sign-in with the second factor: the pending sign-in is used up, a session is made exactly as login()
 * makes one (the browser's previous session ends), and a used recovery code is audit-logged and mailed. A wrong
 * code is a 400 for the field; the fifth ends the pending sign-in (401, start again with the password). Cookies are
 * the route's.
 */
export async function completeTwoFactorSignIn(
  opts: Ctx & {
    pendingToken: string | undefined;
    answer: SecondFactor;
    client: ClientInfo;
    previousSessionHash: string | null;
    /** The browser's known-device cookie (known-device.ts): waives the account-wide failure count. */
    deviceCookie: string | undefined;
  },
): Promise<{ user: AuthUser; session: NewSession }> {
  const { client } = opts;
  await hitRateLimit(opts, RATE_RULES.loginPerIp, client.ip);
  const tokenHash =
    opts.pendingToken && opts.pendingToken.length <= 128 ? sha256Hex(opts.pendingToken) : null;
  const pending = tokenHash ? await findPendingSignIn(opts.db, tokenHash) : undefined;
  if (!tokenHash || !pending)
    throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.pendingExpired).withCode(
      'TWO_FACTOR_SIGN_IN_EXPIRED',
    );

  const attempt = await takeSignInAttempt(opts, {
    account: pending.email,
    ip: client.ip,
    knownDevice: isKnownDevice(opts.twoFactorKey, opts.deviceCookie, pending.email),
    kind: 'code',
  });
  const outcome = await opts.db.transaction(async (tx) => {
    const used = await useSecondFactor(tx, opts, { id: pending.userId, ...pending }, opts.answer);
    if (!used) return null;
    // Used up in the same transaction as the code: of two requests racing with one pending sign-in, one wins.
    const [claimed] = await tx
      .delete(pendingSignIns)
      .where(and(eq(pendingSignIns.tokenHash, tokenHash), gt(pendingSignIns.expiresAt, sql`now()`)))
      .returning({ userId: pendingSignIns.userId });
    if (!claimed)
      throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.pendingExpired).withCode(
        'TWO_FACTOR_SIGN_IN_EXPIRED',
      );
    // A sign-in never continues an earlier session token (no session fixation), as in login().
    if (opts.previousSessionHash) await deleteSession(tx, opts.previousSessionHash);
    const session = await createSession(tx, opts.config, {
      userId: pending.userId,
      persistent: pending.persistent,
      ...client,
    });
    const user = (await getAuthUser(tx, pending.userId))!;
    if (used.via === 'recovery') {
      await writeAudit(tx, {
        actorId: pending.userId,
        action: 'auth.2fa.recovery-code-used',
        entityType: 'user',
        entityId: pending.userId,
        details: { remaining: used.remaining },
        ip: client.ip,
      });
      await mailChange(tx, opts, user, 'recovery-code-used', used.remaining);
    }
    return { user, session };
  });
  if (!outcome) {
    const wrong = await countSince(opts, 'two-factor:pending', tokenHash, pending.createdAt);
    if (wrong >= PENDING_SIGN_IN_MAX_WRONG) {
      await opts.db.delete(pendingSignIns).where(eq(pendingSignIns.tokenHash, tokenHash));
      throw new AppError('UNAUTHORIZED', TWO_FACTOR_MESSAGES.tooManyCodes).withCode(
        'TWO_FACTOR_SIGN_IN_EXPIRED',
      );
    }
    throw wrongSecondFactor(opts.answer, 'recoveryCode');
  }
  await attempt.succeeded();
  return outcome;
}

// ---------------------------------------------------------------------------------------------------------------
// Enrolment and switching off, by the owner on /profiel

interface OwnerOpts {
  user: CurrentUser;
  ip: string;
  deviceCookie: string | undefined;
}

/** Two-factor sign-in is one's own: while an admin views the portal as someone else, these routes refuse. */
function refuseViewingAs(user: CurrentUser): void {
  if (isViewingAs(user)) throw forbidden(TWO_FACTOR_MESSAGES.notWhileViewingAs);
}

/** The owner's password or code counts under the sign-in throttle's keys of their own address (throttle.ts). */
const takeOwnerAttempt = (opts: Ctx & OwnerOpts, kind: AttemptKind) =>
  takeSignInAttempt(opts, {
    account: opts.user.email,
    ip: opts.ip,
    knownDevice: isKnownDevice(opts.twoFactorKey, opts.deviceCookie, opts.user.email),
    kind,
  });

/** The owner's current password, throttled like a sign-in: a stolen session alone cannot change the second factor. */
async function checkPassword(opts: Ctx & OwnerOpts, password: string): Promise<void> {
  const attempt = await takeOwnerAttempt(opts, 'password');
  const [row] = await opts.db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, opts.user.id));
  const ok = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!row?.passwordHash || !ok) {
    throw badRequest(TWO_FACTOR_MESSAGES.wrongPassword, {
      password: TWO_FACTOR_MESSAGES.wrongPassword,
    }).withCode('INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
}

async function twoFactorState(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      totpSecret: users.totpSecret,
      totpEnabledAt: users.totpEnabledAt,
      totpLastStep: users.totpLastStep,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Step one of enrolment: after the current password, a new secret, stored encrypted and not yet in force (a second
 * setup replaces an unconfirmed one), with the otpauth address and its QR code for the app. Refused while two-factor
 * sign-in is on: switching it off comes first.
 */
export async function setupTwoFactor(
  opts: Ctx & OwnerOpts & { password: string },
): Promise<TwoFactorSetupResponse> {
  refuseViewingAs(opts.user);
  await checkPassword(opts, opts.password);
  const secret = newTotpSecret();
  const url = otpauthUrl(secret, opts.user.email);
  await opts.db.transaction(async (tx) => {
    const [stored] = await tx
      .update(users)
      .set({ totpSecret: encryptSecret(opts.twoFactorKey, secret, opts.user.id), totpLastStep: null })
      .where(and(eq(users.id, opts.user.id), isNull(users.totpEnabledAt)))
      .returning({ id: users.id });
    if (!stored) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
    await writeAudit(tx, {
      ...auditActor({ ...opts.user, ip: opts.ip }),
      action: 'auth.2fa.setup-started',
      entityType: 'user',
      entityId: opts.user.id,
    });
  });
  return { secret, otpauthUrl: url, qrCode: await qrCodeDataUrl(url) };
}

/**
 * Step two: a code of the new secret proves the app holds it. Two-factor sign-in is then on, the code's time step
 * is spent, ten recovery codes are made (answered once, kept as hashes), every other session of the account ends,
 * and the owner is told by mail.
 */
export async function enableTwoFactor(
  opts: Ctx & OwnerOpts & { code: string; sessionHash: string },
): Promise<string[]> {
  refuseViewingAs(opts.user);
  const state = await twoFactorState(opts.db, opts.user.id);
  if (state?.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
  if (!state?.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
  const sealed = state.totpSecret;

  const attempt = await takeOwnerAttempt(opts, 'code');
  const step = matchingStep(decryptSecret(opts.twoFactorKey, sealed, opts.user.id), opts.code, null);
  if (step === null) throw wrongSecondFactor({ code: opts.code }, 'code');
  const codes = newRecoveryCodes();
  await opts.db.transaction(async (tx) => {
    // Only the secret the code was checked against: a setup that replaced it meanwhile wins.
    const [enabled] = await tx
      .update(users)
      .set({ totpEnabledAt: sql`now()`, totpLastStep: step, updatedAt: sql`now()` })
      .where(and(eq(users.id, opts.user.id), isNull(users.totpEnabledAt), eq(users.totpSecret, sealed)))
      .returning({ id: users.id });
    if (!enabled) throw conflict(TWO_FACTOR_MESSAGES.setupFirst);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, opts.user.id));
    await tx
      .insert(recoveryCodes)
      .values(codes.map((code) => ({ userId: opts.user.id, codeHash: recoveryCodeHash(code) })));
    await revokeOtherSessions(tx, opts.user.id, opts.sessionHash);
    await writeAudit(tx, {
      ...auditActor({ ...opts.user, ip: opts.ip }),
      action: 'auth.2fa.enabled',
      entityType: 'user',
      entityId: opts.user.id,
      before: { twoFactor: false },
      after: { twoFactor: true },
    });
    await mailChange(tx, opts, opts.user, 'enabled');
  });
  await attempt.succeeded();
  return codes.map(formatRecoveryCode);
}

/**
 * Switching off takes the password and a code of the app or a recovery code (someone who lost the phone signs in
 * with a recovery code, switches off, and sets up the new phone). Secret, recovery codes and every other session
 * go; the owner is told by mail.
 */
export async function disableTwoFactor(
  opts: Ctx & OwnerOpts & { password: string; code: string; sessionHash: string },
): Promise<void> {
  refuseViewingAs(opts.user);
  const state = await twoFactorState(opts.db, opts.user.id);
  if (!state?.totpEnabledAt || !state.totpSecret) throw conflict(TWO_FACTOR_MESSAGES.notEnabled);
  await checkPassword(opts, opts.password);

  const answer: SecondFactor = isTotpCode(opts.code) ? { code: opts.code } : { recoveryCode: opts.code };
  const attempt = await takeOwnerAttempt(opts, 'code');
  const done = await opts.db.transaction(async (tx) => {
    const used = await useSecondFactor(tx, opts, { id: opts.user.id, ...state }, answer);
    if (!used) return false;
    await clearTwoFactor(tx, opts.user.id);
    await revokeOtherSessions(tx, opts.user.id, opts.sessionHash);
    await writeAudit(tx, {
      ...auditActor({ ...opts.user, ip: opts.ip }),
      action: 'auth.2fa.disabled',
      entityType: 'user',
      entityId: opts.user.id,
      details: { with: used.via },
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    await mailChange(tx, opts, opts.user, 'disabled');
    return true;
  });
  if (!done) throw wrongSecondFactor(answer, 'code');
  await attempt.succeeded();
}

/**
 * The owner proves it is them before something that cannot be undone (deleting their own account): the password,
 * and with two-factor sign-in on also a code of the app or a recovery code, each throttled like a sign-in. A wrong
 * one is the same 400 as switching off gives; a code is used up, so it works once. Changes nothing else.
 */
export async function confirmOwner(
  opts: Ctx & OwnerOpts & { password: string; code: string | undefined },
): Promise<void> {
  await checkPassword(opts, opts.password);
  const state = await twoFactorState(opts.db, opts.user.id);
  if (!state?.totpEnabledAt || !state.totpSecret) return;
  if (!opts.code) {
    throw badRequest(TWO_FACTOR_MESSAGES.codeOrRecoveryRequired, {
      code: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired,
    }).withCode('INVALID_TWO_FACTOR_CODE');
  }
  const answer: SecondFactor = isTotpCode(opts.code) ? { code: opts.code } : { recoveryCode: opts.code };
  const attempt = await takeOwnerAttempt(opts, 'code');
  const used = await opts.db.transaction((tx) =>
    useSecondFactor(tx, opts, { id: opts.user.id, ...state }, answer),
  );
  if (!used) throw wrongSecondFactor(answer, 'code');
  await attempt.succeeded();
}

// ---------------------------------------------------------------------------------------------------------------
// An admin's reset (POST /api/admin/users/:userId/2fa/reset)

/**
 * For someone who lost both the phone and the recovery codes: two-factor sign-in off, recovery codes gone, every
 * session ended, the owner told by mail, the audit log keeping who did it. Not for one's own account (that is the
 * owner's switch-off with password and code, so a session left open cannot remove its own second factor).
 */
export async function adminResetTwoFactor(
  opts: Pick<AppContext, 'db' | 'config'> & { actor: Actor; userId: string },
): Promise<void> {
  if (opts.userId === opts.actor.realUserId) throw forbidden(TWO_FACTOR_MESSAGES.notForYourself);
  await opts.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: users.id, email: users.email, totpEnabledAt: users.totpEnabledAt, ...personNameColumns })
      .from(users)
      .where(and(eq(users.id, opts.userId), isNull(users.deletedAt)))
      .for('update');
    if (!target) throw notFound(USER_MESSAGES.notFound);
    if (!target.totpEnabledAt) throw conflict(TWO_FACTOR_MESSAGES.notEnabledForUser);
    await clearTwoFactor(tx, target.id);
    await revokeUserSessions(tx, target.id);
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'users.2fa-reset',
      entityType: 'user',
      entityId: target.id,
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    await mailChange(tx, opts, target, 'reset-by-admin');
  });
}

// ---------------------------------------------------------------------------------------------------------------
// The parts

/**
 * Uses the second factor up, in the caller's transaction: an app's code must be of a time step later than the last
 * one accepted, which one conditional UPDATE records (two requests racing with one code cannot both pass); a
 * recovery code is marked used by one conditional UPDATE. Null when the answer is wrong or already used.
 */
async function useSecondFactor(
  tx: DbOrTx,
  opts: Pick<AppContext, 'twoFactorKey'>,
  user: { id: string; totpSecret: string | null; totpLastStep: number | null },
  answer: SecondFactor,
): Promise<{ via: 'totp' } | { via: 'recovery'; remaining: number } | null> {
  if ('code' in answer) {
    if (!user.totpSecret) return null;
    const secret = decryptSecret(opts.twoFactorKey, user.totpSecret, user.id);
    const step = matchingStep(secret, answer.code, user.totpLastStep);
    if (step === null) return null;
    const [accepted] = await tx
      .update(users)
      .set({ totpLastStep: step })
      .where(
        and(
          eq(users.id, user.id),
          isNotNull(users.totpEnabledAt),
          eq(users.totpSecret, user.totpSecret),
          or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
        ),
      )
      .returning({ id: users.id });
    return accepted ? { via: 'totp' } : null;
  }
  const [used] = await tx
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, user.id),
        eq(recoveryCodes.codeHash, recoveryCodeHash(answer.recoveryCode)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  if (!used) return null;
  const [left] = await tx
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return { via: 'recovery', remaining: Number(left?.n ?? 0) };
}

/** The 400 for a wrong or used second factor, under the field it was typed in. */
function wrongSecondFactor(answer: SecondFactor, recoveryField: 'code' | 'recoveryCode'): AppError {
  const message = 'code' in answer ? TWO_FACTOR_MESSAGES.wrongCode : TWO_FACTOR_MESSAGES.wrongRecoveryCode;
  return badRequest(message, { ['code' in answer ? 'code' : recoveryField]: message }).withCode(
    'INVALID_TWO_FACTOR_CODE',
  );
}

/** Two-factor sign-in off: no secret, no time step, no recovery codes. */
async function clearTwoFactor(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}

async function mailChange(
  tx: DbOrTx,
  opts: Pick<AppContext, 'config'>,
  to: PersonName & { email: string },
  change: TwoFactorChange,
  remainingCodes?: number,
): Promise<void> {
  await enqueueMail(
    tx,
    to.email,
    twoFactorChangedMail({
      ...personName(to),
      change,
      remainingCodes,
      profileUrl: `${opts.config.appUrl}/profiel`,
    }),
  );
}
