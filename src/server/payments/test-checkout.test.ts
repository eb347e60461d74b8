import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openPglite } from '../db/client';
import { MemoryTestPaymentStore } from '../test/memory-payment-store';
import { createPaymentProvider } from './index';
import { MolliePaymentProvider } from './mollie';
import { PaymentNotFoundError } from './provider';
import { TestCheckoutProvider } from './test-checkout';

const input = {
  amountCents: 54_450,
  description: 'Factuur 2026-000001',
  redirectUrl: 'http://localhost:5000/project/TX-2026-00001?payment=success&invoice=inv-9',
  webhookUrl: 'http://localhost:5000/api/payments/webhook',
  metadata: { invoiceId: 'inv-9' },
};
const at = new Date('2026-11-24T10:00:00Z');
const provider = (store = new MemoryTestPaymentStore()) =>
  new TestCheckoutProvider({ appUrl: 'http://localhost:5000/', store, now: () => at });

describe('TestCheckoutProvider', () => {
  it('creates an open payment whose checkout is APP_URL/test-checkout/{id}', async () => {
    const p = provider();
    const created = await p.createPayment(input);
    expect(created.id).toMatch(/^tst_[0-9a-f]{24}$/);
    expect(created).toEqual({
      id: created.id,
      checkoutUrl: `http://localhost:5000/test-checkout/${created.id}`,
      status: 'open',
    });
    expect(await p.getPayment(created.id)).toEqual({
      id: created.id,
      status: 'open',
      amountCents: 54_450,
      currency: 'EUR',
      metadata: { invoiceId: 'inv-9' },
      method: null,
      paidAt: null,
    });
    expect(await p.getCheckout(created.id)).toMatchObject({
      description: 'Factuur 2026-000001',
      redirectUrl: input.redirectUrl,
      webhookUrl: input.webhookUrl,
      createdAt: at.toISOString(),
    });
    expect((await p.createPayment(input)).id).not.toBe(created.id);
  });

  it('records Betaald with a method and the time, and reports it through getPayment', async () => {
    const p = provider();
    const { id } = await p.createPayment(input);
    const result = await p.complete(id, 'paid');
    expect(result.changed).toBe(true);
    expect(result.payment).toMatchObject({ status: 'paid', method: 'ideal', paidAt: at.toISOString() });
    expect(await p.getPayment(id)).toMatchObject({
      status: 'paid',
      method: 'ideal',
      paidAt: at.toISOString(),
    });
  });

  it('records Mislukt, Geannuleerd and Verlopen without a method or paid time', async () => {
    const p = provider();
    for (const outcome of ['failed', 'canceled', 'expired'] as const) {
      const { id } = await p.createPayment(input);
      await p.complete(id, outcome, 'creditcard');
      expect(await p.getPayment(id)).toMatchObject({ status: outcome, method: null, paidAt: null });
    }
  });

  it('records one outcome only: a second submit changes nothing, also when both arrive at once', async () => {
    const p = provider();
    const { id } = await p.createPayment(input);
    await p.complete(id, 'canceled');
    const again = await p.complete(id, 'paid');
    expect(again).toMatchObject({ changed: false, payment: { status: 'canceled', paidAt: null } });

    const { id: raced } = await p.createPayment(input);
    const results = await Promise.all([p.complete(raced, 'paid'), p.complete(raced, 'failed')]);
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect((await p.getPayment(raced)).status).toBe(results.find((r) => r.changed)?.payment.status);
  });

  it('cancels an open payment only, and refunds a paid one once (no money moves)', async () => {
    const p = provider();
    const { id } = await p.createPayment(input);
    expect(await p.cancelPayment(id)).toMatchObject({ status: 'canceled' });
    // The checkout's later 'Betaald' changes nothing.
    expect(await p.complete(id, 'paid')).toMatchObject({ changed: false, payment: { status: 'canceled' } });

    const { id: paid } = await p.createPayment(input);
    await p.complete(paid, 'paid');
    expect(await p.cancelPayment(paid)).toMatchObject({ status: 'paid' });
    const refund = { amountCents: 54_450, description: 'Terugbetaling', idempotencyKey: 'k' };
    await expect(p.refundPayment(id, refund)).rejects.toThrow('is not paid');
    const [first, second] = await Promise.all([p.refundPayment(paid, refund), p.refundPayment(paid, refund)]);
    expect(first).toMatchObject({ status: 'refunded', amountCents: 54_450 });
    expect(second!.id).toBe(first!.id);
    expect(await p.getCheckout(paid)).toMatchObject({ refundId: first!.id, refundedAt: at.toISOString() });
    await expect(p.refundPayment(paid, { ...refund, amountCents: 1 })).rejects.toThrow('whole amount');
  });

  it('knows no payment it did not make, and never looks up a malformed id', async () => {
    const p = provider();
    await expect(p.getPayment('tst_000000000000000000000000')).rejects.toBeInstanceOf(PaymentNotFoundError);
    await expect(p.getPayment('tr_WDqYK6vllg')).rejects.toBeInstanceOf(PaymentNotFoundError);
    await expect(p.complete('../../etc', 'paid')).rejects.toBeInstanceOf(PaymentNotFoundError);
  });

  it('hands out copies: changing an answer does not change the stored payment', async () => {
    const p = provider();
    const { id } = await p.createPayment(input);
    const checkout = await p.getCheckout(id);
    checkout.status = 'paid';
    checkout.metadata.invoiceId = 'someone-else';
    expect(await p.getPayment(id)).toMatchObject({ status: 'open', metadata: { invoiceId: 'inv-9' } });
  });

  it('refuses amounts that are not whole cents above zero', async () => {
    await expect(provider().createPayment({ ...input, amountCents: -100 })).rejects.toThrow(RangeError);
  });
});

describe('createPaymentProvider', () => {
  // Building a provider touches no table; the test checkout's store reads and writes only when used.
  const { db } = openPglite(undefined);
  const providerFor = (env: Record<string, string>) =>
    createPaymentProvider(
      loadConfig({
        TWO_FACTOR_KEY: 'a1'.repeat(32),
        PLATFORM_PAYEE_NAME: 'Stichting Derdengelden Woonportaal',
        PLATFORM_IBAN: 'NL39RABO0300065264',
        ...env,
      }),
      db,
    );

  it('uses Mollie when MOLLIE_API_KEY is set, on any address', () => {
    const key = { MOLLIE_API_KEY: `test_${'x'.repeat(30)}` };
    expect(providerFor(key)).toBeInstanceOf(MolliePaymentProvider);
    expect(providerFor({ ...key, APP_URL: 'https://portaal.example.nl' })).toBeInstanceOf(
      MolliePaymentProvider,
    );
  });

  it('uses the test checkout without a key only on this computer, or when TEST_CHECKOUT=true says so', () => {
    expect(providerFor({})).toBeInstanceOf(TestCheckoutProvider);
    expect(providerFor({ APP_URL: 'http://127.0.0.1:5000' })).toBeInstanceOf(TestCheckoutProvider);
    expect(providerFor({ APP_URL: 'https://portaal.example.nl' })).toBeNull();
    expect(providerFor({ APP_URL: 'https://demo.example.nl', TEST_CHECKOUT: 'true' })).toBeInstanceOf(
      TestCheckoutProvider,
    );
    expect(providerFor({ TEST_CHECKOUT: 'false' })).toBeNull();
  });
});
