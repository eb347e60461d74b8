// Which payment provider this app uses (docs/decisions/0016): Mollie when MOLLIE_API_KEY is set; the built-in test
// checkout on a loopback APP_URL (or with TEST_CHECKOUT=true); none otherwise, so that fake money can never settle
// a real invoice on a public portal.
import type { Config } from '../config';
import type { Db } from '../db/client';
import { MolliePaymentProvider } from './mollie';
import type { PaymentProvider } from './provider';
import { TestCheckoutProvider } from './test-checkout';
import { databaseTestPaymentStore } from './test-payment-store';

export type PaymentsConfig = Pick<Config, 'payments' | 'appUrl' | 'mollieApiKey' | 'mollieApiEndpoint'>;

export function createPaymentProvider(config: PaymentsConfig, db: Db): PaymentProvider | null {
  if (config.payments === 'mollie' && config.mollieApiKey)
    return new MolliePaymentProvider({ apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiEndpoint });
  if (config.payments === 'test')
    return new TestCheckoutProvider({ appUrl: config.appUrl, store: databaseTestPaymentStore(db) });
  return null;
}
