// Reaching the payment provider from the payments module: one provider per app (its database), and every call
// bounded in time, since a provider that hangs is a provider that is away.
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { createPaymentProvider } from '../../payments';
import { type PaymentProvider, PaymentProviderError } from '../../payments/provider';

/** A call to the provider that takes longer than this counts as the provider being away. */
export const PROVIDER_TIMEOUT_MS = 15_000;

const providers = new WeakMap<Db, PaymentProvider | null>();

/**
 * The configured provider of this app (one per database, so the routes, the hooks and the repair loop share it);
 * null when online payment is off (a public address without MOLLIE_API_KEY).
 */
export function providerOf(ctx: Pick<AppContext, 'db' | 'config'>): PaymentProvider | null {
  if (!providers.has(ctx.db)) providers.set(ctx.db, createPaymentProvider(ctx.config, ctx.db));
  return providers.get(ctx.db)!;
}

/** A provider call bounded in time: no answer within PROVIDER_TIMEOUT_MS is a PaymentProviderError. */
export async function askProvider<T>(call: () => Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PaymentProviderError(`no answer within ${PROVIDER_TIMEOUT_MS} ms`)),
      PROVIDER_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([call(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
