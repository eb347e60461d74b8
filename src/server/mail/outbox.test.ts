import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { mailOutbox } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helpers';
import { backoffMs, enqueueMail } from './outbox';
import { noticeMail, verifyEmailMail } from './templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const outboxFor = (to: string) => t.database.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));

describe('mail outbox', () => {
  it('keeps mail while SMTP is down and sends it when SMTP is back, also after a restart of the app', async () => {
    await t.sink.stop();
    await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: 'storing@example.nl',
        password: 'Welkom123',
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

  it('backs off exponentially up to half an hour', () => {
    expect(backoffMs(1)).toBe(5_000);
    expect(backoffMs(2)).toBe(10_000);
    expect(backoffMs(5)).toBe(80_000);
    expect(backoffMs(30)).toBe(30 * 60_000);
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
