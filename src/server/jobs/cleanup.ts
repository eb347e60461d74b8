// Removes what has expired: sessions, pending two-factor sign-ins, spent one-time tokens, old rate-limit windows and
// sign-in throttle keys that have forgotten their run. Safe on many nodes.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { startLoop, type Worker } from '../mail/outbox';
import { forgetOldThrottleKeys } from '../modules/auth/throttle';

const HOUR = 60 * 60_000;

export async function cleanupExpired(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await ctx.db.execute(sql`delete from sessions where expires_at < now()`);
  await ctx.db.execute(sql`delete from pending_sign_ins where expires_at < now()`);
  await ctx.db.execute(
    sql`delete from one_time_tokens where expires_at < now() - interval '7 days' or used_at < now() - interval '7 days'`,
  );
  await ctx.db.execute(sql`delete from rate_limits where window_start < now() - interval '1 day'`);
  await forgetOldThrottleKeys(ctx);
}

export function startCleanupLoop(ctx: AppContext): Worker {
  return startLoop('clean-up', HOUR, () => cleanupExpired(ctx), ctx.log);
}
