import { SESSION_TTL_BROWSER_MS } from '@shared/constants';
import { and, eq, ne } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { pendingSignIns, sessions } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

export interface NewSession {
  token: string;
  persistent: boolean;
  expiresAt: Date;
}

/** A fresh token on every sign-in: the cookie gets the token, the database its hash. */
export async function createSession(
  db: DbOrTx,
  config: Pick<Config, 'sessionRememberMs'>,
  opts: { userId: string; persistent: boolean; ip?: string; userAgent?: string },
): Promise<NewSession> {
  const token = randomToken();
  // Remember-me: SESSION_REMEMBER_DAYS (30 by default); otherwise 12 hours at most. The idle timeout applies on top
  // (lib/session-query.ts).
  const expiresAt = new Date(
    Date.now() + (opts.persistent ? config.sessionRememberMs : SESSION_TTL_BROWSER_MS),
  );
  await db.insert(sessions).values({
    tokenHash: sha256Hex(token),
    userId: opts.userId,
    persistent: opts.persistent,
    expiresAt,
    ip: opts.ip ?? null,
    userAgent: opts.userAgent?.slice(0, 300) ?? null,
  });
  return { token, persistent: opts.persistent, expiresAt };
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Ends every session of a user (password reset, admin reset, deletion), and every sign-in still waiting for its
 * two-factor code, which was started with what has just stopped counting.
 */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/**
 * Ends every other session of a user and the sign-ins waiting for a code, keeping the one that made the change
 * (two-factor sign-in switched on or off: elsewhere the account was signed in under the old rule).
 */
export async function revokeOtherSessions(db: DbOrTx, userId: string, keepTokenHash: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keepTokenHash)));
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}
