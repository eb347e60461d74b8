// The payment provider port (docs/decisions/0015): Mollie when MOLLIE_API_KEY is set, otherwise the built-in
// test checkout. The invoices module talks only to this interface; the webhook handler trusts nothing but an id and
// asks the provider for the payment (getPayment), whichever provider it is.

import type { PaymentStatus, RefundStatus } from '@shared/payments/status';

export interface PaymentMetadata {
  invoiceId: string;
}

export interface CreatePaymentInput {
  /** Integer cents, more than 0. */
  amountCents: number;
  /** Shown on the checkout page and the bank statement ('Factuur 2026-000123'). */
  description: string;
  /** Where the consumer lands afterwards, paid or not. */
  redirectUrl: string;
  /** Where the provider reports a change. Mollie cannot reach a loopback address: such a webhook is left out. */
  webhookUrl: string;
  metadata: PaymentMetadata;
}

export interface CreatedPayment {
  id: string;
  /** The page to send the consumer to. */
  checkoutUrl: string;
  status: PaymentStatus;
}

export interface PaymentInfo {
  id: string;
  status: PaymentStatus;
  amountCents: number;
  currency: 'EUR';
  /** Null when the provider answered with metadata we did not write (never trust it for more than a lookup). */
  metadata: PaymentMetadata | null;
  /** The method the consumer chose; null until they chose one. Any method string the provider names is kept. */
  method: string | null;
  /** ISO timestamp, set once paid. */
  paidAt: string | null;
}

export interface PaymentProvider {
  /** 'mollie' or 'test': the invoices module stores it beside the payment id. */
  readonly name: 'mollie' | 'test';
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /** Throws PaymentNotFoundError for an id the provider does not know. */
  getPayment(id: string): Promise<PaymentInfo>;
  /**
   * Cancels the payment while the provider still allows it (Mollie: `isCancelable`, an open payment); a payment
   * that can no longer be canceled is left as it is. Either way the payment as it stands afterwards.
   */
  cancelPayment(id: string): Promise<PaymentInfo>;
  /**
   * Pays a paid payment's amount back to the consumer. `idempotencyKey` names the one refund we mean: the same key
   * again (a retry after a lost answer) makes no second refund.
   */
  refundPayment(id: string, input: RefundInput): Promise<RefundInfo>;
}

export interface RefundInput {
  amountCents: number;
  /** Shown on the consumer's bank statement. */
  description: string;
  idempotencyKey: string;
}

export interface RefundInfo {
  id: string;
  status: RefundStatus;
  amountCents: number;
}

/** The provider does not know this payment id (a webhook with a made-up id, say). */
export class PaymentNotFoundError extends Error {
  constructor(public readonly paymentId: string) {
    super(`payment not found: ${paymentId}`);
    this.name = 'PaymentNotFoundError';
  }
}

/** The provider refused or could not be reached; `detail` is its own (English) explanation, for the log only. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    public readonly detail?: { statusCode?: number; field?: string; cause?: unknown },
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/** Checks what every provider requires of a new payment, before anything is sent. */
export function assertPayable(input: CreatePaymentInput): void {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RangeError(`payment amount must be whole cents above 0: ${input.amountCents}`);
  if (!input.metadata.invoiceId) throw new RangeError('payment needs an invoice id');
}
