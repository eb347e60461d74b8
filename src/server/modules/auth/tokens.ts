// One-time tokens (e-mail verification 24 h, password reset 1 h, set-password 7 days): the mail carries the
// token, the database only its SHA-256; each works once.
import { TOKEN_TTL_MS, type TokenPurpose } from '@shared/constants';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oneTimeTokens } from '../../db/schema';
import { randomToken, sha256Hex } from '../../lib/crypto';

/** Issues a new token; earlier unused tokens of the same purpose stop working, so only the newest link counts. */
export async function issueToken(db: DbOrTx, userId: string, purpose: TokenPurpose): Promise<string> {
  const token = randomToken();
  await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, purpose), isNull(oneTimeTokens.usedAt)),
    );
  await db.insert(oneTimeTokens).values({
    tokenHash: sha256Hex(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/**
 * A new set-password link for an account made without a password (an admin's or a request form's): a
 * `set_password` token (7 days, once) on the reset screen, which takes these links too; setting the password
 * through it also verifies the address. The caller mails it in the same transaction.
 */
export async function issueSetPasswordUrl(db: DbOrTx, appUrl: string, userId: string): Promise<string> {
  const token = await issueToken(db, userId, 'set_password');
  return `${appUrl}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The token, of one of these purposes, unused and unexpired. */
const usable = (token: string, purposes: TokenPurpose[]) =>
  and(
    eq(oneTimeTokens.tokenHash, sha256Hex(token)),
    inArray(oneTimeTokens.purpose, purposes),
    isNull(oneTimeTokens.usedAt),
    gt(oneTimeTokens.expiresAt, sql`now()`),
  );

/** The token's owner when it is unused and unexpired, without using it up. */
export async function peekToken(db: DbOrTx, token: string, purposes: TokenPurpose[]) {
  const [row] = await db
    .select({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose })
    .from(oneTimeTokens)
    .where(usable(token, purposes));
  return row;
}

/** Uses the token up in one statement, so two requests racing with the same link cannot both succeed. */
export async function consumeToken(db: DbOrTx, token: string, purposes: TokenPurpose[]) {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: sql`now()` })
    .where(usable(token, purposes))
    .returning({ userId: oneTimeTokens.userId, purpose: oneTimeTokens.purpose });
  return row;
}
