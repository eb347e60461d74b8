// The payment webhook as the internet delivers it. Invoices of many projects and consumers are paid (or
// not) at Mollie (the local fake, through the app's real Mollie adapter), and the webhook is delivered duplicated,
// late, out of order and concurrently, mixed with forged deliveries and a few payments whose record at the provider
// was tampered with. Afterwards no invoice may disagree with the provider, and each paid invoice must have brought
// its professional exactly one 'Factuur betaald' mail at the SMTP sink. The simulation itself is
// bench/lib/webhook-simulation.ts; `npm run bench:webhooks` runs it full size on PostgreSQL over real HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectApi } from '../../../../bench/lib/portal-api';
import {
  describeSimulation,
  runWebhookSimulation,
  type SimulationSettings,
} from '../../../../bench/lib/webhook-simulation';
import { FakeMollie } from '../../test/fake-mollie';
import { APP_URL, createTestApp, type TestApp } from '../../test/helpers';

/** Smaller than the bench's 200 invoices and 1,000 deliveries, so that it fits the suite. */
const SETTINGS: SimulationSettings = {
  invoices: 60,
  consumers: 15,
  professionals: 5,
  deliveries: 300,
  concurrency: 20,
  spanMs: 2000,
  seed: 9,
};

const mollie = new FakeMollie();
let t: TestApp;
const previousTlsSetting = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  // The Mollie client trusts only the CA list it ships, so the fake's self-signed certificate cannot be trusted any
  // other way; this worker talks to nothing else over TLS.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  await mollie.start();
  t = await createTestApp({
    MOLLIE_API_KEY: mollie.apiKey,
    MOLLIE_API_ENDPOINT: mollie.endpoint,
    RATE_LIMIT_DISABLED: 'true',
  });
});
afterAll(async () => {
  await t?.close();
  await mollie.stop();
  if (previousTlsSetting === undefined) delete process.env.NODE_TLS_REJECT_UNAUTHORIZED;
  else process.env.NODE_TLS_REJECT_UNAUTHORIZED = previousTlsSetting;
});

describe('payment webhooks delivered duplicated, reordered, concurrently and forged', () => {
  it('leaves every invoice as the provider says and sends one paid-mail per paid invoice', async () => {
    const admin = await t.loginAs('admin');
    const names = new Map<string, string>();
    const result = await runWebhookSimulation(
      {
        api: injectApi(t.app, APP_URL),
        fake: mollie,
        admin: { id: admin.id, email: admin.email, sid: admin.cookie },
        sql: (text, values = []) => {
          if (!names.has(text)) names.set(text, `webhook_sim_${names.size}`);
          return t.database.query(names.get(text)!, text, values);
        },
        mails: () => t.sink.mails,
        kickMail: () => t.flushMail(),
      },
      SETTINGS,
    );
    console.log(describeSimulation(result).join('\n'));

    expect(result.deliveries.total).toBe(SETTINGS.deliveries);
    expect(result.provider.paid).toBeGreaterThan(0);
    expect(result.provider.tampered).toBeGreaterThan(0);
    expect(result.disagreements).toEqual([]);
    expect(result.paymentDisagreements).toEqual([]);
    expect(result.mails.paid).toBe(result.provider.paid);
    expect(result.mails.invoicesWithWrongCount).toEqual([]);
    expect(result.notifications.invoicesWithWrongCount).toEqual([]);
    expect(result.audit.paidEntries).toBe(result.provider.paid);
    expect(result.audit.tamperedWithoutMismatchAudit).toBe(0);
    expect(result.deadCheckoutsHandedOut).toBe(0);
    expect(result.deliveries.non200).toEqual({});
    expect(result.ok).toBe(true);
  }, 120_000);
});
