// Online payment through the built-in test checkout (docs/decisions/0016): who may
// start a payment, one open payment per invoice, the checkout page and its outcomes, the webhook that believes
// only the provider, duplicate and reordered reports, a forged report and an amount that does not match. On PGlite
// here; `npm run test:pg` runs the same file on PostgreSQL, where the concurrent clicks really interleave.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, notifications, payments, testPayments } from '../../db/schema';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { APP_URL, createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let otherConsumer: Signed;
let pro: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer', { firstName: 'Carla' });
  otherConsumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional', { firstName: 'Pieter' });
  admin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
});
afterAll(async () => {
  await t.close();
});

/** A taxatie invoice of the shared consumer: 45000 + 21% = 54450 cents. */
const invoiced = () => invoicedProject(t, { consumerId: consumer.id, pro });

const startPayment = (invoiceId: string, cookie = consumer.cookie) =>
  t.post(`/api/invoices/${invoiceId}/create-payment`, undefined, cookie);

/** The test checkout's form, as the browser posts it. */
const checkout = (paymentId: string, status: string, method = 'ideal') =>
  t.request({
    method: 'POST',
    url: `/test-checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ status, method }).toString(),
  });

const webhook = (id: string) => t.paymentWebhook(id);

async function invoiceRow(id: string) {
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return row!;
}

const paidMailsTo = (email: string, invoiceNumber: string) =>
  t.sink.mails.filter(
    (m) => m.to.includes(email) && m.subject === 'Factuur betaald' && m.text.includes(invoiceNumber),
  );

async function settleMail() {
  await t.flushMail();
  await new Promise((r) => setTimeout(r, 150));
}

describe('POST /api/invoices/{id}/create-payment', () => {
  it('makes a test-checkout payment of exactly the total; the invoice waits for it; audited', async () => {
    const { invoice, project } = await invoiced();
    const res = await startPayment(invoice.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      paymentId: expect.stringMatching(/^tst_[0-9a-f]{24}$/),
      paymentUrl: `${APP_URL}/test-checkout/${body.paymentId}`,
    });
    const [stored] = await t.database.db
      .select()
      .from(testPayments)
      .where(eq(testPayments.id, body.paymentId));
    expect(stored).toMatchObject({
      amountCents: 54_450,
      status: 'open',
      description: `Factuur ${invoice.invoiceNumber}`,
      redirectUrl: `${APP_URL}/project/${project.id}?payment=success&invoice=${invoice.id}`,
      webhookUrl: `${APP_URL}/api/payments/webhook`,
      metadata: { invoiceId: invoice.id },
    });
    expect((await invoiceRow(invoice.id)).status).toBe('pending_payment');
    const got = (await t.get(`/api/invoices/project/${project.id}`, consumer.cookie)).json();
    expect(got).toMatchObject({ status: 'pending_payment', payable: true });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'payment.create')));
    expect(audit).toMatchObject([
      {
        actorId: consumer.id,
        details: { paymentId: body.paymentId, amount: 54_450 },
        after: { paymentId: body.paymentId, amount: 54_450 },
      },
    ]);
  });

  it('gives 20 clicks at once one payment, and hands the same one out again later', async () => {
    const { invoice } = await invoiced();
    const answers = await Promise.all(Array.from({ length: 20 }, () => startPayment(invoice.id)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const ids = new Set(answers.map((a) => a.json().paymentId));
    expect(ids.size).toBe(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(rows).toHaveLength(1);
    expect((await startPayment(invoice.id)).json().paymentId).toBe([...ids][0]);
  });

  it('is only for the project’s consumer: others get 404, other roles 403; nothing is made', async () => {
    const { invoice } = await invoiced();
    expect((await startPayment(invoice.id, otherConsumer.cookie)).statusCode).toBe(404);
    expect((await startPayment(invoice.id, pro.cookie)).statusCode).toBe(403);
    expect((await startPayment(invoice.id, admin.cookie)).statusCode).toBe(403);
    expect((await startPayment('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await startPayment('not-a-uuid')).statusCode).toBe(400);
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
    expect((await invoiceRow(invoice.id)).status).toBe('sent');
  });

  it('refuses a paid invoice with a Dutch 409', async () => {
    const { invoice } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    await checkout(paymentId, 'paid');
    const again = await startPayment(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVOICE_ALREADY_PAID',
      message: INVOICE_MESSAGES.alreadyPaid,
    });
  });
});

describe('the test checkout', () => {
  it('shows a page that says plainly it is a test, with the amount and the four outcomes', async () => {
    const { invoice } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    const page = await t.get(`/test-checkout/${paymentId}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // Its form must carry our Origin when a browser posts it (the app's no-referrer policy would make it 'null').
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('Dit is geen echte betaling');
    expect(page.body).toContain(`Factuur ${invoice.invoiceNumber}`);
    expect(page.body).toMatch(/€\s544,50/);
    for (const label of ['Betaald', 'Mislukt', 'Geannuleerd', 'Verlopen'])
      expect(page.body).toContain(`>${label}<`);
    expect((await t.get('/test-checkout/tst_000000000000000000000000')).statusCode).toBe(404);
  });

  it('refuses an unknown outcome, method or id, and a post from another origin; nothing changes', async () => {
    const { invoice } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    expect((await checkout(paymentId, 'gratis')).statusCode).toBe(400);
    expect((await checkout(paymentId, 'paid', 'sofort')).statusCode).toBe(400);
    expect((await checkout('tst_zz', 'paid')).statusCode).toBe(400);
    expect((await checkout('tst_000000000000000000000000', 'paid')).statusCode).toBe(404);
    const forged = await t.request({
      method: 'POST',
      url: `/test-checkout/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
      payload: 'status=paid',
    });
    expect(forged.statusCode).toBe(403);
    const [stored] = await t.database.db.select().from(testPayments).where(eq(testPayments.id, paymentId));
    expect(stored!.status).toBe('open');
    expect((await invoiceRow(invoice.id)).status).toBe('pending_payment');
  });

  it('Betaald: the invoice is paid with the moment and the method, once; the professional and admins are told', async () => {
    const { invoice, project } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    const res = await checkout(paymentId, 'paid', 'bancontact');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(
      `${APP_URL}/project/${project.id}?payment=success&invoice=${invoice.id}`,
    );

    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'bancontact' });
    expect(row.paidAt).toBeInstanceOf(Date);

    const status = (await t.get(`/api/invoices/${invoice.id}/payment-status`, consumer.cookie)).json();
    expect(status).toMatchObject({
      invoiceId: invoice.id,
      invoiceNumber: invoice.invoiceNumber,
      invoiceStatus: 'paid',
      paid: true,
      paymentMethod: 'bancontact',
      payable: false,
      payment: { id: paymentId, status: 'paid', method: 'bancontact' },
    });

    // A second submit of the form (the back button) changes nothing and tells nobody again.
    expect((await checkout(paymentId, 'failed')).statusCode).toBe(303);
    expect((await invoiceRow(invoice.id)).status).toBe('paid');
    await settleMail();
    await t.sink.waitFor(pro.email, { subject: /^Factuur betaald$/ });
    expect(paidMailsTo(pro.email, invoice.invoiceNumber)).toHaveLength(1);
    const adminNotes = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.title, 'Factuur betaald')));
    expect(adminNotes.filter((n) => n.message.includes(invoice.invoiceNumber))).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.paid')));
    expect(audit).toHaveLength(1);
    // The provider's report made the change: no person, no address, the source said.
    expect(audit[0]).toMatchObject({
      actorId: null,
      ip: null,
      details: { source: 'provider' },
      before: { status: 'pending_payment' },
      after: { status: 'paid', amount: 54_450 },
    });
  });

  it('Mislukt, Geannuleerd and Verlopen leave the invoice payable; a new payment can be made', async () => {
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const { invoice } = await invoiced();
      const { paymentId } = (await startPayment(invoice.id)).json();
      expect((await checkout(paymentId, outcome)).statusCode).toBe(303);
      expect((await invoiceRow(invoice.id)).status).toBe('sent');
      const status = (await t.get(`/api/invoices/${invoice.id}/payment-status`, consumer.cookie)).json();
      expect(status).toMatchObject({ paid: false, payable: true, payment: { status: outcome } });
      const next = await startPayment(invoice.id);
      expect(next.statusCode).toBe(200);
      expect(next.json().paymentId).not.toBe(paymentId);
    }
  });
});

describe('POST /api/payments/webhook', () => {
  it('answers 200 to an id it does not know and changes nothing; needs no Origin or cookie', async () => {
    const res = await webhook('tr_unknown123');
    expect(res.statusCode).toBe(200);
    expect((await webhook('tst_000000000000000000000000')).statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'POST', url: '/api/payments/webhook', payload: {} });
    expect(bad.statusCode).toBe(400);
  });

  it('believes only the provider: told of a payment that is still open, it leaves the invoice unpaid', async () => {
    const { invoice } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    // A forger posts our webhook as if the payment were paid; the provider says it is open.
    for (const payload of [
      `id=${paymentId}&status=paid`,
      JSON.stringify({ id: paymentId, status: 'paid' }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: {
          'content-type': payload.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        payload,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await invoiceRow(invoice.id)).status).toBe('pending_payment');
  });

  it('moves the invoice once for duplicate and reordered reports, with one paid mail', async () => {
    const { invoice } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    // The provider records the outcome; its webhook reaches us many times, some at once.
    await t.database.db
      .update(testPayments)
      .set({ status: 'paid', method: 'ideal', paidAt: new Date() })
      .where(eq(testPayments.id, paymentId));
    const answers = await Promise.all(Array.from({ length: 8 }, () => webhook(paymentId)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe('paid');
    await settleMail();
    await t.sink.waitFor(pro.email, { subject: /^Factuur betaald$/ });
    expect(paidMailsTo(pro.email, invoice.invoiceNumber)).toHaveLength(1);
    const paidAudit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.paid')));
    expect(paidAudit).toHaveLength(1);
  });

  it('refuses and logs a payment whose amount or invoice does not match ours', async () => {
    const { invoice } = await invoiced();
    const { paymentId } = (await startPayment(invoice.id)).json();
    // The provider's record says 1 cent was paid.
    await t.database.db
      .update(testPayments)
      .set({ status: 'paid', method: 'ideal', paidAt: new Date(), amountCents: 1 })
      .where(eq(testPayments.id, paymentId));
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect((await invoiceRow(invoice.id)).status).toBe('pending_payment');
    const [mismatch] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'payment.mismatch')));
    expect(mismatch?.details).toMatchObject({ paymentId, expected: 54_450, reported: { amountCents: 1 } });

    // A payment the provider says is for another invoice.
    const other = await invoiced();
    const second = (await startPayment(other.invoice.id)).json().paymentId;
    await t.database.db
      .update(testPayments)
      .set({ status: 'paid', metadata: { invoiceId: invoice.id } })
      .where(eq(testPayments.id, second));
    expect((await webhook(second)).statusCode).toBe(200);
    expect((await invoiceRow(other.invoice.id)).status).toBe('pending_payment');
    expect((await invoiceRow(invoice.id)).status).toBe('pending_payment');
  });
});

describe('GET /api/invoices/{id}/payment-status', () => {
  it('answers who sees the invoice (consumer, professional, admin) and 404 to anyone else', async () => {
    const { invoice } = await invoiced();
    const before = await t.get(`/api/invoices/${invoice.id}/payment-status`, consumer.cookie);
    expect(before.json()).toMatchObject({ invoiceStatus: 'sent', paid: false, payable: true, payment: null });
    for (const who of [pro, admin]) {
      expect((await t.get(`/api/invoices/${invoice.id}/payment-status`, who.cookie)).statusCode).toBe(200);
    }
    expect((await t.get(`/api/invoices/${invoice.id}/payment-status`, otherConsumer.cookie)).statusCode).toBe(
      404,
    );
    expect((await t.get(`/api/invoices/${invoice.id}/payment-status`)).statusCode).toBe(401);
  });
});

describe('without a payment provider (a public address without MOLLIE_API_KEY)', () => {
  it('answers 503 in Dutch and makes nothing; the invoice mail does not promise online payment', async () => {
    const off = await createTestApp({ TEST_CHECKOUT: 'false' });
    try {
      const c = await off.loginAs('consumer');
      const p = await off.loginAs('professional');
      await withCompanyDetails(off, p.id);
      const { invoice } = await invoicedProject(off, { consumerId: c.id, pro: p });
      const res = await off.post(`/api/invoices/${invoice.id}/create-payment`, undefined, c.cookie);
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(INVOICE_MESSAGES.paymentsOff);
      expect(res.headers['retry-after']).toBeDefined();
      expect(await off.database.db.select().from(payments)).toEqual([]);
      expect((await off.get(`/test-checkout/tst_000000000000000000000000`)).statusCode).toBe(404);
      const mail = await off.sink.waitFor(c.email, { subject: new RegExp(invoice.invoiceNumber) });
      expect(mail.text).toContain('overmaken naar het IBAN');
      expect(mail.text).not.toContain('online kunt betalen');
    } finally {
      await off.close();
    }
  });
});
