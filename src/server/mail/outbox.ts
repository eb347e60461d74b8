// The mail outbox: mails are rows written in the same transaction as the change that causes them; a background
// loop sends them with retries and backoff, so nothing is lost while SMTP is down, across restarts too.
import { and, eq, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { isDatabaseUnavailable } from '../db/availability';
import type { DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { MailContent } from './templates';
import type { MailTransport } from './transport';

export async function enqueueMail(db: DbOrTx, to: string, content: MailContent): Promise<void> {
  await db.insert(mailOutbox).values({
    toAddress: to,
    kind: content.kind,
    subject: content.subject,
    html: content.html,
    text: content.text,
  });
}

/** A claimed row stays invisible to other nodes this long; a node that dies mid-send frees it by expiry. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
const MAX_BACKOFF_MS = 30 * 60_000;

export const backoffMs = (attempts: number) =>
  Math.min(MAX_BACKOFF_MS, 5_000 * 2 ** Math.max(0, attempts - 1));

/** An SMTP 5xx answer will not change by retrying; anything else (connection refused, timeouts, 4xx) might. */
function isPermanent(err: unknown): boolean {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/** Claims due mails and sends them. Returns how many were sent. Safe to run on many nodes at once. */
export async function sendDueMails(
  ctx: Pick<AppContext, 'db' | 'log'>,
  transport: MailTransport,
): Promise<number> {
  const claimed = await ctx.db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${LEASE_MS} milliseconds`}::interval`,
    })
    .where(
      sql`${mailOutbox.id} in (select id from mail_outbox where status = 'pending' and next_attempt_at <= now()
        order by next_attempt_at limit ${BATCH} for update skip locked)`,
    )
    .returning();
  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.send({
        id: mail.id,
        to: mail.toAddress,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      await ctx.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, mail.id));
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = isPermanent(err);
      ctx.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message, permanent }, 'mail not sent');
      await ctx.db
        .update(mailOutbox)
        .set({
          status: permanent ? 'failed' : 'pending',
          lastError: message.slice(0, 1000),
          nextAttemptAt: new Date(Date.now() + backoffMs(mail.attempts)),
        })
        .where(and(eq(mailOutbox.id, mail.id), lte(mailOutbox.attempts, mail.attempts)));
    }
  }
  return sent;
}

export interface Worker {
  stop(): Promise<void>;
  /** Runs one round now (tests, and after a burst of work). */
  runOnce(): Promise<void>;
}

/** A polling loop that never overlaps itself and stops cleanly. */
export function startLoop(
  name: string,
  intervalMs: number,
  round: () => Promise<unknown>,
  log: AppContext['log'],
): Worker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let databaseAway = false;
  const runOnce = () => {
    running = running.then(async () => {
      try {
        await round();
        if (databaseAway) log.info(`${name}: database back, resumed`);
        databaseAway = false;
      } catch (err) {
        if (stopped) return;
        // A database outage is logged once, not every round; the loop keeps going and resumes by itself.
        if (!isDatabaseUnavailable(err)) log.error({ err }, `${name} round failed`);
        else if (!databaseAway) log.warn(`${name}: database unreachable, retrying every round`);
        databaseAway = isDatabaseUnavailable(err);
      }
    });
    return running;
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(async () => {
      await runOnce();
      schedule();
    }, intervalMs);
    timer.unref();
  };
  schedule();
  return {
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
