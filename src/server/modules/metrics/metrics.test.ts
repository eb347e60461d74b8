// GET /metrics: off (404) without METRICS_TOKEN, 404 for a missing or wrong bearer token, and with the right one
// the operator's figures: requests by route template and status class, the outbox, jobs, payments, the pool.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, payments } from '../../db/schema';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { createTestApp, type TestApp } from '../../test/helpers';

const TOKEN = 'metrics-token-0123456789abcdef';
const scrape = (t: TestApp, authorization?: string) =>
  t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line, e.g. `woonportaal_mail_outbox_waiting 3`. */
function sample(body: string, name: string, labels = ''): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${name}${labels ? `{${labels}}` : ''} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 in the API shape, with or without a token', async () => {
    for (const auth of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrape(t, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', error: 'Niet gevonden' });
    }
  });
});

describe('with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 404 to a scrape without the token, with a wrong one, or with another scheme', async () => {
    for (const auth of [
      undefined,
      'Bearer wrong-token-0123456789abcdef',
      `Bearer ${TOKEN}x`,
      `Basic ${TOKEN}`,
      TOKEN,
    ]) {
      const res = await scrape(t, auth);
      expect(res.statusCode, String(auth)).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
      expect(res.body).not.toContain('woonportaal_');
    }
  });

  it('counts requests by route template and status class, never by raw URL', async () => {
    const consumer = await t.loginAs('consumer');
    const project = await t.createProject({ consumerId: consumer.id });
    expect((await t.get(`/api/projects/${project.id}`, consumer.cookie)).statusCode).toBe(200);
    expect(
      (await t.get('/api/projects/00000000-0000-4000-8000-000000000000', consumer.cookie)).statusCode,
    ).toBe(404);
    const res = await scrape(t, `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.body;
    const count = (status: string) =>
      sample(
        body,
        'woonportaal_http_request_duration_seconds_count',
        `method="GET",route="/api/projects/:id",status_class="${status}"`,
      );
    expect(count('2xx')).toBe(1);
    expect(count('4xx')).toBe(1);
    expect(body).not.toContain(project.id);
    // The process's own figures come along.
    expect(body).toContain('process_cpu_user_seconds_total');
    expect(body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('shows the outbox waiting and its oldest mail’s age', async () => {
    const before = sample((await scrape(t, `Bearer ${TOKEN}`)).body, 'woonportaal_mail_outbox_waiting') ?? -1;
    // Two mails held back for a retry an hour from now, the first of them made ten minutes ago.
    const later = new Date(Date.now() + 3_600_000);
    const [old] = await t.database.db
      .insert(mailOutbox)
      .values([
        { toAddress: 'a@test.nl', kind: 'test', subject: 's', html: 'h', text: 't', nextAttemptAt: later },
        { toAddress: 'b@test.nl', kind: 'test', subject: 's', html: 'h', text: 't', nextAttemptAt: later },
      ])
      .returning({ id: mailOutbox.id });
    await t.database.db
      .update(mailOutbox)
      .set({ createdAt: new Date(Date.now() - 600_000) })
      .where(eq(mailOutbox.id, old!.id));
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, 'woonportaal_mail_outbox_waiting')).toBe(before + 2);
    expect(sample(body, 'woonportaal_mail_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(599);
    expect(sample(body, 'woonportaal_database_up')).toBe(1);
  });

  it('shows payments created and not yet settled', async () => {
    const consumer = await t.loginAs('consumer');
    const pro = await t.loginAs('professional');
    await withCompanyDetails(t, pro.id);
    const before =
      sample((await scrape(t, `Bearer ${TOKEN}`)).body, 'woonportaal_payments_unsettled', 'status="open"') ??
      0;
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const res = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(res.statusCode).toBe(200);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(payment!.status).toBe('open');
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, 'woonportaal_payments_unsettled', 'status="open"')).toBe(before + 1);
    expect(sample(body, 'woonportaal_payments_unsettled_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('shows each background job’s rounds, failures and lag', async () => {
    await t.app.mailWorker?.runOnce();
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    expect(sample(body, 'woonportaal_job_runs_total', 'job="mail outbox"')).toBeGreaterThanOrEqual(1);
    expect(sample(body, 'woonportaal_job_failures_total', 'job="mail outbox"')).toBe(0);
    expect(sample(body, 'woonportaal_job_lag_seconds', 'job="mail outbox"')).toBeLessThan(5);
    for (const job of ['clean-up', 'overdue invoices'])
      expect(body, job).toMatch(new RegExp(`woonportaal_job_lag_seconds\\{job="${job}"\\} `));
  });

  it('shows the connection pool on PostgreSQL only', async () => {
    const body = (await scrape(t, `Bearer ${TOKEN}`)).body;
    if (t.database.kind === 'postgres') {
      expect(sample(body, 'woonportaal_db_pool_connections', 'state="max"')).toBe(5);
      expect(sample(body, 'woonportaal_db_pool_waiting')).toBe(0);
    } else {
      expect(sample(body, 'woonportaal_db_pool_connections', 'state="max"')).toBeUndefined();
    }
  });
});
