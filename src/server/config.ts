// The environment, parsed once at boot (docs/architecture.md, Rules: configuration once). A bad value stops the
// start with one line naming it.
import path from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'gebruik true of false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'moet een poortnummer zijn' }).int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url({ error: 'moet een volledige URL zijn, bijvoorbeeld http://localhost:5000' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'moet beginnen met postgres:// of postgresql://' })
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'moet beginnen met smtp:// of smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Woonportaal <noreply@localhost>'),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w{20,}$/, { error: 'moet een Mollie API-sleutel zijn (test_… of live_…)' })
    .optional(),
  // Another root for Mollie's API (a test double, a proxy); Mollie's own by default.
  MOLLIE_API_ENDPOINT: z.url({ error: 'moet een volledige URL zijn' }).optional(),
  // The built-in test checkout without MOLLIE_API_KEY: by default only on a loopback APP_URL (decision 0016).
  TEST_CHECKOUT: booleanish.optional(),
  GOOGLE_MAPS_API_KEY: z.string().min(1).optional(),
  // The PDOK Locatieserver behind the address search (tests point it at a local fake).
  PDOK_URL: z
    .url({ error: 'moet een volledige URL zijn' })
    .default('https://api.pdok.nl/bzk/locatieserver/search/v3_1'),
  SEED_DEMO: booleanish.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  TRUST_PROXY: booleanish.default(false),
  // Only for benchmarks that measure raw sign-in throughput from one address.
  RATE_LIMIT_DISABLED: booleanish.default(false),
});

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** Origin of APP_URL: state-changing requests must come from it. */
  appOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  mollieApiKey: string | undefined;
  mollieApiEndpoint: string | undefined;
  /**
   * How consumers pay online: through Mollie (MOLLIE_API_KEY), the built-in test checkout (a loopback APP_URL, or
   * TEST_CHECKOUT=true), or not at all ('off': a public address without a key; invoices are paid by transfer).
   */
  payments: 'mollie' | 'test' | 'off';
  googleMapsApiKey: string | undefined;
  /** Base URL of the PDOK Locatieserver (…/search/v3_1): /suggest and /lookup are appended. */
  pdokUrl: string;
  /** APP_URL names this computer (localhost, 127.0.0.0/8, [::1]): a trial install, not a public portal. */
  appUrlIsLoopback: boolean;
  /** Create the demo accounts on an empty database: SEED_DEMO, by default only on a loopback APP_URL with PGlite. */
  seedDemo: boolean;
  /**
   * SEED_DEMO=true set explicitly: demo accounts with the published password may sign in from anywhere. Otherwise
   * only from this computer, and only when APP_URL is a loopback address (docs/decisions/0011-demo-accounts.md).
   */
  demoSignInAnywhere: boolean;
  logLevel: string;
  mailPollMs: number;
  trustProxy: boolean;
  rateLimitDisabled: boolean;
  /** Secure cookies when the public URL is https. */
  secureCookies: boolean;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Empty variables count as unset, as in most deployment tools.
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`Ongeldige configuratie: ${String(issue.path[0])} ${issue.message}`);
  }
  const e = parsed.data;
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const appUrlIsLoopback = isLoopbackHost(new URL(appUrl).hostname);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mollieApiKey: e.MOLLIE_API_KEY,
    mollieApiEndpoint: e.MOLLIE_API_ENDPOINT,
    // Fake money must never settle a real invoice: the test checkout on a public address only when asked for.
    payments: e.MOLLIE_API_KEY ? 'mollie' : (e.TEST_CHECKOUT ?? appUrlIsLoopback) ? 'test' : 'off',
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    pdokUrl: e.PDOK_URL.replace(/\/+$/, ''),
    appUrlIsLoopback,
    // A published admin password must never open a real installation: demo data by default only on this computer.
    seedDemo: e.SEED_DEMO ?? (appUrlIsLoopback && !e.DATABASE_URL),
    demoSignInAnywhere: e.SEED_DEMO === true,
    logLevel: e.LOG_LEVEL,
    mailPollMs: e.MAIL_POLL_MS,
    trustProxy: e.TRUST_PROXY,
    rateLimitDisabled: e.RATE_LIMIT_DISABLED,
    secureCookies: appUrl.startsWith('https://'),
    serveWeb: true,
  };
}
