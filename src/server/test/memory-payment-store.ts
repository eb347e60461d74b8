// The test checkout's payment store in one process's memory, for the provider's unit tests only: the app keeps its
// test payments in the database (payments/test-payment-store.ts) so that every node finds them.
import type { TestPayment, TestPaymentOutcome, TestPaymentStore } from '../payments/test-checkout';

/** Copies in and out, as a database would. */
export class MemoryTestPaymentStore implements TestPaymentStore {
  private readonly payments = new Map<string, TestPayment>();

  async insert(payment: TestPayment): Promise<void> {
    if (this.payments.has(payment.id)) throw new Error(`duplicate test payment id: ${payment.id}`);
    this.payments.set(payment.id, structuredClone(payment));
  }

  async get(id: string): Promise<TestPayment | null> {
    const payment = this.payments.get(id);
    return payment ? structuredClone(payment) : null;
  }

  async settle(id: string, outcome: TestPaymentOutcome): Promise<TestPayment | null> {
    const payment = this.payments.get(id);
    if (payment?.status !== 'open') return null;
    Object.assign(payment, outcome);
    return structuredClone(payment);
  }

  async refund(id: string, refund: { refundId: string; refundedAt: string }): Promise<TestPayment | null> {
    const payment = this.payments.get(id);
    if (payment?.status !== 'paid') return null;
    if (!payment.refundId) Object.assign(payment, refund);
    return structuredClone(payment);
  }
}
