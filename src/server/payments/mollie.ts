// The Mollie adapter (@mollie/api-client, API v2). Used when MOLLIE_API_KEY is set.
import {
  createMollieClient,
  MollieApiError,
  type MollieClient,
  type Payment,
  PaymentMethod,
} from '@mollie/api-client';
import {
  PAYMENT_STATUSES,
  type PaymentStatus,
  REFUND_STATUSES,
  type RefundStatus,
} from '@shared/payments/status';
import { isLoopbackHost } from '../lib/loopback';
import { amountToCents, centsToAmount } from './amount';
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

export interface MollieProviderOptions {
  /** 'test_…' or 'live_…'. */
  apiKey: string;
  /**
   * The API root, by default Mollie's own ('https://api.mollie.com:443/v2/'). The client sends every request through
   * an https agent, so another endpoint (a test double) must speak HTTPS too.
   */
  apiEndpoint?: string;
}

type CreateParameters = Parameters<MollieClient['payments']['create']>[0];

const METHODS = [PaymentMethod.ideal, PaymentMethod.creditcard, PaymentMethod.bancontact];

/** A webhook Mollie could never call: it answers 422 to such a payment, so it is left out (decision 0015). */
function unreachableFromMollie(url: string): boolean {
  const { hostname, protocol } = new URL(url);
  return isLoopbackHost(hostname) || (protocol !== 'https:' && protocol !== 'http:');
}

function statusOf(status: string): PaymentStatus {
  if (status === 'authorized') return 'pending';
  if ((PAYMENT_STATUSES as readonly string[]).includes(status)) return status as PaymentStatus;
  throw new PaymentProviderError(`unknown Mollie payment status: ${status}`);
}

function metadataOf(metadata: unknown): PaymentMetadata | null {
  if (typeof metadata !== 'object' || metadata === null) return null;
  const invoiceId = (metadata as Record<string, unknown>).invoiceId;
  return typeof invoiceId === 'string' && invoiceId ? { invoiceId } : null;
}

function wrap(error: unknown, paymentId?: string): Error {
  // The client reports a failed connection as an ApiError too, one without a status code.
  if (error instanceof MollieApiError && error.statusCode !== undefined) {
    if (paymentId !== undefined && error.statusCode === 404) return new PaymentNotFoundError(paymentId);
    return new PaymentProviderError(`Mollie refused: ${error.message}`, {
      statusCode: error.statusCode,
      field: error.field,
      cause: error,
    });
  }
  if (error instanceof PaymentProviderError) return error;
  return new PaymentProviderError('Mollie could not be reached', { cause: error });
}

export class MolliePaymentProvider implements PaymentProvider {
  readonly name = 'mollie' as const;
  private readonly client: MollieClient;

  constructor(options: MollieProviderOptions) {
    this.client = createMollieClient({
      apiKey: options.apiKey,
      ...(options.apiEndpoint ? { apiEndpoint: options.apiEndpoint } : {}),
    });
  }

  async createPayment(input: CreatePaymentInput): Promise<CreatedPayment> {
    assertPayable(input);
    const parameters: CreateParameters = {
      amount: centsToAmount(input.amountCents),
      description: input.description,
      redirectUrl: input.redirectUrl,
      method: METHODS,
      locale: 'nl_NL' as CreateParameters['locale'],
      metadata: { invoiceId: input.metadata.invoiceId },
      ...(unreachableFromMollie(input.webhookUrl) ? {} : { webhookUrl: input.webhookUrl }),
    };
    let payment: Payment;
    try {
      payment = await this.client.payments.create(parameters);
    } catch (error) {
      throw wrap(error);
    }
    const checkoutUrl = payment.getCheckoutUrl();
    if (!checkoutUrl) throw new PaymentProviderError(`Mollie gave payment ${payment.id} no checkout URL`);
    return { id: payment.id, checkoutUrl, status: statusOf(payment.status) };
  }

  async getPayment(id: string): Promise<PaymentInfo> {
    return infoOf(await this.fetch(id));
  }

  async cancelPayment(id: string): Promise<PaymentInfo> {
    const payment = await this.fetch(id);
    // Mollie refuses (422) to cancel what it no longer allows to be canceled: such a payment is answered as it is.
    if (!payment.isCancelable) return infoOf(payment);
    try {
      return infoOf(await this.client.payments.cancel(id));
    } catch (error) {
      throw wrap(error, id);
    }
  }

  async refundPayment(id: string, input: RefundInput): Promise<RefundInfo> {
    if (!MOLLIE_ID.test(id)) throw new PaymentNotFoundError(id);
    try {
      const refund = await this.client.paymentRefunds.create({
        paymentId: id,
        amount: centsToAmount(input.amountCents),
        description: input.description,
        idempotencyKey: input.idempotencyKey,
      });
      return {
        id: refund.id,
        status: refundStatusOf(refund.status),
        amountCents: amountToCents(refund.amount),
      };
    } catch (error) {
      throw wrap(error, id);
    }
  }

  private async fetch(id: string): Promise<Payment> {
    // Mollie's ids are tr_ and letters and digits; anything else is not one of ours and never goes into a URL.
    if (!MOLLIE_ID.test(id)) throw new PaymentNotFoundError(id);
    try {
      return await this.client.payments.get(id);
    } catch (error) {
      throw wrap(error, id);
    }
  }
}

const MOLLIE_ID = /^tr_[A-Za-z0-9]{1,64}$/;

function refundStatusOf(status: string): RefundStatus {
  if ((REFUND_STATUSES as readonly string[]).includes(status)) return status as RefundStatus;
  throw new PaymentProviderError(`unknown Mollie refund status: ${status}`);
}

function infoOf(payment: Payment): PaymentInfo {
  try {
    return {
      id: payment.id,
      status: statusOf(payment.status),
      amountCents: amountToCents(payment.amount),
      currency: 'EUR',
      metadata: metadataOf(payment.metadata),
      method: payment.method ?? null,
      paidAt: payment.paidAt ?? null,
    };
  } catch (error) {
    // An answer we cannot read (another currency, an amount without two decimals, a status we do not know).
    throw error instanceof PaymentProviderError
      ? error
      : new PaymentProviderError(`Mollie answered payment ${payment.id} unreadably`, { cause: error });
  }
}
