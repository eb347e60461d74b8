// Payments of credited invoices through the built-in test checkout (docs/decisions/0016, the amendment on late
// payments): crediting cancels the open test payment, so a later 'Betaald' on its page changes nothing; a payment
// already paid at the checkout whose report had not arrived yet is refunded once (a refund record in the test
// provider), the invoice stays credited and every admin is told once; the replacement invoice is paid once.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, notifications, paymentRefunds, payments, testPayments } from '../../db/schema';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let pro: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional');
  admin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
});
afterAll(async () => {
  await t.close();
});

const pay = (invoiceId: string) =>
  t.post(`/api/invoices/${invoiceId}/create-payment`, undefined, consumer.cookie);
const credit = (invoiceId: string) =>
  t.post(`/api/invoices/${invoiceId}/credit-note`, { reason: 'Dubbel gefactureerd' }, admin.cookie);
const checkout = (paymentId: string, status: string) =>
  t.request({
    method: 'POST',
    url: `/test-checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ status, method: 'ideal' }).toString(),
  });
const webhook = (id: string) => t.paymentWebhook(id);
const invoiceRow = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const testPayment = async (id: string) =>
  (await t.database.db.select().from(testPayments).where(eq(testPayments.id, id)))[0]!;
const refundsOf = (invoiceId: string) =>
  t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.invoiceId, invoiceId));
const lateNotices = async (invoiceNumber: string) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))).filter(
    (n) => n.title === 'Betaling op gecrediteerde factuur' && n.message.includes(invoiceNumber),
  );

describe('crediting an invoice with an open test payment', () => {
  it('cancels the test payment; its page’s later Betaald changes nothing and refunds nothing', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    expect((await credit(invoice.id)).statusCode).toBe(201);
    expect((await testPayment(paymentId)).status).toBe('canceled');
    const [row] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerPaymentId, paymentId));
    expect(row!.status).toBe('canceled');

    expect((await checkout(paymentId, 'paid')).statusCode).toBe(303);
    expect((await testPayment(paymentId)).status).toBe('canceled');
    expect((await invoiceRow(invoice.id)).status).not.toBe('paid');
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect(await lateNotices(invoice.invoiceNumber)).toEqual([]);
  });

  it('paid at the checkout before the credit, reported after: stays credited, refunded once, admins told once', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    // The consumer chose Betaald; the report of it has not reached the portal yet.
    await t.database.db
      .update(testPayments)
      .set({ status: 'paid', method: 'ideal', paidAt: new Date() })
      .where(eq(testPayments.id, paymentId));

    expect((await credit(invoice.id)).statusCode).toBe(201);
    const row = await invoiceRow(invoice.id);
    expect(row.status).not.toBe('paid');
    expect(row.creditedAt).toBeInstanceOf(Date);
    const provider = await testPayment(paymentId);
    expect(provider.refundId).toMatch(/^tre_[0-9a-f]{24}$/);
    expect(await refundsOf(invoice.id)).toMatchObject([
      { amountCents: 54_450, status: 'refunded', providerRefundId: provider.refundId },
    ]);
    expect(await lateNotices(invoice.invoiceNumber)).toHaveLength(1);

    // The page's second submit, and two webhooks at once: nothing more.
    await checkout(paymentId, 'paid');
    await Promise.all([webhook(paymentId), webhook(paymentId)]);
    expect((await testPayment(paymentId)).refundId).toBe(provider.refundId);
    expect(await refundsOf(invoice.id)).toHaveLength(1);
    expect(await lateNotices(invoice.invoiceNumber)).toHaveLength(1);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(entries.filter((e) => e.action === 'payment.paid_after_credit')).toHaveLength(1);
    expect(entries.filter((e) => e.action === 'payment.refund')).toMatchObject([
      { after: { refund: 'refunded', amount: 54_450 } },
    ]);
    expect(entries.filter((e) => e.action === 'invoice.paid')).toEqual([]);
  });
});

describe('the replacement invoice through the test checkout', () => {
  it('is paid once; the credited one is refused with a Dutch 409 and INVOICE_NOT_PAYABLE', async () => {
    const { invoice, project } = await invoicedProject(t, { consumerId: consumer.id, pro });
    await credit(invoice.id);
    const refused = await pay(invoice.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'INVOICE_NOT_PAYABLE',
      error: INVOICE_MESSAGES.creditedNotPayable,
      message: INVOICE_MESSAGES.creditedNotPayable,
    });

    const replacement = (await t.post('/api/invoices', { projectId: project.id }, pro.cookie)).json();
    expect((await t.post(`/api/invoices/${replacement.id}/send`, {}, pro.cookie)).statusCode).toBe(200);
    const { paymentId } = (await pay(replacement.id)).json();
    expect((await checkout(paymentId, 'paid')).statusCode).toBe(303);
    expect((await invoiceRow(replacement.id)).status).toBe('paid');
    const again = await pay(replacement.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'INVOICE_ALREADY_PAID' });
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, replacement.id), eq(auditLog.action, 'invoice.paid'))),
    ).toHaveLength(1);
  });
});

describe('an invoice paid twice: a recorded transfer and a checkout', () => {
  const twiceNotices = async (invoiceNumber: string) =>
    (await t.database.db.select().from(notifications).where(eq(notifications.userId, admin.id))).filter(
      (n) => n.title === 'Factuur twee keer betaald' && n.message.includes(invoiceNumber),
    );

  it('refunds the checkout’s money once; the invoice stays paid by transfer; admins told once', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    // Paid at the checkout; its report has not reached the portal when the admin records the transfer.
    await t.database.db
      .update(testPayments)
      .set({ status: 'paid', method: 'ideal', paidAt: new Date() })
      .where(eq(testPayments.id, paymentId));
    const transfer = await t.post(`/api/admin/invoices/${invoice.id}/paid-by-transfer`, {}, admin.cookie);
    expect(transfer.statusCode).toBe(200);
    await Promise.all([webhook(paymentId), webhook(paymentId)]);

    const row = await invoiceRow(invoice.id);
    expect(row).toMatchObject({ status: 'paid', paymentMethod: 'banktransfer' });
    const provider = await testPayment(paymentId);
    expect(provider.refundId).toMatch(/^tre_[0-9a-f]{24}$/);
    expect(await refundsOf(invoice.id)).toMatchObject([
      { amountCents: 54_450, status: 'refunded', providerRefundId: provider.refundId },
    ]);
    expect(await twiceNotices(invoice.invoiceNumber)).toHaveLength(1);
    const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, invoice.id));
    expect(entries.filter((e) => e.action === 'payment.paid_twice')).toHaveLength(1);
    expect(entries.filter((e) => e.action === 'invoice.paid')).toEqual([]);
  });

  it('keeps a single checkout payment that paid the invoice: its repeated report refunds nothing', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const { paymentId } = (await pay(invoice.id)).json();
    expect((await checkout(paymentId, 'paid')).statusCode).toBe(303);
    await Promise.all([webhook(paymentId), webhook(paymentId)]);
    expect((await invoiceRow(invoice.id)).status).toBe('paid');
    expect(await refundsOf(invoice.id)).toEqual([]);
    expect(await twiceNotices(invoice.invoiceNumber)).toEqual([]);
  });
});
