// Fixed-window counters in the database, so that every app node counts the same (docs/architecture.md,
// Conventions: many app nodes).
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/client';
import { AppError } from './errors';

export interface RateRule {
  /** Distinguishes the counter, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
  /** Dutch text for the 429; {minuten} is replaced by the minutes until the window ends. */
  message: string;
}

export const RATE_RULES = {
  loginPerIp: {
    name: 'login:ip',
    limit: 100,
    windowMs: 15 * 60_000,
    message: 'Te veel inlogpogingen vanaf dit adres. Probeer het over {minuten} minuten opnieuw.',
  },
  registerPerIp: {
    name: 'register:ip',
    limit: 30,
    windowMs: 60 * 60_000,
    message: 'Te veel registraties vanaf dit adres. Probeer het over {minuten} minuten opnieuw.',
  },
  /** Counted quietly: past it, forgot-password sends nothing and answers as always (modules/auth/service.ts). */
  forgotMailPerAddress: {
    name: 'forgot:mail',
    limit: 1,
    windowMs: 15 * 60_000,
    message: '',
  },
  forgotPerIp: {
    name: 'forgot:ip',
    limit: 30,
    windowMs: 60 * 60_000,
    message: 'Te veel aanvragen vanaf dit adres. Probeer het over {minuten} minuten opnieuw.',
  },
  resendPerAddress: {
    name: 'resend:addr',
    limit: 3,
    windowMs: 60 * 60_000,
    message:
      'U heeft al meerdere verificatie e-mails aangevraagd. Probeer het over {minuten} minuten opnieuw.',
  },
  tokenPerIp: {
    name: 'token:ip',
    limit: 60,
    windowMs: 15 * 60_000,
    message: 'Te veel pogingen. Probeer het over {minuten} minuten opnieuw.',
  },
  publicRequestPerIp: {
    name: 'request:ip',
    limit: 20,
    windowMs: 60 * 60_000,
    message: 'Te veel aanvragen vanaf dit adres. Probeer het over {minuten} minuten opnieuw.',
  },
  projectCreatePerUser: {
    name: 'project:user',
    limit: 60,
    windowMs: 60 * 60_000,
    message: 'U heeft te veel opdrachten aangevraagd. Probeer het over {minuten} minuten opnieuw.',
  },
  /** A lead makes a consumer account and mails a set-password link: a professional's leads are bounded too. */
  leadCreatePerUser: {
    name: 'lead:user',
    limit: 30,
    windowMs: 60 * 60_000,
    message: 'U heeft te veel leads aangemaakt. Probeer het over {minuten} minuten opnieuw.',
  },
  messageSendPerUser: {
    name: 'message:user',
    limit: 30,
    windowMs: 10 * 60_000,
    message: 'U heeft te veel berichten verstuurd. Probeer het over {minuten} minuten opnieuw.',
  },
  addressSearchPerIp: {
    name: 'address:ip',
    limit: 600,
    windowMs: 15 * 60_000,
    message: 'Te veel zoekopdrachten vanaf dit adres. Probeer het over {minuten} minuten opnieuw.',
  },
} satisfies Record<string, RateRule>;

function windowOf(rule: RateRule, now = Date.now()) {
  const start = Math.floor(now / rule.windowMs) * rule.windowMs;
  return {
    start: new Date(start),
    retryAfterSec: Math.max(1, Math.ceil((start + rule.windowMs - now) / 1000)),
  };
}

function tooMany(rule: RateRule, retryAfterSec: number): AppError {
  const minutes = String(Math.max(1, Math.ceil(retryAfterSec / 60)));
  return new AppError('TOO_MANY_REQUESTS', rule.message.replace('{minuten}', minutes), undefined, {
    'retry-after': String(retryAfterSec),
  });
}

/** Counts one hit and throws 429 once the window's limit is passed. */
export async function hitRateLimit(ctx: Pick<AppContext, 'db' | 'config'>, rule: RateRule, key: string) {
  await takeRateLimit(ctx, rule, key);
}

/** Counts one hit and tells whether it was within the limit, without refusing anything (a quiet limit). */
export async function withinRateLimit(
  ctx: Pick<AppContext, 'db' | 'config'>,
  rule: RateRule,
  key: string,
): Promise<boolean> {
  try {
    await takeRateLimit(ctx, rule, key);
    return true;
  } catch (err) {
    if (err instanceof AppError && err.code === 'TOO_MANY_REQUESTS') return false;
    throw err;
  }
}

/**
 * Counts one attempt before the work it limits, and throws 429 past the limit like hitRateLimit; `giveBack()` takes
 * the attempt off again when it turns out not to count (a sign-in with the right password). Counting first means
 * attempts that arrive at the same moment, on one node or many, each see the others: no more than `limit` get
 * through a window. (Checking first and counting afterwards let every parallel attempt pass the check.)
 */
export async function takeRateLimit(
  ctx: Pick<AppContext, 'db' | 'config'>,
  rule: RateRule,
  key: string,
): Promise<{ giveBack(): Promise<void> }> {
  if (ctx.config.rateLimitDisabled) return { giveBack: async () => {} };
  const { start, retryAfterSec } = windowOf(rule);
  const k = `${rule.name}:${key}`;
  const rows = await selectRows<{ count: number }>(
    ctx.db,
    sql`insert into rate_limits (key, window_start, count) values (${k}, ${start.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`,
  );
  if (Number(rows[0]?.count ?? 0) > rule.limit) throw tooMany(rule, retryAfterSec);
  return {
    // The window the attempt was counted in, even if a new one has begun since.
    async giveBack() {
      await ctx.db.execute(sql`update rate_limits set count = count - 1
        where key = ${k} and window_start = ${start.toISOString()} and count > 0`);
    },
  };
}

/**
 * Counts one more under `name:key` in a window that began at `since` (a record's own lifetime rather than the
 * clock's fixed windows) and answers the count so far. For a record that allows a number of failures of its own,
 * such as a sign-in waiting for its code; the hourly clean-up removes the row a day later.
 */
export async function countSince(
  ctx: Pick<AppContext, 'db'>,
  name: string,
  key: string,
  since: Date,
): Promise<number> {
  const rows = await selectRows<{ count: number }>(
    ctx.db,
    sql`insert into rate_limits (key, window_start, count) values (${`${name}:${key}`}, ${since.toISOString()}, 1)
      on conflict (key, window_start) do update set count = rate_limits.count + 1
      returning count`,
  );
  return Number(rows[0]?.count ?? 1);
}
