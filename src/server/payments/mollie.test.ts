// The Mollie adapter against a local HTTPS server that answers like Mollie's API v2: real requests through the real
// client, nothing of ours mocked.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeMollie } from '../test/fake-mollie';
import { amountToCents, centsToAmount } from './amount';
import { MolliePaymentProvider } from './mollie';
import { PaymentNotFoundError, PaymentProviderError } from './provider';

const input = {
  amountCents: 37_020,
  description: 'Factuur 2026-000123',
  redirectUrl: 'https://woonportaal.example/project/AM-2026-00042?payment=success&invoice=inv-1',
  webhookUrl: 'https://woonportaal.example/api/payments/webhook',
  metadata: { invoiceId: 'inv-1' },
};

describe('amounts as Mollie writes them', () => {
  it('turns cents into a two-decimal string and back, exactly', () => {
    expect(centsToAmount(37_020)).toEqual({ currency: 'EUR', value: '370.20' });
    expect(centsToAmount(1)).toEqual({ currency: 'EUR', value: '0.01' });
    expect(centsToAmount(0)).toEqual({ currency: 'EUR', value: '0.00' });
    expect(centsToAmount(123_456_789)).toEqual({ currency: 'EUR', value: '1234567.89' });
    expect(centsToAmount(-5)).toEqual({ currency: 'EUR', value: '-0.05' });
    for (const cents of [0, 1, 9, 10, 99, 100, 101, 4_595, 5_560, 31_460, 37_020, 999_999_999_99, -221]) {
      expect(amountToCents(centsToAmount(cents))).toBe(cents);
    }
    // where value × 100 in floating point is not whole: 1.13 × 100 = 112.99999999999999
    expect(amountToCents({ currency: 'EUR', value: '1.13' })).toBe(113);
    expect(amountToCents({ currency: 'EUR', value: '-0.00' })).toBe(0);
  });

  it('refuses what it cannot read exactly', () => {
    expect(() => centsToAmount(1.5)).toThrow(RangeError);
    for (const value of ['1.5', '1', '1.234', '1,50', ' 1.50', '1e3', ''])
      expect(() => amountToCents({ currency: 'EUR', value })).toThrow(RangeError);
    expect(() => amountToCents({ currency: 'USD', value: '1.00' })).toThrow(RangeError);
    expect(() => amountToCents({ currency: 'EUR', value: '99999999999999999.00' })).toThrow(RangeError);
  });
});

describe('MolliePaymentProvider', () => {
  const mollie = new FakeMollie();
  let provider: MolliePaymentProvider;
  const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

  beforeAll(async () => {
    // The client trusts only the CA list it ships, so the local server's self-signed certificate cannot be
    // trusted any other way; this worker talks to nothing else.
    process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
    await mollie.start();
    provider = new MolliePaymentProvider({ apiKey: mollie.apiKey, apiEndpoint: mollie.endpoint });
  });
  afterAll(async () => {
    await mollie.stop();
    if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
    else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
  });
  beforeEach(() => {
    mollie.requests.length = 0;
  });

  it('creates a payment: amount as a string, the three methods, Dutch checkout, the invoice in the metadata', async () => {
    const created = await provider.createPayment(input);
    expect(created).toEqual({
      id: expect.stringMatching(/^tr_/),
      checkoutUrl: `https://www.mollie.com/checkout/select-method/${created.id}`,
      status: 'open',
    });
    expect(mollie.requests).toHaveLength(1);
    const [request] = mollie.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v2/payments',
      authorization: `Bearer ${mollie.apiKey}`,
    });
    expect(request?.body).toEqual({
      amount: { currency: 'EUR', value: '370.20' },
      description: 'Factuur 2026-000123',
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      method: ['ideal', 'creditcard', 'bancontact'],
      locale: 'nl_NL',
      metadata: { invoiceId: 'inv-1' },
    });
  });

  it('reads a payment back through its statuses, with method and paid time once paid', async () => {
    const { id } = await provider.createPayment(input);
    expect(await provider.getPayment(id)).toEqual({
      id,
      status: 'open',
      amountCents: 37_020,
      currency: 'EUR',
      metadata: { invoiceId: 'inv-1' },
      method: null,
      paidAt: null,
    });
    for (const status of ['pending', 'failed', 'canceled', 'expired'] as const) {
      mollie.setStatus(id, status, null);
      expect((await provider.getPayment(id)).status).toBe(status);
    }
    mollie.setStatus(id, 'authorized', 'creditcard');
    expect((await provider.getPayment(id)).status).toBe('pending');
    mollie.setStatus(id, 'paid', 'bancontact');
    const paid = await provider.getPayment(id);
    expect(paid).toMatchObject({ status: 'paid', method: 'bancontact', amountCents: 37_020 });
    expect(new Date(paid.paidAt!).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('leaves out a webhook Mollie could not reach (a trial install on localhost), and still creates the payment', async () => {
    await provider.createPayment({ ...input, webhookUrl: 'http://localhost:5000/api/payments/webhook' });
    await provider.createPayment({ ...input, webhookUrl: 'http://127.0.0.1:5000/api/payments/webhook' });
    for (const request of mollie.requests) expect(request.body).not.toHaveProperty('webhookUrl');
  });

  it('answers an unknown or malformed id as not found, asking Mollie only about well-formed ones', async () => {
    await expect(provider.getPayment('tr_doesnotexist')).rejects.toBeInstanceOf(PaymentNotFoundError);
    await expect(provider.getPayment('../customers')).rejects.toBeInstanceOf(PaymentNotFoundError);
    await expect(provider.getPayment('tr_a/../../x')).rejects.toBeInstanceOf(PaymentNotFoundError);
    expect(mollie.requests.map((r) => r.path)).toEqual(['/v2/payments/tr_doesnotexist']);
  });

  it('turns a refusal into a PaymentProviderError with Mollie’s status and field', async () => {
    const wrongKey = new MolliePaymentProvider({
      apiKey: `test_${'y'.repeat(30)}`,
      apiEndpoint: mollie.endpoint,
    });
    const refused = await wrongKey.createPayment(input).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as PaymentProviderError).detail?.statusCode).toBe(401);

    const invalid = await provider
      .createPayment({ ...input, redirectUrl: '' })
      .catch((error: unknown) => error as PaymentProviderError);
    expect(invalid).toBeInstanceOf(PaymentProviderError);
    expect(invalid).toMatchObject({ detail: { statusCode: 422, field: 'redirectUrl' } });
  });

  it('refuses amounts that are not whole cents above zero before anything is sent', async () => {
    await expect(provider.createPayment({ ...input, amountCents: 0 })).rejects.toThrow(RangeError);
    await expect(provider.createPayment({ ...input, amountCents: 10.5 })).rejects.toThrow(RangeError);
    expect(mollie.requests).toEqual([]);
  });

  it('cancels a cancelable payment (DELETE), and leaves one Mollie will not cancel as it is', async () => {
    const { id } = await provider.createPayment(input);
    const canceled = await provider.cancelPayment(id);
    expect(canceled).toMatchObject({ id, status: 'canceled' });
    expect(mollie.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/payments',
      `GET /v2/payments/${id}`,
      `DELETE /v2/payments/${id}`,
    ]);

    // Under way at the bank (not cancelable), or paid: answered as it is, no DELETE sent.
    const { id: started } = await provider.createPayment(input);
    mollie.setCancelable(started, false);
    expect(await provider.cancelPayment(started)).toMatchObject({ status: 'open' });
    mollie.setStatus(started, 'paid');
    expect(await provider.cancelPayment(started)).toMatchObject({ status: 'paid' });
    expect(mollie.requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await expect(provider.cancelPayment('tr_unknown1')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });

  it('refunds a paid payment once per idempotency key, and refuses to refund an unpaid one', async () => {
    const { id } = await provider.createPayment(input);
    const refund = { amountCents: 37_020, description: 'Terugbetaling', idempotencyKey: 'refund-1' };
    const unpaid = await provider.refundPayment(id, refund).catch((e: unknown) => e);
    expect(unpaid).toBeInstanceOf(PaymentProviderError);
    expect((unpaid as PaymentProviderError).detail?.statusCode).toBe(422);

    mollie.setStatus(id, 'paid');
    const made = await provider.refundPayment(id, refund);
    expect(made).toMatchObject({ status: 'pending', amountCents: 37_020 });
    expect(made.id).toMatch(/^re_/);
    const sent = mollie.requests.filter((r) => r.path === `/v2/payments/${id}/refunds`).at(-1)!;
    expect(sent.body).toMatchObject({
      amount: { currency: 'EUR', value: '370.20' },
      description: 'Terugbetaling',
    });
    expect(sent.idempotencyKey).toBe('refund-1');
    // The same key again (a retry after a lost answer) is the same refund.
    expect((await provider.refundPayment(id, refund)).id).toBe(made.id);
    expect(mollie.refundsOf(id)).toHaveLength(1);
    // Another key: nothing is left to refund.
    const more = await provider.refundPayment(id, { ...refund, idempotencyKey: 'refund-2' }).catch((e) => e);
    expect((more as PaymentProviderError).detail?.statusCode).toBe(422);

    mollie.refundStatus = 'queued';
    const { id: other } = await provider.createPayment(input);
    mollie.setStatus(other, 'paid');
    expect(await provider.refundPayment(other, { ...refund, idempotencyKey: 'refund-3' })).toMatchObject({
      status: 'queued',
    });
    mollie.refundStatus = 'pending';
  });

  it('rides out one 503 (the client retries) and reports an unreachable Mollie as a provider error', async () => {
    mollie.failNext = [503];
    const { id } = await provider.createPayment(input);
    expect(id).toMatch(/^tr_/);
    expect(mollie.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    // the retry carries the first attempt's idempotency key, so Mollie would not create the payment twice
    const [first, second] = mollie.requests;
    expect(first?.idempotencyKey).toBeTruthy();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);

    const closed = new MolliePaymentProvider({
      apiKey: mollie.apiKey,
      apiEndpoint: 'https://127.0.0.1:9/v2/',
    });
    const error = await closed.getPayment('tr_abc').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as PaymentProviderError).message).toBe('Mollie could not be reached');
  });
});
