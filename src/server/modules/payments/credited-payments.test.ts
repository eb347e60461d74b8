// Payments of credited invoices with Mollie as the provider (docs/decisions/0016, the amendment on late payments),
// against the local server that answers like Mollie's API v2 (test/fake-mollie.ts): crediting cancels the open
// payment at Mollie; a payment that still arrives paid leaves the invoice credited, is refunded once through
// Mollie's refund API and is told to every admin; a Mollie that is away delays the cancel or the refund, which the
// repair loop then makes; the replacement invoice is paid once.
import { formatCents } from '@shared/format';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, notifications, paymentRefunds, payments } from '../../db/schema';
import { FakeMollie, startMollieTestApp } from '../../test/fake-mollie';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import type { TestApp, TestUser } from '../../test/helpers';
import { repairCreditedPayments } from './credited';
import { PAYMENT_NOTICES } from './notices';

const mollie = new FakeMollie();
const REFUND_FAILED_TITLE = PAYMENT_NOTICES.refundFailedToAdmins(
  { invoiceNumber: '', project: { projectRef: '', type: 'taxatie' } },
  0,
  0,
).title;
let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let pro: Signed;
let admin: Signed;
let otherAdmin: Signed;
let stop: () => Promise<void>;

beforeAll(async () => {
  ({ t, stop } = await startMollieTestApp(mollie));
  consumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional');
  admin = await t.loginAs('admin');
  otherAdmin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
});
afterAll(() => stop());

const webhook = (id: string) => t.paymentWebhook(id);
const pay = (invoiceId: string) =>
  t.post(`/api/invoices/${invoiceId}/create-payment`, undefined, consumer.cookie);
const credit = (invoiceId: string) =>
  t.post(`/api/invoices/${invoiceId}/credit-note`, { reason: 'Verkeerd tarief' }, admin.cookie);
const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const paymentRow = async (providerPaymentId: string) =>
  (await t.database.db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)))[0]!;
const refundsOf = (invoiceId: string) =>
  t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoiceId));
const auditOf = (invoiceId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, invoiceId), eq(auditLog.action, action)));
async function lateNoticesFor(invoiceNumber: string) {
  const rows = await t.database.db
    .select()
    .from(notifications)
    .where(inArray(notifications.userId, [admin.id, otherAdmin.id]));
  return rows.filter(
    (n) => n.title === 'Betaling op gecrediteerde factuur' && n.message.includes(invoiceNumber),
  );
}
/** The payment looks untouched for a while (the repair loop leaves just-changed payments to their request). */
const ageOf = (providerPaymentId: string) =>
  t.database.db
    .update(payments)
    .set({ updatedAt: new Date(Date.now() - 5 * 60_000) })
    .where(eq(payments.providerPaymentId, providerPaymentId));

describe('crediting an invoice with an open Mollie payment', () => {
  it('cancels the payment at Mollie once the credit note is made; a later checkout changes nothing', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    mollie.requests.length = 0;

    expect((await credit(invoice.id)).statusCode).toBe(201);
    expect(mollie.requests.map((r) => `${r.method} ${r.path}`)).toContain(`DELETE /v2/payments/${paymentId}`);
    expect(mollie.payments.get(paymentId)!.status).toBe('canceled');
    expect((await paymentRow(paymentId)).status).toBe('canceled');
    expect((await invoiceRow(invoice.id)).creditedAt).toBeInstanceOf(Date);

    // Mollie's webhook for the cancel changes nothing more; nothing is refunded.
    expect((await webhook(paymentId)).statusCode).toBe(200);
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect((await invoiceRow(invoice.id)).status).not.toBe('paid');
  });

  it('paid after the credit: the invoice stays credited, Mollie refunds once, every admin is told once', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    // The consumer is at the bank: Mollie no longer lets the payment be canceled.
    mollie.setCancelable(paymentId, false);
    expect((await credit(invoice.id)).statusCode).toBe(201);
    expect(mollie.requests.some((r) => r.method === 'DELETE' && r.path.endsWith(paymentId))).toBe(false);
    expect((await paymentRow(paymentId)).status).toBe('open');

    mollie.setStatus(paymentId, 'paid', 'ideal');
    expect((await webhook(paymentId)).statusCode).toBe(200);
    const row = await invoiceRow(invoice.id);
    expect(row.status).not.toBe('paid');
    expect(row.paidAt).toBeNull();
    expect(row.creditedAt).toBeInstanceOf(Date);
    expect((await paymentRow(paymentId)).status).toBe('paid');

    const [refund] = mollie.refundsOf(paymentId);
    expect(mollie.refundsOf(paymentId)).toHaveLength(1);
    expect(refund).toMatchObject({
      amount: { currency: 'EUR', value: '544.50' },
      description: `Terugbetaling factuur ${invoice.invoiceNumber} (gecrediteerd)`,
      status: 'pending',
    });
    expect(await refundsOf(invoice.id)).toMatchObject([
      { amountCents: 54_450, status: 'pending', providerRefundId: refund!.id, attempts: 1 },
    ]);
    expect(await lateNoticesFor(invoice.invoiceNumber)).toHaveLength(2);
    const [notice] = await lateNoticesFor(invoice.invoiceNumber);
    expect(notice!.message).toContain(formatCents(54_450));
    expect(notice!.message).toContain('terugbetaald');
    expect(await auditOf(invoice.id, 'invoice.paid')).toEqual([]);
    expect(await auditOf(invoice.id, 'payment.paid_after_credit')).toMatchObject([
      { actorId: null, details: { paymentId, amount: 54_450, source: 'provider' } },
    ]);
    expect(await auditOf(invoice.id, 'payment.refund')).toMatchObject([
      { details: { paymentId, refundId: refund!.id, amount: 54_450, status: 'pending' } },
    ]);
    // The professional is not told the invoice was paid.
    const proNotices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, pro.id));
    expect(
      proNotices.filter((n) => n.message.includes(invoice.invoiceNumber) && n.title === 'Factuur betaald'),
    ).toEqual([]);

    // The same webhook again, and the consumer asking after returning: nothing more.
    expect((await webhook(paymentId)).statusCode).toBe(200);
    const status = (await t.get(`/api/invoices/${invoice.id}/payment-status`, consumer.cookie)).json();
    expect(status).toMatchObject({ paid: false, payable: false });
    expect(mollie.refundsOf(paymentId)).toHaveLength(1);
    expect(await refundsOf(invoice.id)).toHaveLength(1);
    expect(await lateNoticesFor(invoice.invoiceNumber)).toHaveLength(2);
    expect(await auditOf(invoice.id, 'payment.paid_after_credit')).toHaveLength(1);
  });

  it('two webhooks for the late payment at once refund once', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    mollie.setCancelable(paymentId, false);
    await credit(invoice.id);
    mollie.setStatus(paymentId, 'paid', 'creditcard');
    const answers = await Promise.all([webhook(paymentId), webhook(paymentId), webhook(paymentId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(mollie.refundsOf(paymentId)).toHaveLength(1);
    expect(await refundsOf(invoice.id)).toMatchObject([{ status: 'pending' }]);
    expect(await lateNoticesFor(invoice.invoiceNumber)).toHaveLength(2);
  });

  it('paid at Mollie before the credit, reported only when asked: the cancel finds it paid and refunds it', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    // Paid a moment ago; Mollie's webhook has not arrived yet.
    mollie.setStatus(paymentId, 'paid', 'ideal');
    expect((await credit(invoice.id)).statusCode).toBe(201);
    expect((await invoiceRow(invoice.id)).status).not.toBe('paid');
    expect(mollie.refundsOf(paymentId)).toHaveLength(1);
    expect(await lateNoticesFor(invoice.invoiceNumber)).toHaveLength(2);
  });

  it('Mollie away while crediting: the credit note stands, and the repair loop cancels the payment later', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    mollie.failNext = Array(8).fill(503);
    const res = await credit(invoice.id);
    mollie.failNext = [];
    expect(res.statusCode).toBe(201);
    expect((await invoiceRow(invoice.id)).creditedAt).toBeInstanceOf(Date);
    expect(mollie.payments.get(paymentId)!.status).toBe('open');
    expect((await paymentRow(paymentId)).status).toBe('open');

    // The credited invoice cannot be paid meanwhile: its open checkout is not handed out again.
    const again = await pay(invoice.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'INVOICE_NOT_PAYABLE',
      message: INVOICE_MESSAGES.creditedNotPayable,
    });

    await ageOf(paymentId);
    const round = await repairCreditedPayments(t.app.ctx);
    expect(round.canceled).toBeGreaterThanOrEqual(1);
    expect(mollie.payments.get(paymentId)!.status).toBe('canceled');
    expect((await paymentRow(paymentId)).status).toBe('canceled');
  });

  it('Mollie away when refunding: the refund stays to be made, the repair loop makes it once; admins told after repeated failures', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    mollie.setCancelable(paymentId, false);
    await credit(invoice.id);
    mollie.setStatus(paymentId, 'paid', 'ideal');
    // The webhook's GET is answered (0: no failure); the refund's POST and the client's two retries are not.
    mollie.failNext = [0, 503, 503, 503];
    expect((await webhook(paymentId)).statusCode).toBe(200);
    mollie.failNext = [];
    expect(mollie.refundsOf(paymentId)).toHaveLength(0);
    expect(await refundsOf(invoice.id)).toMatchObject([{ status: 'requested', attempts: 1 }]);
    expect((await invoiceRow(invoice.id)).status).not.toBe('paid');

    // Two more failed rounds: the admins are told to look at it.
    for (let i = 0; i < 2; i++) {
      mollie.failNext = [503, 503, 503];
      await repairCreditedPayments(t.app.ctx);
    }
    mollie.failNext = [];
    expect(await refundsOf(invoice.id)).toMatchObject([{ status: 'requested', attempts: 3 }]);
    const failed = (
      await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))
    ).filter((n) => n.title === REFUND_FAILED_TITLE);
    expect(failed.filter((n) => n.message.includes(invoice.invoiceNumber))).toHaveLength(1);

    await repairCreditedPayments(t.app.ctx);
    expect(mollie.refundsOf(paymentId)).toHaveLength(1);
    expect(await refundsOf(invoice.id)).toMatchObject([{ status: 'pending', attempts: 4, lastError: null }]);
    await repairCreditedPayments(t.app.ctx);
    expect(mollie.refundsOf(paymentId)).toHaveLength(1);
  });
});

describe('crediting an invoice while its payment is being made at Mollie', () => {
  it('records the payment but does not hand it out: 409 INVOICE_NOT_PAYABLE, and the payment is canceled', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    let release = () => {};
    mollie.holdCreate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = mollie.requests.length;
    const paying = pay(invoice.id);
    while (!mollie.requests.slice(before).some((r) => r.method === 'POST' && r.path === '/v2/payments'))
      await new Promise((r) => setTimeout(r, 20));
    expect((await credit(invoice.id)).statusCode).toBe(201);
    mollie.holdCreate = null;
    release();

    const res = await paying;
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'INVOICE_NOT_PAYABLE' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(row!.status).toBe('canceled');
    expect(mollie.payments.get(row!.providerPaymentId!)!.status).toBe('canceled');
    expect((await invoiceRow(invoice.id)).status).not.toBe('pending_payment');
  });
});

describe('the replacement invoice', () => {
  it('is paid once; the credited one is refused with INVOICE_NOT_PAYABLE', async () => {
    const { invoice, project } = await invoicedProject(t, { consumerId: consumer.id, pro });
    await pay(invoice.id);
    await credit(invoice.id);
    const made = await t.post('/api/invoices', { projectId: project.id }, pro.cookie);
    expect(made.statusCode).toBe(201);
    const replacement = made.json() as { id: string };
    expect((await t.post(`/api/invoices/${replacement.id}/send`, {}, pro.cookie)).statusCode).toBe(200);

    const { paymentId } = (await pay(replacement.id)).json();
    mollie.setStatus(paymentId, 'paid', 'ideal');
    await webhook(paymentId);
    expect((await invoiceRow(replacement.id)).status).toBe('paid');
    expect(await refundsOf(replacement.id)).toEqual([]);

    const twice = await pay(replacement.id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'INVOICE_ALREADY_PAID',
      message: INVOICE_MESSAGES.alreadyPaid,
    });
    const credited = await pay(invoice.id);
    expect(credited.statusCode).toBe(409);
    expect(credited.json()).toMatchObject({
      code: 'INVOICE_NOT_PAYABLE',
      error: INVOICE_MESSAGES.creditedNotPayable,
      message: INVOICE_MESSAGES.creditedNotPayable,
    });
  });
});
