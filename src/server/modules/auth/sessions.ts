import { SESSION_TTL_BROWSER_MS } from '@shared/constants';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { sessions } from '../../db/schema';
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

/** Ends every session of a user (password reset, admin reset, deletion). */
export async function revokeUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
