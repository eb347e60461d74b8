// The environment, parsed once at boot (docs/architecture.md, Rules: configuration once). A bad value stops the
// start with one line naming it.
import { isIP } from 'node:net';
import path from 'node:path';
import { compactUpper, isDutchIban } from '@shared/users/schemas';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'gebruik true of false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const MILLISECONDS = 'moet een aantal milliseconden van 0 tot en met 300000 zijn';
const shutdownMilliseconds = (byDefault: number) =>
  z.coerce
    .number({ error: MILLISECONDS })
    .int({ error: MILLISECONDS })
    .min(0, { error: MILLISECONDS })
    .max(300_000, { error: MILLISECONDS })
    .default(byDefault);

const envSchema = z.object({
  PORT: z.coerce.number({ error: 'moet een poortnummer zijn' }).int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).default('0.0.0.0'),
  APP_URL: z.url({ error: 'moet een volledige URL zijn, bijvoorbeeld http://localhost:5000' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'moet beginnen met postgres:// of postgresql://' })
    .optional(),
  // Without DATABASE_URL: `embedded` (default) starts a PostgreSQL server of its own from the npm packages' binaries,
  // data in DATA_DIR/postgres; `pglite` keeps the in-process PGlite in DATA_DIR/pgdata (decision 0045).
  DATABASE_DRIVER: z
    .enum(['embedded', 'pglite'], { error: 'gebruik embedded of pglite' })
    .default('embedded'),
  // Connections each app node keeps to PostgreSQL at most; N nodes hold up to N × this (mind max_connections).
  DATABASE_POOL_SIZE: z.coerce
    .number({ error: 'moet een geheel getal van 1 tot en met 100 zijn' })
    .int({ error: 'moet een geheel getal van 1 tot en met 100 zijn' })
    .min(1, { error: 'moet een geheel getal van 1 tot en met 100 zijn' })
    .max(100, { error: 'moet een geheel getal van 1 tot en met 100 zijn' })
    .default(10),
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
  // json: one JSON object per line (for a log collector); pretty: readable lines. Unset: pretty on a terminal only.
  LOG_FORMAT: z.enum(['json', 'pretty'], { error: 'gebruik json of pretty' }).optional(),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(2000),
  // true: the visitor is the first address in X-Forwarded-For (for a proxy that replaces the header). A list of the
  // proxies' addresses or ranges: the visitor is the last address before them (for proxies that append to it).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const flag = booleanish.safeParse(v);
      if (flag.success) return flag.data;
      const list = v.split(',').map((p) => p.trim());
      if (list.every(isProxyAddress)) return list;
      ctx.addIssue({
        code: 'custom',
        message: "gebruik true, false of de adressen van de proxy's (bijvoorbeeld 10.0.0.0/8,uniquelocal)",
      });
      return z.NEVER;
    }),
  // Object storage for files (decision 0017): S3_URL in one, or the parts one by one (a part overrides the URL's).
  // Without either, files live on the local disk under DATA_DIR/uploads (the embedded default).
  S3_URL: z
    .url({ error: 'moet een URL zijn als https://SLEUTEL:GEHEIM@s3.example.com/bucket?region=eu-west-1' })
    .refine((v) => /^https?:\/\//.test(v), { error: 'moet beginnen met http:// of https://' })
    .optional(),
  S3_ENDPOINT: z
    .url({ error: 'moet een volledige URL zijn, bijvoorbeeld https://s3.eu-central-1.amazonaws.com' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      error: 'moet een geldige bucketnaam zijn (a-z, 0-9, . en -)',
    })
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{2,40}$/, { error: 'moet een regio zijn, bijvoorbeeld eu-west-1' })
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  // Stopping a node (SIGTERM, SIGINT): how long /healthz answers 503 while the node still serves, so the load
  // balancer takes it out, and then how long requests in flight may take to finish.
  SHUTDOWN_DRAIN_MS: shutdownMilliseconds(5_000),
  SHUTDOWN_GRACE_MS: shutdownMilliseconds(10_000),
  // A daily backup archive into this folder (npm run backup's archive; one node does it), the newest BACKUP_KEEP kept.
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_KEEP: z.coerce
    .number({ error: 'moet een heel getal van 1 tot 365 zijn' })
    .int({ error: 'moet een heel getal van 1 tot 365 zijn' })
    .min(1, { error: 'moet een heel getal van 1 tot 365 zijn' })
    .max(365, { error: 'moet een heel getal van 1 tot 365 zijn' })
    .default(7),
  // Turns on GET /metrics (Prometheus), for scrapers that send it as a bearer token; unset, /metrics answers 404.
  METRICS_TOKEN: z
    .string()
    .regex(/^\S{24,200}$/, { error: 'moet 24 tot 200 tekens zonder spaties zijn (openssl rand -hex 24)' })
    .optional(),
  // Only for benchmarks that measure raw sign-in throughput from one address.
  RATE_LIMIT_DISABLED: booleanish.default(false),
  // The key that encrypts two-factor secrets at rest: 32 random bytes, as 64 hex characters or base64. Required on a
  // public APP_URL; on this computer a key is made once and kept in DATA_DIR (lib/secret-key.ts).
  TWO_FACTOR_KEY: z
    .string()
    .refine((v) => keyBytes(v) !== undefined, {
      error: 'moet 32 willekeurige bytes zijn, als 64 hexadecimale tekens of base64 (openssl rand -hex 32)',
    })
    .optional(),
  // The account consumers pay invoices to: the platform collects for the professionals as their payment agent, on a
  // third-party funds account (decision 0030). Required on a public APP_URL; on this computer clearly-demo values.
  PLATFORM_PAYEE_NAME: z
    .string()
    .trim()
    .min(2, { error: 'moet de naam van de rekeninghouder zijn (2 tot 70 tekens)' })
    .max(70, { error: 'moet de naam van de rekeninghouder zijn (2 tot 70 tekens)' })
    .optional(),
  PLATFORM_IBAN: z
    .string()
    .transform(compactUpper)
    .refine(isDutchIban, {
      error: 'moet een geldig Nederlands IBAN zijn (controlecijfers), bijvoorbeeld NL20 INGB 0001 2345 67',
    })
    .optional(),
  // Admins must sign in with a second factor: by default on every APP_URL but this computer.
  REQUIRE_2FA_ADMIN: booleanish.optional(),
  // Idle timeouts and the remember-me lifetime (decision 0024).
  SESSION_IDLE_ADMIN_MINUTES: minutes(1, 24 * 60).default(30),
  SESSION_IDLE_MINUTES: minutes(1, 7 * 24 * 60).default(120),
  SESSION_REMEMBER_DAYS: z.coerce
    .number({ error: 'moet een geheel aantal dagen van 1 tot en met 365 zijn' })
    .int({ error: 'moet een geheel aantal dagen van 1 tot en met 365 zijn' })
    .min(1, { error: 'moet een geheel aantal dagen van 1 tot en met 365 zijn' })
    .max(365, { error: 'moet een geheel aantal dagen van 1 tot en met 365 zijn' })
    .default(30),
});

/**
 * The collecting account of a trial install on this computer: plainly a demo, and a valid IBAN that is not the demo
 * professional's (NL91ABNA0417164300), so an invoice visibly names the platform's account and not theirs.
 */
export const DEMO_COLLECTING_ACCOUNT = {
  name: 'Stichting Derdengelden Woonportaal (demo)',
  iban: 'NL20INGB0001234567',
} as const;

function minutes(min: number, max: number) {
  const error = `moet een geheel aantal minuten van ${min} tot en met ${max} zijn`;
  return z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error });
}

/** A configured key as 32 bytes: 64 hex characters or base64 (either alphabet) of 32 bytes; undefined otherwise. */
export function keyBytes(value: string): Buffer | undefined {
  const v = value.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(v)
    ? Buffer.from(v, 'hex')
    : /^[A-Za-z0-9+/_-]{43}=?$/.test(v)
      ? Buffer.from(v.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
      : undefined;
  return bytes?.length === 32 ? bytes : undefined;
}

/** An address or range proxy-addr understands: an IP, an IP with a prefix length, or one of its named ranges. */
function isProxyAddress(value: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(value)) return true;
  const [ip, bits, ...rest] = value.split('/');
  const kind = isIP(ip ?? '');
  if (!kind || rest.length > 0) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (kind === 4 ? 32 : 128));
}

export interface Config {
  port: number;
  host: string;
  appUrl: string;
  /** Origin of APP_URL: state-changing requests must come from it. */
  appOrigin: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Without DATABASE_URL: the embedded PostgreSQL server (default) or in-process PGlite (DATABASE_DRIVER). */
  databaseDriver: 'embedded' | 'pglite';
  /** The PostgreSQL pool's size on this node (DATABASE_POOL_SIZE, 10 by default). */
  databasePoolSize: number;
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
  /** Fastify's trustProxy: false, true (any sender of X-Forwarded-For), or the proxies' addresses and ranges. */
  trustProxy: boolean | string[];
  rateLimitDisabled: boolean;
  /** Secure cookies when the public URL is https. */
  secureCookies: boolean;
  /** Serve the built web app from dist/web (off in API tests). */
  serveWeb: boolean;
  /** Where files live: the local disk (the embedded default) or an S3-compatible bucket. */
  storage: StorageConfig;
  /**
   * TWO_FACTOR_KEY as 32 bytes; undefined only on a loopback APP_URL, where the start makes one and keeps it in
   * DATA_DIR (lib/secret-key.ts).
   */
  twoFactorKey: Buffer | undefined;
  /** How log lines are written; undefined: readable on a terminal, JSON otherwise (main.ts decides). */
  logFormat: 'json' | 'pretty' | undefined;
  /** Stopping: /healthz answers 503 this long while serving on, then requests in flight get this long to finish. */
  shutdownDrainMs: number;
  shutdownGraceMs: number;
  /** The bearer token GET /metrics asks for; undefined: /metrics answers 404. */
  metricsToken: string | undefined;
  /** The daily backup (BACKUP_DIR, BACKUP_KEEP): where archives go and how many are kept; undefined: none. */
  backup: { dir: string; keep: number } | undefined;
  /**
   * Where consumers pay invoices by bank transfer, and who receives the online payments: the platform's third-party
   * funds account, collecting for the professional (PLATFORM_PAYEE_NAME, PLATFORM_IBAN as compact upper case;
   * decision 0030). Never the professional's own account.
   */
  collectingAccount: { name: string; iban: string };
  /** Admins may do nothing but set up two-factor sign-in (or sign out) until it is on (REQUIRE_2FA_ADMIN). */
  requireAdminTwoFactor: boolean;
  /** Sessions end after this long without a request: admins' and everyone else's (ms). */
  sessionIdleAdminMs: number;
  sessionIdleMs: number;
  /** A remember-me session's lifetime (ms). */
  sessionRememberMs: number;
}

export type StorageConfig =
  | { kind: 'local' /** DATA_DIR/uploads */; dir: string }
  | {
      kind: 's3';
      /** Another S3-compatible service (R2, MinIO, Scaleway, OVH, a test server); AWS's own when undefined. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Both or neither: without them the SDK's own chain (AWS_* variables, an instance role) is used. */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      /** host/bucket/key instead of bucket.host/key: MinIO and most non-AWS services need it. */
      forcePathStyle: boolean;
      /** Local space for staging uploads before the type check (never the files themselves): DATA_DIR/staging. */
      stagingDir: string;
    };

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
  if (!e.TWO_FACTOR_KEY && !appUrlIsLoopback) {
    throw new ConfigError(
      'Ongeldige configuratie: TWO_FACTOR_KEY ontbreekt; zet 32 willekeurige bytes (openssl rand -hex 32), op elke server dezelfde',
    );
  }
  const collectingAccount = collectingAccountOf(e, appUrlIsLoopback);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl,
    appOrigin: new URL(appUrl).origin,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databaseDriver: e.DATABASE_DRIVER,
    databasePoolSize: e.DATABASE_POOL_SIZE,
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
    storage: storageConfig(e, path.resolve(e.DATA_DIR)),
    twoFactorKey: e.TWO_FACTOR_KEY ? keyBytes(e.TWO_FACTOR_KEY) : undefined,
    metricsToken: e.METRICS_TOKEN,
    backup: e.BACKUP_DIR ? { dir: path.resolve(e.BACKUP_DIR), keep: e.BACKUP_KEEP } : undefined,
    logFormat: e.LOG_FORMAT,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    collectingAccount,
    requireAdminTwoFactor: e.REQUIRE_2FA_ADMIN ?? !appUrlIsLoopback,
    sessionIdleAdminMs: e.SESSION_IDLE_ADMIN_MINUTES * 60_000,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionRememberMs: e.SESSION_REMEMBER_DAYS * 24 * 60 * 60_000,
  };
}

type Env = z.output<typeof envSchema>;

/**
 * The account invoices are paid to. A public portal names its own (both settings; a missing one stops the start);
 * this computer gets the demo account. A name without its IBAN, or the reverse, is refused everywhere: half a real
 * account next to half a demo one would print a payee that does not hold the account.
 */
function collectingAccountOf(e: Env, appUrlIsLoopback: boolean): Config['collectingAccount'] {
  const name = e.PLATFORM_PAYEE_NAME;
  const iban = e.PLATFORM_IBAN;
  if (name && iban) return { name, iban };
  if (!appUrlIsLoopback) {
    const missing = name ? 'PLATFORM_IBAN' : 'PLATFORM_PAYEE_NAME';
    throw new ConfigError(
      `Ongeldige configuratie: ${missing} ontbreekt; zet ${
        name
          ? 'het IBAN van de derdengeldenrekening waarop het portaal de betalingen voor de professionals ontvangt'
          : 'de naam van de houder van de derdengeldenrekening (bijvoorbeeld Stichting Derdengelden Woonportaal)'
      }`,
    );
  }
  if (name || iban) {
    throw new ConfigError(
      'Ongeldige configuratie: PLATFORM_PAYEE_NAME en PLATFORM_IBAN horen samen (beide of geen van beide)',
    );
  }
  return { ...DEMO_COLLECTING_ACCOUNT };
}

function urlFlag(url: URL, name: string): boolean | undefined {
  const value = url.searchParams.get(name);
  if (value === null) return undefined;
  const parsed = booleanish.safeParse(value);
  if (!parsed.success) throw new ConfigError(`Ongeldige configuratie: S3_URL ${name} gebruik true of false`);
  return parsed.data;
}

/** S3_URL (https://KEY:SECRET@host/bucket?region=…&forcePathStyle=true) and the S3_* parts; local disk without. */
function storageConfig(e: Env, dataDir: string): StorageConfig {
  const url = e.S3_URL ? new URL(e.S3_URL) : undefined;
  const fromUrl = url
    ? {
        endpoint: url.origin,
        bucket: decodeURIComponent(url.pathname.replace(/^\/+|\/+$/g, '')) || undefined,
        region: url.searchParams.get('region') ?? undefined,
        accessKeyId: url.username ? decodeURIComponent(url.username) : undefined,
        secretAccessKey: url.password ? decodeURIComponent(url.password) : undefined,
        forcePathStyle: urlFlag(url, 'forcePathStyle'),
      }
    : undefined;
  const bucket = e.S3_BUCKET ?? fromUrl?.bucket;
  const anyS3 = url || e.S3_ENDPOINT || e.S3_BUCKET || e.S3_ACCESS_KEY_ID || e.S3_SECRET_ACCESS_KEY;
  if (!anyS3) return { kind: 'local', dir: path.join(dataDir, 'uploads') };
  if (!bucket || !/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) {
    throw new ConfigError(
      'Ongeldige configuratie: S3_BUCKET ontbreekt of is geen geldige bucketnaam (a-z, 0-9, . en -)',
    );
  }
  const accessKeyId = e.S3_ACCESS_KEY_ID ?? fromUrl?.accessKeyId;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY ?? fromUrl?.secretAccessKey;
  if (!accessKeyId !== !secretAccessKey) {
    throw new ConfigError(
      'Ongeldige configuratie: S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen samen (beide of geen van beide)',
    );
  }
  const endpoint = e.S3_ENDPOINT ?? fromUrl?.endpoint;
  return {
    kind: 's3',
    endpoint: endpoint?.replace(/\/+$/, ''),
    bucket,
    region: e.S3_REGION ?? fromUrl?.region ?? 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A custom endpoint is most often not AWS, and path style works everywhere; AWS itself uses virtual hosts.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? fromUrl?.forcePathStyle ?? endpoint !== undefined,
    stagingDir: path.join(dataDir, 'staging'),
  };
}
