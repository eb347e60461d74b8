// The payment flow with Mollie as the provider (MOLLIE_API_KEY set), against a local HTTPS server that answers like
// Mollie's API v2 (src/server/test/fake-mollie.ts): the whole app, the real Mollie client, nothing of ours mocked.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, payments } from '../../db/schema';
import { FakeMollie, startMollieTestApp } from '../../test/fake-mollie';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { APP_URL, type TestApp, type TestUser } from '../../test/helpers';

const mollie = new FakeMollie();
let t: TestApp;
let consumer: TestUser & { cookie: string };
let pro: TestUser & { cookie: string };
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ t, stop } = await startMollieTestApp(mollie));
  consumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
});
afterAll(() => stop());

const webhook = (id: string) => t.paymentWebhook(id);
const statusOf = async (invoiceId: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!.status;

describe('payments through Mollie', () => {
  it('sends the consumer to Mollie’s checkout; the webhook, asking Mollie, marks the invoice paid', async () => {
    const { invoice, project } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const res = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(res.statusCode).toBe(200);
    const { paymentId, paymentUrl } = res.json();
    expect(paymentId).toMatch(/^tr_/);
    expect(paymentUrl).toBe(`https://www.mollie.com/checkout/select-method/${paymentId}`);
    const sent = mollie.requests.find((r) => r.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: '544.50' },
      description: `Factuur ${invoice.invoiceNumber}`,
      redirectUrl: `${APP_URL}/project/${project.id}?payment=success&invoice=${invoice.id}`,
      metadata: { invoiceId: invoice.id },
    });
    expect(await statusOf(invoice.id)).toBe('pending_payment');

    // Told while still open: nothing changes.
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect(await statusOf(invoice.id)).toBe('pending_payment');

    mollie.setStatus(paymentId, 'paid', 'creditcard');
    expect((await webhook(paymentId)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'creditcard' });

    // A late, stale answer from the provider cannot unpay it.
    mollie.setStatus(paymentId, 'open', null);
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect(await statusOf(invoice.id)).toBe('paid');
  });

  it('learns the outcome when the consumer returns, even with no webhook (a trial on localhost)', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (
      await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie)
    ).json();
    // Mollie cannot reach a webhook on localhost, so none was given.
    const created = mollie.requests.filter((r) => r.method === 'POST').at(-1)!.body as Record<
      string,
      unknown
    >;
    expect(created).not.toHaveProperty('webhookUrl');
    mollie.setStatus(paymentId, 'expired', null);
    const status = (await t.get(`/api/invoices/${invoice.id}/payment-status`, consumer.cookie)).json();
    expect(status).toMatchObject({
      paid: false,
      payable: true,
      payment: { id: paymentId, status: 'expired' },
    });
    expect(await statusOf(invoice.id)).toBe('sent');
  });

  it('asks Mollie before handing out an old open payment again, and makes a new one if it ended', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const first = (
      await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie)
    ).json();
    // An hour later, the payment expired at Mollie without our hearing of it.
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.providerPaymentId, first.paymentId));
    mollie.setStatus(first.paymentId, 'expired', null);
    const second = (
      await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie)
    ).json();
    expect(second.paymentId).not.toBe(first.paymentId);
    // A pending payment (the bank is working on it) is not replaced.
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(payments.providerPaymentId, second.paymentId));
    mollie.setStatus(second.paymentId, 'pending', 'ideal');
    const third = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(third.statusCode).toBe(409);
    expect(third.json()).toMatchObject({
      code: 'PAYMENT_IN_PROGRESS',
      message: INVOICE_MESSAGES.paymentInProgress,
    });
  });

  it('answers 503 while Mollie is away, leaves nothing behind, and works again when it is back', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    mollie.failNext = [503, 503, 503];
    const res = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(INVOICE_MESSAGES.providerUnavailable);
    expect(await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id))).toEqual([]);
    expect(await statusOf(invoice.id)).toBe('sent');

    mollie.failNext = [];
    const again = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(again.statusCode).toBe(200);

    // The webhook while Mollie cannot be asked: 503, so Mollie delivers it again later.
    mollie.failNext = [503, 503, 503];
    expect((await webhook(again.json().paymentId)).statusCode).toBe(503);
    mollie.failNext = [];
  });
});
