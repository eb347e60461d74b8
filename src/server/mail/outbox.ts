// The mail outbox: mails are rows written in the same transaction as the change that causes them; a background
// loop sends them with retries and backoff, so nothing is lost while SMTP is down, across restarts too.
// Rounds, parallel sends, bringing mails forward after an outage and the at-least-once rule:
// docs/decisions/0003-mail-outbox.md.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/availability';
import { type DbOrTx, selectRows } from '../db/client';
import { type MailAttachment, mailOutbox } from '../db/schema';
import { forgetJob, trackJob } from '../lib/job-stats';
import { NETWORK_ERROR_CODES } from '../lib/network-errors';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

export async function enqueueMail(db: DbOrTx, to: string, content: MailContent): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: to,
    kind: content.kind,
    subject: content.subject,
    html: content.html,
    text: content.text,
    attachments: content.attachments?.length ? content.attachments : null,
  });
}

/** A claimed row stays invisible to other nodes this long; a node that dies mid-send frees it by expiry. */
const LEASE_MS = 2 * 60_000;
/** Rows claimed per round. A full round is followed by the next one at once. */
export const MAIL_BATCH = 100;
const MAX_BACKOFF_MS = 30 * 60_000;

export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));

/**
 * An SMTP 5xx answer to a mail will not change by retrying; anything else (connection refused, timeouts, 4xx) might.
 * Not permanent either: 503 (bad sequence of commands, about the session; RFC 5321, nodemailer agrees), and a 5xx
 * to the session rather than the mail (the greeting, or sign-in to the relay): a relay's configuration is fixed
 * without failing every mail that met it.
 */
export function isPermanent(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { responseCode, code, command } = err as {
    responseCode?: unknown;
    code?: unknown;
    command?: unknown;
  };
  if (typeof responseCode !== 'number' || responseCode < 500 || responseCode >= 600 || responseCode === 503)
    return false;
  return !(command === 'CONN' || code === 'EAUTH' || code === 'ENOAUTH');
}

// Node's codes for "no usable connection", and nodemailer's own (connection, socket, DNS).
const CONNECTION_CODES = new Set([...NETWORK_ERROR_CODES, 'ECONNECTION', 'ESOCKET', 'EDNS']);

/**
 * True when the relay could not be reached or dropped the connection (also a 421 "service not available", e.g. a
 * relay shutting down or refusing at the greeting): nothing about the mail itself, so once any mail goes through
 * again, the mails that failed this way are tried at once instead of after their back-off.
 */
export function isConnectionFailure(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, responseCode, command } = err as {
    code?: unknown;
    responseCode?: unknown;
    command?: unknown;
  };
  if (responseCode === 421 || command === 'CONN') return true;
  return typeof code === 'string' && CONNECTION_CODES.has(code);
}

/** What one round did. */
export interface MailRound {
  /** Rows claimed: MAIL_BATCH means more may be due. */
  claimed: number;
  /** Accepted by the relay and marked sent. */
  sent: number;
  /** Refused for good (SMTP 5xx) and marked failed. */
  failed: number;
  /** Left pending with a back-off; `waitingForRelay` of them because the relay could not be reached. */
  retrying: number;
  waitingForRelay: number;
  /** Not tried (the relay proved unreachable, or the round ran long): due again at once, the attempt not counted. */
  released: number;
  /** Mails that had failed for connection reasons and were made due at once because this round got through. */
  broughtForward: number;
}

interface Claimed {
  id: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  attachments: MailAttachment[] | string | null;
  attempts: number;
}

interface Failure {
  id: string;
  attempts: number;
  error: string;
  permanent: boolean;
  connection: boolean;
}

/** jsonb as the driver hands it back: parsed (node-postgres, PGlite) or, through a raw execute, as text. */
const attachmentsOf = (value: Claimed['attachments']): MailAttachment[] | undefined => {
  const list = typeof value === 'string' ? (JSON.parse(value) as MailAttachment[] | null) : value;
  return list?.length ? list : undefined;
};

/**
 * Runs `work` over `items` with at most `limit` in flight; results in the items' order. Once `enough()` says so, no
 * further item is started: those are left `undefined`.
 */
async function inParallel<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
  enough: () => boolean,
): Promise<Array<R | undefined>> {
  const results = new Array<R | undefined>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length && !enough()) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

/**
 * One round: claims up to `batch` due mails, sends them in parallel (`transport.parallel` in flight), then marks
 * the accepted ones sent in one statement and the others, in one more, failed or pending with a back-off. Safe on
 * many nodes at once (FOR UPDATE SKIP LOCKED plus a lease).
 *
 * At-least-once: a mail is marked sent only after the relay accepted it. A crash (or a lost database) between the
 * two leaves the row to its lease, and it is sent again with the same Message-ID; it is never lost.
 */
export async function sendDueMails(
  ctx: Pick<AppContext, 'db' | 'log'>,
  transport: MailTransport,
  options: { batch?: number } = {},
): Promise<MailRound> {
  const batch = options.batch ?? MAIL_BATCH;
  // The claim counts the attempt and moves next_attempt_at ahead as the lease. It clears waiting_for_relay, so a
  // row in flight is never "brought forward" (made due) while this node still sends it.
  const claimed = await selectRows<Claimed>(
    ctx.db,
    sql`
      update mail_outbox m
      set attempts = m.attempts + 1,
          next_attempt_at = now() + ${`${LEASE_MS} milliseconds`}::interval,
          waiting_for_relay = false
      from (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at limit ${batch} for update skip locked) due
      where m.id = due.id
      returning m.id, m.to_address, m.subject, m.html, m.text, m.attachments, m.attempts`,
  );
  const round: MailRound = {
    claimed: claimed.length,
    sent: 0,
    failed: 0,
    retrying: 0,
    waitingForRelay: 0,
    released: 0,
    broughtForward: 0,
  };
  if (claimed.length === 0) return round;

  // A round starts no further sends once the relay proved unreachable (the rest would only fail the same way, each
  // after a connection timeout) or once half the lease has passed (a slow relay must not let the lease run out
  // under mails this node still holds: another node would send them too).
  const deadline = Date.now() + LEASE_MS / 2;
  let relayAway = false;
  const outcomes = await inParallel(
    claimed,
    transport.parallel,
    async (mail) => {
      try {
        await transport.send({
          id: mail.id,
          to: mail.to_address,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: attachmentsOf(mail.attachments),
        });
        return null;
      } catch (err) {
        const failure: Failure = {
          id: mail.id,
          attempts: mail.attempts,
          error: (err instanceof Error ? err.message : String(err)).slice(0, 1000),
          permanent: isPermanent(err),
          connection: isConnectionFailure(err) && !isPermanent(err),
        };
        if (failure.connection) relayAway = true;
        return failure;
      }
    },
    () => relayAway || Date.now() > deadline,
  );
  const sentIds = claimed.filter((_, i) => outcomes[i] === null).map((m) => m.id);
  const failures = outcomes.filter((o): o is Failure => o !== null && o !== undefined);
  const untried = claimed.filter((_, i) => outcomes[i] === undefined).map((m) => m.id);

  if (sentIds.length > 0) {
    // One statement marks the round's accepted mails sent and, the relay being reachable, makes the mails that
    // failed for connection reasons due now instead of after their back-off (mail_outbox_waiting_idx: usually empty).
    const brought = await selectRows<{ id: string }>(
      ctx.db,
      sql`
        with sent as (
          update mail_outbox set status = 'sent', sent_at = now(), last_error = null
          where id = any(${sql.param(sentIds)}::uuid[])
          returning id
        )
        update mail_outbox set next_attempt_at = now()
        where status = 'pending' and waiting_for_relay and next_attempt_at > now()
          and id <> all(${sql.param(sentIds)}::uuid[])
        returning id`,
    );
    round.sent = sentIds.length;
    round.broughtForward = brought.length;
    if (brought.length > 0)
      ctx.log.info({ mails: brought.length }, 'mail relay reachable again: waiting mails brought forward');
  }

  if (failures.length > 0) {
    const connection = failures.filter((f) => f.connection);
    // The relay being away is one event, logged once per round, not once per mail.
    if (connection.length > 0)
      ctx.log.warn({ mails: connection.length, err: connection[0]!.error }, 'mail relay unreachable');
    for (const f of failures) {
      if (!f.connection)
        ctx.log.warn(
          { mailId: f.id, attempts: f.attempts, err: f.error, permanent: f.permanent },
          'mail not sent',
        );
    }
    // The attempts guard: a row whose lease ran out and that another node claimed since is that node's to mark.
    await ctx.db.execute(sql`
      update mail_outbox m
      set status = f.status,
          last_error = f.error,
          waiting_for_relay = f.connection,
          next_attempt_at = now() + f.delay_ms * interval '1 millisecond'
      from unnest(${sql.param(failures.map((f) => f.id))}::uuid[],
                  ${sql.param(failures.map((f) => (f.permanent ? 'failed' : 'pending')))}::text[],
                  ${sql.param(failures.map((f) => f.error))}::text[],
                  ${sql.param(failures.map((f) => f.connection))}::boolean[],
                  ${sql.param(failures.map((f) => backoffMs(f.attempts)))}::int[],
                  ${sql.param(failures.map((f) => f.attempts))}::int[])
        as f(id, status, error, connection, delay_ms, attempts)
      where m.id = f.id and m.attempts <= f.attempts`);
    round.failed = failures.filter((f) => f.permanent).length;
    round.retrying = failures.length - round.failed;
    round.waitingForRelay = connection.length;
  }

  if (untried.length > 0) {
    // Back as they were before the claim: due, and the attempt not counted. The lease has not run out (the round
    // stopped starting sends at half of it), so these rows are still this node's.
    await ctx.db.execute(sql`
      update mail_outbox set attempts = attempts - 1, next_attempt_at = now()
      where id = any(${sql.param(untried)}::uuid[])`);
    round.released = untried.length;
  }
  return round;
}

export interface Worker {
  stop(): Promise<void>;
  /** Runs one round now (tests, and after a burst of work). */
  runOnce(): Promise<void>;
}

/**
 * The outbox's loop: every `pollMs` it sends what is due, and while rounds come back full (and the relay takes
 * mail) it runs the next round at once, so a backlog drains at the relay's speed instead of one batch per poll; so
 * too after a round that brought waiting mails forward.
 */
export function startMailWorker(
  ctx: Pick<AppContext, 'db' | 'log'>,
  transport: MailTransport,
  pollMs: number,
): Worker {
  let stopping = false;
  const loop = startLoop(
    'mail outbox',
    pollMs,
    async () => {
      while (!stopping) {
        const round = await sendDueMails(ctx, transport);
        // Nothing sent: the relay is away; the next poll tries again. Otherwise go on while the round was full or
        // made mails due that had waited for the relay.
        if (round.sent === 0 || (round.claimed < MAIL_BATCH && round.broughtForward === 0)) break;
      }
    },
    ctx.log,
  );
  return {
    runOnce: loop.runOnce,
    async stop() {
      stopping = true;
      await loop.stop();
    },
  };
}

/**
 * A polling loop that never overlaps itself and stops cleanly. The first round comes after `firstAfterMs` when given
 * (a job that must also run on nodes restarted more often than its interval), else after one interval.
 */
export function startLoop(
  name: string,
  intervalMs: number,
  round: () => Promise<unknown>,
  log: AppContext['log'],
  firstAfterMs?: number,
): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let databaseAway = false;
  const job = trackJob(name, intervalMs, firstAfterMs);
  const runOnce = () => {
    running = running.then(async () => {
      job.running = true;
      try {
        await round();
        job.runs++;
        job.lastSucceededAt = Date.now();
        if (databaseAway) log.info(`${name}: database back, resumed`);
        databaseAway = false;
      } catch (err) {
        job.runs++;
        job.failures++;
        if (stopped) return;
        // A database outage is logged once, not every round; the loop keeps going and resumes by itself.
        if (!isDatabaseUnavailable(err)) log.error({ err }, `${name} round failed`);
        else if (!databaseAway) log.warn(`${name}: database unreachable, retrying every round`);
        databaseAway = isDatabaseUnavailable(err);
      } finally {
        job.running = false;
      }
    });
    return running;
  };
  const schedule = (delayMs: number) => {
    if (stopped) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule(intervalMs);
    }, delayMs);
    timer.unref();
  };
  schedule(firstAfterMs ?? intervalMs);
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
      forgetJob(job);
    },
  };
}
