// The test checkout's payments in the database (table test_payments), so that a test payment made through one app
// node is found by every other, and survives a restart, as a Mollie payment would. settle() is a compare-and-set:
// only an open payment takes an outcome, so two submits of the checkout form record one.
import type { PaymentMethodName } from '@shared/payments/status';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { testPayments } from '../db/schema';
import type { TestPayment, TestPaymentOutcome, TestPaymentStore } from './test-checkout';

type Row = typeof testPayments.$inferSelect;

const toPayment = (row: Row): TestPayment => ({
  id: row.id,
  status: row.status,
  amountCents: row.amountCents,
  description: row.description,
  redirectUrl: row.redirectUrl,
  webhookUrl: row.webhookUrl,
  metadata: { invoiceId: row.metadata.invoiceId },
  method: row.method as PaymentMethodName | null,
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt ? row.paidAt.toISOString() : null,
  refundId: row.refundId,
  refundedAt: row.refundedAt ? row.refundedAt.toISOString() : null,
});

export function databaseTestPaymentStore(db: Db): TestPaymentStore {
  return {
    async insert(payment) {
      await db.insert(testPayments).values({
        ...payment,
        createdAt: new Date(payment.createdAt),
        paidAt: payment.paidAt ? new Date(payment.paidAt) : null,
        refundedAt: payment.refundedAt ? new Date(payment.refundedAt) : null,
      });
    },
    async get(id) {
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
      return row ? toPayment(row) : null;
    },
    async settle(id, outcome: TestPaymentOutcome) {
      const [row] = await db
        .update(testPayments)
        .set({
          status: outcome.status,
          method: outcome.method,
          paidAt: outcome.paidAt ? new Date(outcome.paidAt) : null,
        })
        .where(sql`${testPayments.id} = ${id} and ${testPayments.status} = 'open'`)
        .returning();
      return row ? toPayment(row) : null;
    },
    async refund(id, refund) {
      // Set only where none is yet; either way the row as it is afterwards, so the loser of a race reads the winner's.
      await db
        .update(testPayments)
        .set({ refundId: refund.refundId, refundedAt: new Date(refund.refundedAt) })
        .where(
          sql`${testPayments.id} = ${id} and ${testPayments.status} = 'paid' and ${testPayments.refundId} is null`,
        );
      const [row] = await db.select().from(testPayments).where(eq(testPayments.id, id));
      return row && row.status === 'paid' ? toPayment(row) : null;
    },
  };
}
