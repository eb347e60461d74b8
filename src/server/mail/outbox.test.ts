import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helpers';
import { backoffMs, enqueueMail, isConnectionFailure, isPermanent, MAIL_BATCH } from './outbox';
import { noticeMail, verifyEmailMail } from './templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const outboxFor = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const outboxLike = (pattern: string) =>
  t.database.db.select().from(mailOutbox).where(like(mailOutbox.toAddress, pattern));
/** Queues `count` notice mails to prefix-0@example.nl, prefix-1@example.nl, … in one statement. */
async function queueMany(prefix: string, count: number): Promise<string[]> {
  const to = Array.from({ length: count }, (_, i) => `${prefix}-${i}@example.nl`);
  const content = noticeMail({ firstName: 'Test', subject: `Bulk ${prefix}`, message: 'Hallo' });
  await t.database.db.insert(mailOutbox).values(
    to.map((toAddress) => ({
      toAddress,
      kind: content.kind,
      subject: content.subject,
      html: content.html,
      text: content.text,
    })),
  );
  return to;
}
const arrivedFor = (prefix: string) => t.sink.mails.filter((m) => m.to[0]?.startsWith(`${prefix}-`));

describe('mail outbox', () => {
  it('keeps mail while SMTP is down and sends it when SMTP is back, also after a restart of the app', async () => {
    await t.sink.stop();
    await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'storing@example.nl',
        password: 'Zonnige-Kade-2026',
        firstName: 'Stijn',
        lastName: 'Storing',
      },
    });
    // The loop tries, fails and schedules a retry; the mail stays in the outbox. (Claiming a mail counts the
    // attempt before sending, so wait for the recorded error, not for the count.)
    await expect
      .poll(async () => (await outboxFor('storing@example.nl'))[0]?.lastError ?? null, { timeout: 5000 })
      .not.toBeNull();
    const [pending] = await outboxFor('storing@example.nl');
    expect(pending).toMatchObject({ status: 'pending', lastError: expect.any(String) });
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    // The app stops; SMTP comes back; a new app on the same database sends the mail.
    await t.app.close();
    await t.sink.restart();
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, pending!.id));
    t.app = await buildApp(t.config, { database: t.database });
    await t.app.ready();
    const mail = await t.sink.waitFor('storing@example.nl', { timeoutMs: 10_000 });
    expect(mail.subject).toBe('Welkom bij Woonportaal');
    await expect.poll(async () => (await outboxFor('storing@example.nl'))[0]?.status).toBe('sent');
  });

  it('sends each mail once, as HTML and text, from the configured sender', async () => {
    await enqueueMail(
      t.database.db,
      'eenmaal@example.nl',
      noticeMail({
        firstName: 'Eva',
        subject: 'Test <één>',
        message: 'Hallo & welkom',
        url: 'http://localhost:5000/dashboard',
      }),
    );
    const mail = await t.sink.waitFor('eenmaal@example.nl');
    expect(mail.subject).toBe('Test <één>');
    expect(mail.html).toContain('Hallo &amp; welkom');
    expect(mail.text).toContain('Hallo & welkom');
    await t.flushMail();
    await new Promise((r) => setTimeout(r, 200));
    expect(t.sink.mails.filter((m) => m.to.includes('eenmaal@example.nl'))).toHaveLength(1);
  });

  it('sends a backlog in parallel rounds over a few pooled connections, every mail exactly once', async () => {
    const to = await queueMany('bulk', MAIL_BATCH * 2 + 50);
    const connectionsBefore = t.sink.connections();
    // One run drains it all: a full round is followed by the next one at once, not after MAIL_POLL_MS.
    await t.flushMail();
    const rows = await outboxLike('bulk-%');
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null)).toBe(true);
    await expect.poll(() => arrivedFor('bulk').length).toBe(to.length);
    await new Promise((r) => setTimeout(r, 200));
    const arrived = arrivedFor('bulk');
    expect(arrived).toHaveLength(to.length);
    expect(new Set(arrived.map((m) => m.to[0])).size).toBe(to.length);
    // Each mail carries its row's Message-ID, once.
    expect(new Set(arrived.map((m) => m.messageId))).toEqual(
      new Set(rows.map((r) => `<${r.id}@woonportaal>`)),
    );
    // The pool reuses its connections instead of opening one per mail.
    expect(t.sink.connections() - connectionsBefore).toBeLessThanOrEqual(5);
  });

  it('with two app nodes on one database, still sends every mail exactly once', async () => {
    const second = await buildApp(t.config, { database: t.database });
    await second.ready();
    try {
      const to = await queueMany('twee', MAIL_BATCH * 3);
      await Promise.all([t.flushMail(), second.mailWorker?.runOnce()]);
      await expect.poll(() => arrivedFor('twee').length, { timeout: 10_000 }).toBe(to.length);
      await new Promise((r) => setTimeout(r, 300));
      expect(arrivedFor('twee')).toHaveLength(to.length);
      expect(new Set(arrivedFor('twee').map((m) => m.messageId)).size).toBe(to.length);
      expect((await outboxLike('twee-%')).every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('after an outage, mails that waited for the relay go out as soon as one mail gets through', async () => {
    await t.sink.stop();
    const to = await queueMany('uitval', 5);
    await t.flushMail();
    await expect
      .poll(async () => (await outboxLike('uitval-%')).every((r) => r.waitingForRelay), { timeout: 5000 })
      .toBe(true);
    const waiting = await outboxLike('uitval-%');
    expect(waiting.every((r) => r.status === 'pending' && r.lastError)).toBe(true);
    // As after a long outage: their back-off runs for another ten minutes.
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '10 minutes'` })
      .where(
        inArray(
          mailOutbox.id,
          waiting.map((r) => r.id),
        ),
      );

    await t.sink.restart();
    // The first mail after the outage goes through, and brings the waiting ones forward.
    await enqueueMail(
      t.database.db,
      'terug@example.nl',
      noticeMail({ firstName: 'Tom', subject: 'Weer bereikbaar', message: 'Hallo' }),
    );
    await t.sink.waitFor('terug@example.nl');
    await expect.poll(() => arrivedFor('uitval').length, { timeout: 5000 }).toBe(to.length);
    const rows = await outboxLike('uitval-%');
    expect(rows.every((r) => r.status === 'sent' && !r.waitingForRelay)).toBe(true);
  });

  it('closing the app closes its pooled SMTP connections', async () => {
    await enqueueMail(
      t.database.db,
      'pool@example.nl',
      noticeMail({ firstName: 'Piet', subject: 'Pool', message: 'Hallo' }),
    );
    await t.sink.waitFor('pool@example.nl');
    expect(t.sink.openConnections()).toBeGreaterThan(0);
    await t.app.close();
    await expect.poll(() => t.sink.openConnections(), { timeout: 5000 }).toBe(0);
    t.app = await buildApp(t.config, { database: t.database });
    await t.app.ready();
  });

  it('marks a mail failed when the relay refuses it for good (SMTP 5xx), without retrying', async () => {
    t.sink.rejectNext(1, { code: 550, message: 'Mailbox unavailable' });
    await enqueueMail(
      t.database.db,
      'geweigerd@example.nl',
      noticeMail({ firstName: 'Gert', subject: 'Geweigerd', message: 'Hallo' }),
    );
    await expect
      .poll(async () => (await outboxFor('geweigerd@example.nl'))[0]?.status, { timeout: 5000 })
      .toBe('failed');
    const [row] = await outboxFor('geweigerd@example.nl');
    expect(row).toMatchObject({
      attempts: 1,
      waitingForRelay: false,
      lastError: expect.stringContaining('550'),
    });
    expect(t.sink.rejected.filter((m) => m.to.includes('geweigerd@example.nl'))).toHaveLength(1);
    expect(t.sink.mails.some((m) => m.to.includes('geweigerd@example.nl'))).toBe(false);
  });

  it('retries a mail the relay asked to try later (4xx) with the same Message-ID', async () => {
    t.sink.rejectNext(1, { code: 451, message: 'Try again later' });
    await enqueueMail(
      t.database.db,
      'later@example.nl',
      noticeMail({ firstName: 'Lia', subject: 'Later', message: 'Hallo' }),
    );
    await expect
      .poll(async () => (await outboxFor('later@example.nl'))[0]?.lastError ?? null, { timeout: 5000 })
      .toContain('451');
    const [pending] = await outboxFor('later@example.nl');
    // Not a connection failure: it waits out its own back-off.
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, waitingForRelay: false });
    expect(pending!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await t.database.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, pending!.id));
    const mail = await t.sink.waitFor('later@example.nl');
    const [refused] = t.sink.rejected.filter((m) => m.to.includes('later@example.nl'));
    expect(refused!.messageId).toBe(`<${pending!.id}@woonportaal>`);
    expect(mail.messageId).toBe(refused!.messageId);
    await expect.poll(async () => (await outboxFor('later@example.nl'))[0]?.status).toBe('sent');
    expect((await outboxFor('later@example.nl'))[0]!.attempts).toBe(2);
  });

  it('tells connection failures and permanent refusals from the rest', () => {
    const err = (props: object) => Object.assign(new Error('x'), props);
    expect(isConnectionFailure(err({ code: 'ESOCKET', errno: -111, command: 'CONN' }))).toBe(true);
    expect(isConnectionFailure(err({ code: 'ETIMEDOUT', command: 'CONN' }))).toBe(true);
    expect(isConnectionFailure(err({ code: 'ECONNECTION' }))).toBe(true);
    expect(isConnectionFailure(err({ code: 'EDNS' }))).toBe(true);
    expect(isConnectionFailure(err({ code: 'EPROTOCOL', responseCode: 421, command: 'CONN' }))).toBe(true);
    expect(isConnectionFailure(err({ code: 'EMESSAGE', responseCode: 451, command: 'DATA' }))).toBe(false);
    expect(isConnectionFailure(err({ code: 'EENVELOPE', responseCode: 550 }))).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
    expect(isPermanent(err({ responseCode: 550 }))).toBe(true);
    expect(isPermanent(err({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }))).toBe(true);
    expect(isPermanent(err({ responseCode: 503 }))).toBe(false);
    expect(isPermanent(err({ code: 'EAUTH', responseCode: 535, command: 'AUTH PLAIN' }))).toBe(false);
    expect(isPermanent(err({ code: 'EPROTOCOL', responseCode: 554, command: 'CONN' }))).toBe(false);
    expect(isPermanent(err({ responseCode: 451 }))).toBe(false);
    expect(isPermanent(err({ code: 'ESOCKET' }))).toBe(false);
  });

  it('backs off exponentially up to half an hour', () => {
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(5)).toBe(80_000);
    expect(backoffMs(30)).toBe(30 * 60_000);
  });
});

describe('a round while the relay is away', () => {
  it('starts no more sends after a connection failure, gives the untried mails back, and sends all once it is back', async () => {
    // This app's loop never polls by itself: each run below is exactly one flushMail.
    const quiet = await createTestApp({ MAIL_POLL_MS: '3600000' });
    try {
      const all = () => quiet.database.db.select().from(mailOutbox);
      await quiet.sink.stop();
      const content = noticeMail({ firstName: 'Test', subject: 'Stil', message: 'Hallo' });
      await quiet.database.db.insert(mailOutbox).values(
        Array.from({ length: 60 }, (_, i) => ({
          toAddress: `stil-${i}@example.nl`,
          kind: content.kind,
          subject: content.subject,
          html: content.html,
          text: content.text,
        })),
      );
      await quiet.flushMail();
      const rows = await all();
      const tried = rows.filter((r) => r.attempts === 1);
      const untried = rows.filter((r) => r.attempts === 0);
      expect(tried.length + untried.length).toBe(60);
      expect(tried.length).toBeGreaterThan(0);
      expect(untried.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.status === 'pending')).toBe(true);
      expect(
        tried.every((r) => r.waitingForRelay && r.lastError && r.nextAttemptAt.getTime() > Date.now()),
      ).toBe(true);
      expect(untried.every((r) => !r.waitingForRelay && r.lastError === null)).toBe(true);
      expect(untried.every((r) => r.nextAttemptAt.getTime() <= Date.now())).toBe(true);

      // Back: one run sends the due mails, and with the first accepted one the waiting ones are due too.
      await quiet.sink.restart();
      await quiet.flushMail();
      expect((await all()).every((r) => r.status === 'sent')).toBe(true);
      await expect.poll(() => quiet.sink.mails.length).toBe(60);
      expect(new Set(quiet.sink.mails.map((m) => m.messageId)).size).toBe(60);
    } finally {
      await quiet.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('saves mails as .eml files under DATA_DIR/mail', async () => {
    const local = await createTestApp({ SMTP_URL: '' });
    try {
      expect(local.config.smtpUrl).toBeUndefined();
      await enqueueMail(
        local.database.db,
        'lokaal@example.nl',
        verifyEmailMail({ firstName: 'Lotte', url: 'http://localhost:5000/verify-email?token=abc' }),
      );
      await local.flushMail();
      const dir = path.join(local.config.dataDir, 'mail');
      await expect
        .poll(() => readdirSync(dir, { withFileTypes: true }).length, { timeout: 5000 })
        .toBeGreaterThan(0);
      const eml = readFileSync(path.join(dir, readdirSync(dir)[0]!), 'utf8');
      expect(eml).toContain('To: lokaal@example.nl');
      expect(eml).toContain('Subject: Bevestig uw e-mailadres');
    } finally {
      await local.close();
    }
  });
});
