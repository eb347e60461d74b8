// Failed sign-ins slow the guesser down, never lock the owner out (decision 0024). Each attempt is counted under
// three keys before its password or code is checked:
//   - the account together with the source: one guesser at one account;
//   - the source across accounts: one guesser trying many accounts (credential stuffing);
//   - the account across sources: many guessers at one account (a botnet), at most 100 failures in a row
//     (NIST SP 800-63B §5.2.2), waived for a browser the owner signed in with before (its known-device cookie).
// A number of failures is free; each failure past it makes the next attempt under that key wait twice as long, up to
// a cap. A right password or code gives its attempt back; a mailed link the owner uses clears the account's keys.
// Accounts are keyed by the e-mail address as typed (lower-cased), so an unknown address counts exactly like a known
// one and the answers tell nobody which addresses have accounts.
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { signInThrottle } from '../../db/schema';
import { AppError } from '../../lib/errors';

interface Rule {
  /** Failures before any wait. */
  free: number;
  /** The wait after the first failure past the free ones; it doubles with each further failure. */
  firstDelayMs: number;
  maxDelayMs: number;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const THROTTLE_RULES = {
  accountSource: { free: 5, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  source: { free: 50, firstDelayMs: SECOND, maxDelayMs: 15 * MINUTE },
  account: { free: 100, firstDelayMs: MINUTE, maxDelayMs: 60 * MINUTE },
} satisfies Record<string, Rule>;

/** A key whose last failure is this old starts again from nothing. */
export const THROTTLE_FORGET_MS = 24 * 60 * MINUTE;

/** What is being guessed: a password, or a two-factor code after a right password. */
export type AttemptKind = 'password' | 'code';

/** The wait imposed after `failures` failures under `rule` (0 while they are free). */
export function delayAfter(rule: Rule, failures: number): number {
  const past = failures - rule.free;
  if (past <= 0) return 0;
  return Math.min(rule.firstDelayMs * 2 ** Math.min(past - 1, 30), rule.maxDelayMs);
}

/** 'over 1 seconde', 'over 40 seconden', 'over 15 minuten': how long the 429 asks to wait. */
export function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / SECOND));
  if (seconds < 60) return seconds === 1 ? '1 seconde' : `${seconds} seconden`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuut' : `${minutes} minuten`;
}

export const THROTTLE_MESSAGES = {
  password: (wait: string) => `Te veel mislukte inlogpogingen. Probeer het over ${wait} opnieuw.`,
  code: (wait: string) => `Te veel onjuiste codes. Probeer het over ${wait} opnieuw.`,
} as const;

interface Key {
  key: string;
  account: string | null;
  rule: Rule;
}

type Ctx = Pick<AppContext, 'db' | 'config'>;

/**
 * Counts one failure under `k` unless it is waiting: the attempt goes ahead (null) or must wait (the ms left).
 * One statement, so attempts that arrive together, on one node or many, each see the others.
 */
async function take(ctx: Ctx, k: Key): Promise<number | null> {
  const forget = `${THROTTLE_FORGET_MS} milliseconds`;
  const failures = sql`(case when ${signInThrottle.lastFailureAt} < now() - ${forget}::interval then 1
    else ${signInThrottle.failures} + 1 end)`;
  const rows = await selectRows<{ failures: number }>(
    ctx.db,
    sql`insert into sign_in_throttle (key, account, failures, blocked_until, last_failure_at)
      values (${k.key}, ${k.account}, 1, ${blockedUntil(k.rule, sql`1`)}, now())
      on conflict (key) do update set
        failures = ${failures},
        blocked_until = ${blockedUntil(k.rule, failures)},
        last_failure_at = now()
      where ${signInThrottle.blockedUntil} is null or ${signInThrottle.blockedUntil} <= now()
      returning failures`,
  );
  if (rows.length > 0) return null;
  const [row] = await selectRows<{ left: number }>(
    ctx.db,
    sql`select greatest(extract(epoch from (blocked_until - now())) * 1000, 0)::float8 as "left"
      from sign_in_throttle where key = ${k.key}`,
  );
  return Math.max(SECOND, Number(row?.left ?? SECOND));
}

/** now() plus the rule's wait after `failures` failures, or null while they are free (SQL). */
function blockedUntil(rule: Rule, failures: ReturnType<typeof sql>) {
  return sql`(case when ${failures} <= ${rule.free} then null::timestamptz
    else now() + least(${rule.firstDelayMs}::float8 * power(2, least(${failures} - ${rule.free} - 1, 30)),
      ${rule.maxDelayMs}::float8) * interval '1 millisecond' end)`;
}

/** Takes back one counted failure: the attempt turned out right. */
async function giveBack(ctx: Ctx, key: string): Promise<void> {
  await ctx.db
    .update(signInThrottle)
    .set({ failures: sql`greatest(${signInThrottle.failures} - 1, 0)`, blockedUntil: null })
    .where(eq(signInThrottle.key, key));
}

export interface SignInAttempt {
  /** The password or code was right: the attempt is given back and the account's run of failures ends. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt under the three keys before the secret is checked; throws 429 (Dutch, Retry-After) when
 * any of them must still wait, counting nothing then. `knownDevice`: the browser carries this account's
 * known-device cookie, which waives the account-wide key (a botnet at the account cannot lock its owner out).
 */
export async function takeSignInAttempt(
  ctx: Ctx,
  opts: { account: string; ip: string; knownDevice: boolean; kind: AttemptKind },
): Promise<SignInAttempt> {
  if (ctx.config.rateLimitDisabled) return { succeeded: async () => {} };
  const account = opts.account.trim().toLowerCase();
  const kind = opts.kind === 'password' ? 'pw' : 'code';
  const keys: Key[] = [
    { key: `${kind}:acct-src:${account}|${opts.ip}`, account, rule: THROTTLE_RULES.accountSource },
    { key: `${kind}:src:${opts.ip}`, account: null, rule: THROTTLE_RULES.source },
  ];
  if (!opts.knownDevice) {
    keys.push({ key: `${kind}:acct:${account}`, account, rule: THROTTLE_RULES.account });
  }
  const taken: Key[] = [];
  for (const k of keys) {
    const wait = await take(ctx, k);
    if (wait !== null) {
      for (const t of taken) await giveBack(ctx, t.key);
      throw new AppError('TOO_MANY_REQUESTS', THROTTLE_MESSAGES[opts.kind](waitText(wait)), undefined, {
        'retry-after': String(Math.ceil(wait / SECOND)),
      }).withCode('SIGN_IN_THROTTLED');
    }
    taken.push(k);
  }
  return {
    async succeeded() {
      // This source's run at this account ends, and so does the account's run of failures in a row; the source's
      // count across accounts only loses this attempt (it may still be guessing at others).
      await ctx.db
        .delete(signInThrottle)
        .where(or(eq(signInThrottle.key, keys[0]!.key), eq(signInThrottle.key, `${kind}:acct:${account}`)));
      await giveBack(ctx, keys[1]!.key);
    },
  };
}

/** A mailed link the owner used (reset, set-password, verification): every key of the account starts afresh. */
export async function clearAccountThrottle(ctx: Pick<AppContext, 'db'>, email: string): Promise<void> {
  await ctx.db.delete(signInThrottle).where(eq(signInThrottle.account, email.trim().toLowerCase()));
}

/** Hourly clean-up: keys whose last failure is older than the forget period and that wait for nothing. */
export async function forgetOldThrottleKeys(ctx: Pick<AppContext, 'db'>): Promise<void> {
  await ctx.db
    .delete(signInThrottle)
    .where(
      and(
        sql`${signInThrottle.lastFailureAt} < now() - ${`${THROTTLE_FORGET_MS} milliseconds`}::interval`,
        or(isNull(signInThrottle.blockedUntil), sql`${signInThrottle.blockedUntil} <= now()`),
      ),
    );
}
