// Telling "the database is away" (a restart, a failover, a network cut) from every other database error. Such a
// failure is answered 503 with Retry-After instead of 500, a read may be tried once more on a fresh connection,
// and no such error may ever end the process (docs/decisions/0013-database-faults.md).
import { NETWORK_ERROR_CODES } from '../lib/network-errors';

/** The Dutch answer to a request the database could not serve for now. */
export const SERVICE_UNAVAILABLE =
  'De dienst is tijdelijk niet beschikbaar. Probeer het over een moment opnieuw.';
/** Seconds a client is asked to wait: PostgreSQL's fast restart takes one or two. */
export const RETRY_AFTER_SECONDS = 5;

// Node's socket errors, and PostgreSQL's SQLSTATEs for "not now": admin_shutdown, crash_shutdown, cannot_connect_now
// (starting up or shutting down), too_many_connections; class 08 is connection exceptions.
const UNAVAILABLE_CODES = new Set([...NETWORK_ERROR_CODES, '57P01', '57P02', '57P03', '53300']);

// pg reports a dropped or refused connection in plain Errors without a code.
const UNAVAILABLE_MESSAGES = [
  /connection terminated/i,
  /not queryable/i,
  /timeout exceeded when trying to connect/i,
  /connection ended/i,
  /cannot use a pool after calling end/i,
];

/** True when err (or an error it wraps: drizzle's DrizzleQueryError keeps pg's error as `cause`) says the
 * database could not be reached or dropped the connection. */
export function isDatabaseUnavailable(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((re) => re.test(message))) return true;
    current = cause;
  }
  return false;
}

/** The Dutch answer to a change PostgreSQL broke off because it collided with another one at the same moment. */
export const CONCURRENT_CHANGE =
  'Uw wijziging botste met een gelijktijdige wijziging en is niet doorgevoerd. Probeer het opnieuw.';

// deadlock_detected and serialization_failure: PostgreSQL rolled the whole transaction back, so nothing changed and
// trying again at once is safe (two transactions taking the maintained totals' rows in opposite orders,
// docs/decisions/0044).
const CONFLICT_CODES = new Set(['40P01', '40001']);

/** True when err (or an error it wraps) is a transaction PostgreSQL broke off to end a deadlock or a conflict. */
export function isTransientConflict(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, cause } = current as { code?: unknown; cause?: unknown };
    if (typeof code === 'string' && CONFLICT_CODES.has(code)) return true;
    current = cause;
  }
  return false;
}

const UNREACHABLE = Symbol('database unreachable');

/** Marks an error as "no connection could be had, after waiting": trying again at once would only wait again. */
export function markUnreachable(err: unknown): unknown {
  if (err && typeof err === 'object') (err as { [UNREACHABLE]?: true })[UNREACHABLE] = true;
  return err;
}

/** True when the statement may have lost its connection under it (worth one more try on a fresh connection),
 * false when no connection could be had at all. */
export function isLostConnection(err: unknown): boolean {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    if ((current as { [UNREACHABLE]?: true })[UNREACHABLE]) return false;
    current = (current as { cause?: unknown }).cause;
  }
  return isDatabaseUnavailable(err);
}

/** Runs a read; when the connection it used turned out dead, runs it once more (the pool hands out a fresh
 * connection). Only for statements that change nothing: a write might have been applied before the connection died. */
export async function retryReadOnce<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    if (!isLostConnection(err)) throw err;
    return read();
  }
}
