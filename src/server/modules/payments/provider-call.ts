// Reaching the payment provider from the payments module: one provider per app (its database), and every call
// bounded in time, since a provider that hangs is a provider that is away.
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { createPaymentProvider } from '../../payments';
import { type PaymentProvider, PaymentProviderError } from '../../payments/provider';

/** A call to the provider that takes longer than this counts as the provider being away. */
export const PROVIDER_TIMEOUT_MS = 15_000;

const providers = new WeakMap<Config, WeakMap<Db, PaymentProvider | null>>();

/**
 * The configured provider of this app (one per configuration and database, so the routes, the hooks and the repair
 * loop share it, and two apps on one database with other settings each have their own); null when online payment is
 * off (a public address without MOLLIE_API_KEY).
 */
export function providerOf(ctx: Pick<AppContext, 'db' | 'config'>): PaymentProvider | null {
  let byDb = providers.get(ctx.config);
  if (!byDb) {
    byDb = new WeakMap();
    providers.set(ctx.config, byDb);
  }
  if (!byDb.has(ctx.db)) byDb.set(ctx.db, createPaymentProvider(ctx.config, ctx.db));
  return byDb.get(ctx.db)!;
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
