// The overdue job (docs/decisions/0016): unpaid invoices past their 14-day term become 'Achterstallig'
// and the consumer is told once; invoices in time, paid, credited or with a payment under way are left alone.
import { addDays, dutchDate } from '@shared/invoices/terms';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices, notifications, payments, testPayments } from '../../db/schema';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { runOverdueInvoices } from './overdue';

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

const today = dutchDate(new Date());

/** An invoice dated `daysAgo` days back (its due date 14 days after that). */
async function invoiceDated(daysAgo: number) {
  const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
  const issueDate = addDays(today, -daysAgo);
  await t.database.db
    .update(invoices)
    .set({ issueDate, supplyDate: issueDate, dueDate: addDays(issueDate, 14) })
    .where(eq(invoices.id, invoice.id));
  return invoice;
}

const statusOf = async (id: string) =>
  (await t.database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!.status;
const remindersOf = async (invoiceNumber: string) =>
  (
    await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, consumer.id), eq(notifications.title, 'Factuur nog niet betaald')))
  ).filter((n) => n.message.includes(invoiceNumber));

describe('the overdue job', () => {
  it('marks an unpaid invoice past its term overdue and tells the consumer once', async () => {
    const late = await invoiceDated(15);
    const inTime = await invoiceDated(14); // due today: still in time
    await runOverdueInvoices(t.app.ctx);
    expect(await statusOf(late.id)).toBe('overdue');
    expect(await statusOf(inTime.id)).toBe('sent');
    const [reminder] = await remindersOf(late.invoiceNumber);
    expect(reminder).toBeDefined();
    // How to pay: online, or to the platform's collecting account with the number; never the professional's IBAN.
    expect(reminder!.message).toContain(
      `overmaken naar het IBAN NL20 INGB 0001 2345 67 ten name van Stichting Derdengelden Woonportaal (demo), onder vermelding van factuurnummer ${late.invoiceNumber}.`,
    );
    expect(reminder!.message).not.toMatch(/NL91 ?ABNA/);
    expect(await remindersOf(late.invoiceNumber)).toHaveLength(1);
    await t.sink.waitFor(consumer.email, { subject: /^Factuur nog niet betaald$/ });

    // Again, and after it was 'Wachtend op betaling' and payable again: no second reminder.
    await runOverdueInvoices(t.app.ctx);
    const { paymentId } = (
      await t.post(`/api/invoices/${late.id}/create-payment`, undefined, consumer.cookie)
    ).json();
    expect(await statusOf(late.id)).toBe('pending_payment');
    await t.request({
      method: 'POST',
      url: `/test-checkout/${paymentId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=failed',
    });
    expect(await statusOf(late.id)).toBe('overdue');
    await runOverdueInvoices(t.app.ctx);
    expect(await remindersOf(late.invoiceNumber)).toHaveLength(1);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, late.id), eq(auditLog.action, 'invoice.overdue')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: null,
      details: { source: 'job' },
      after: { status: 'overdue' },
    });
  });

  it('marks and tells once when several nodes run it at the same moment', async () => {
    const late = await invoiceDated(40);
    await Promise.all([
      runOverdueInvoices(t.app.ctx),
      runOverdueInvoices(t.app.ctx),
      runOverdueInvoices(t.app.ctx),
    ]);
    expect(await statusOf(late.id)).toBe('overdue');
    expect(await remindersOf(late.invoiceNumber)).toHaveLength(1);
  });

  it('waits for a payment under way, but not for one abandoned more than a day ago', async () => {
    const paying = await invoiceDated(20);
    const abandoned = await invoiceDated(20);
    for (const invoice of [paying, abandoned])
      expect(
        (await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie)).statusCode,
      ).toBe(200);
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(payments.invoiceId, abandoned.id));
    await runOverdueInvoices(t.app.ctx);
    expect(await statusOf(paying.id)).toBe('pending_payment');
    expect(await statusOf(abandoned.id)).toBe('overdue');
  });

  it('leaves paid and credited invoices alone', async () => {
    const paid = await invoiceDated(30);
    const { paymentId } = (
      await t.post(`/api/invoices/${paid.id}/create-payment`, undefined, consumer.cookie)
    ).json();
    await t.database.db
      .update(testPayments)
      .set({ status: 'paid', method: 'ideal', paidAt: new Date() })
      .where(eq(testPayments.id, paymentId));
    await t.paymentWebhook(paymentId);
    const credited = await invoiceDated(30);
    expect(
      (await t.post(`/api/invoices/${credited.id}/credit-note`, { reason: 'Vergissing' }, admin.cookie))
        .statusCode,
    ).toBe(201);
    await runOverdueInvoices(t.app.ctx);
    expect(await statusOf(paid.id)).toBe('paid');
    expect(await statusOf(credited.id)).toBe('sent');
    const overdueNotes = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(invoices)
      .where(and(eq(invoices.status, 'overdue'), sql`${invoices.creditNoteOf} is not null`));
    expect(Number(overdueNotes[0]!.n)).toBe(0);
  });
});
