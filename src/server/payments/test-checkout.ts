// The built-in test checkout (docs/decisions/0015), used when MOLLIE_API_KEY is unset: a payment's checkout URL is
// APP_URL/test-checkout/{paymentId}, a page of ours that says plainly it is a test payment and offers Betaald,
// Mislukt, Geannuleerd and Verlopen. Its form posts the choice, the route calls complete() and then runs the same
// webhook handling as Mollie's webhook, which reads the outcome back through getPayment().
//
// Payments live behind TestPaymentStore: the app's is the table test_payments (test-payment-store.ts), so a payment
// made through one app node is paid through any other. settle() is a compare-and-set (UPDATE … WHERE id = $1 AND
// status = 'open'), so two submits of the form record one outcome.
import { randomBytes } from 'node:crypto';
import type { PaymentMethodName, PaymentStatus, TestCheckoutOutcome } from '@shared/payments/status';
import {
  assertPayable,
  type CreatedPayment,
  type CreatePaymentInput,
  type PaymentInfo,
  type PaymentMetadata,
  PaymentNotFoundError,
  type PaymentProvider,
  PaymentProviderError,
  type RefundInfo,
  type RefundInput,
} from './provider';

export interface TestPayment {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: PaymentMetadata;
  method: PaymentMethodName | null;
  /** ISO timestamps. */
  createdAt: string;
  paidAt: string | null;
  /** The refund of a paid payment (at most one, of the whole amount): its id and when it was made. */
  refundId: string | null;
  refundedAt: string | null;
}

export interface TestPaymentOutcome {
  status: TestCheckoutOutcome;
  method: PaymentMethodName | null;
  paidAt: string | null;
}

export interface TestPaymentStore {
  insert(payment: TestPayment): Promise<void>;
  get(id: string): Promise<TestPayment | null>;
  /** Records the outcome if the payment is still open; the payment afterwards, or null when it was not open. */
  settle(id: string, outcome: TestPaymentOutcome): Promise<TestPayment | null>;
  /**
   * Records a refund of a paid payment that has none yet (a compare-and-set, so two at once record one); the
   * payment afterwards, with the refund it has, or null when it is not paid.
   */
  refund(id: string, refund: { refundId: string; refundedAt: string }): Promise<TestPayment | null>;
}

/** A test payment id: 'tst_' and 24 hex digits (unguessable, safe in a URL path). */
const ID = /^tst_[0-9a-f]{24}$/;
const newId = () => `tst_${randomBytes(12).toString('hex')}`;

export interface TestCheckoutProviderOptions {
  /** APP_URL without a trailing slash. */
  appUrl: string;
  /** Required: a store of one process's memory would lose payments made through another app node. */
  store: TestPaymentStore;
  now?: () => Date;
}

export class TestCheckoutProvider implements PaymentProvider {
  readonly name = 'test' as const;
  private readonly appUrl: string;
  private readonly store: TestPaymentStore;
  private readonly now: () => Date;

  constructor(options: TestCheckoutProviderOptions) {
    this.appUrl = options.appUrl.replace(/\/+$/, '');
    this.store = options.store;
    this.now = options.now ?? (() => new Date());
  }

  checkoutUrlOf(id: string): string {
    return `${this.appUrl}/test-checkout/${id}`;
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    assertPayable(input);
    const payment: TestPayment = {
      id: newId(),
      status: 'open',
      amountCents: input.amountCents,
      description: input.description,
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      metadata: { invoiceId: input.metadata.invoiceId },
      method: null,
      createdAt: this.now().toISOString(),
      paidAt: null,
      refundId: null,
      refundedAt: null,
    };
    await this.store.insert(payment);
    return { id: payment.id, checkoutUrl: this.checkoutUrlOf(payment.id), status: payment.status };
  }

  async getPayment(id: string): Promise<PaymentInfo> {
    const payment = await this.find(id);
    return {
      id: payment.id,
      status: payment.status,
      amountCents: payment.amountCents,
      currency: 'EUR',
      metadata: payment.metadata,
      method: payment.method,
      paidAt: payment.paidAt,
    };
  }

  /** Cancels a payment that is still open (as the consumer's 'Geannuleerd' would); any other is left as it is. */
  async cancelPayment(id: string): Promise<PaymentInfo> {
    if (!ID.test(id)) throw new PaymentNotFoundError(id);
    await this.store.settle(id, { status: 'canceled', method: null, paidAt: null });
    return this.getPayment(id);
  }

  /**
   * Records the refund of a paid payment: no money moves, as nothing was paid. A payment refunds once; asked again,
   * the refund it has is answered. A payment that is not paid cannot be refunded (as Mollie refuses it).
   */
  async refundPayment(id: string, input: RefundInput): Promise<RefundInfo> {
    const payment = await this.find(id);
    if (input.amountCents !== payment.amountCents)
      throw new PaymentProviderError(`a test payment refunds its whole amount only: ${input.amountCents}`);
    const refunded = await this.store.refund(id, {
      refundId: `tre_${randomBytes(12).toString('hex')}`,
      refundedAt: this.now().toISOString(),
    });
    if (!refunded?.refundId) throw new PaymentProviderError(`test payment ${id} is not paid`);
    return { id: refunded.refundId, status: 'refunded', amountCents: refunded.amountCents };
  }

  /** What the checkout page shows (amount, description) and where its form sends the consumer afterwards. */
  async getCheckout(id: string): Promise<TestPayment> {
    return this.find(id);
  }

  /**
   * The consumer's choice on the checkout page. Only an open payment changes; a second submit (a double click, the
   * back button) changes nothing and answers `changed: false` with the payment as it is, so the route can still
   * redirect. A paid payment gets a method (iDEAL unless the page says otherwise) and the time.
   */
  async complete(
    id: string,
    outcome: TestCheckoutOutcome,
    method: PaymentMethodName = 'ideal',
  ): Promise<{ payment: TestPayment; changed: boolean }> {
    if (!ID.test(id)) throw new PaymentNotFoundError(id);
    const paid = outcome === 'paid';
    const settled = await this.store.settle(id, {
      status: outcome,
      method: paid ? method : null,
      paidAt: paid ? this.now().toISOString() : null,
    });
    if (settled) return { payment: settled, changed: true };
    return { payment: await this.find(id), changed: false };
  }

  private async find(id: string): Promise<TestPayment> {
    const payment = ID.test(id) ? await this.store.get(id) : null;
    if (!payment) throw new PaymentNotFoundError(id);
    return payment;
  }
}
