// Payment statuses as the payment providers report them (Mollie's, which the built-in test checkout copies), the
// methods offered and the outcomes of the test checkout page (docs/decisions/0015).

export const PAYMENT_STATUSES = ['open', 'pending', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A payment's status in Dutch, where a screen shows one (the audit log). */
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  open: 'Open',
  pending: 'In behandeling',
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};

/** Who made a payment: Mollie, or the built-in test checkout. */
export const PAYMENT_PROVIDERS = ['mollie', 'test'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** Once in one of these, a payment never changes again. */
export const isFinalPaymentStatus = (status: PaymentStatus): boolean =>
  status === 'paid' || status === 'failed' || status === 'canceled' || status === 'expired';

/** A refund's statuses as the provider reports them (Mollie's; the test checkout's refunds are 'refunded' at once). */
export const REFUND_STATUSES = ['queued', 'pending', 'processing', 'refunded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Our record of a refund: 'requested' until the provider has made it, then the provider's status. */
export const PAYMENT_REFUND_STATUSES = ['requested', ...REFUND_STATUSES] as const;
export type PaymentRefundStatus = (typeof PAYMENT_REFUND_STATUSES)[number];

/** A refund's status in Dutch, where a screen shows one (the audit log). */
export const PAYMENT_REFUND_STATUS_LABELS: Record<PaymentRefundStatus, string> = {
  requested: 'Aangevraagd',
  queued: 'In de wachtrij',
  pending: 'In behandeling',
  processing: 'Wordt verwerkt',
  refunded: 'Terugbetaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
};

/** The methods the consumer may choose from (SOFORT, which the spec lists, Mollie no longer offers). */
export const PAYMENT_METHODS = ['ideal', 'creditcard', 'bancontact'] as const;
export type PaymentMethodName = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethodName, string> = {
  ideal: 'iDEAL',
  creditcard: 'Creditcard',
  bancontact: 'Bancontact',
};

/** What the test checkout page offers, in its order, with its Dutch buttons. */
export const TEST_CHECKOUT_OUTCOMES = ['paid', 'failed', 'canceled', 'expired'] as const;
export type TestCheckoutOutcome = (typeof TEST_CHECKOUT_OUTCOMES)[number];

export const TEST_CHECKOUT_LABELS: Record<TestCheckoutOutcome, string> = {
  paid: 'Betaald',
  failed: 'Mislukt',
  canceled: 'Geannuleerd',
  expired: 'Verlopen',
};
