// Which payment provider this app uses (docs/decisions/0015): Mollie when MOLLIE_API_KEY is set, otherwise the
// built-in test checkout.
import { MolliePaymentProvider } from './mollie';
import type { PaymentProvider } from './provider';
import { TestCheckoutProvider, type TestPaymentStore } from './test-checkout';

export interface PaymentProviderConfig {
  appUrl: string;
  mollieApiKey: string | undefined;
  /** Tests only: a stand-in for Mollie's API root. */
  mollieApiEndpoint?: string;
  /** Where the test checkout keeps its payments; in memory unless given. */
  testPaymentStore?: TestPaymentStore;
}

export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  if (config.mollieApiKey)
    return new MolliePaymentProvider({ apiKey: config.mollieApiKey, apiEndpoint: config.mollieApiEndpoint });
  return new TestCheckoutProvider({ appUrl: config.appUrl, store: config.testPaymentStore });
}
