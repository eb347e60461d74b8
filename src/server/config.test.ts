import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

/** A public APP_URL needs the two-factor key and the account invoices are paid to. */
const KEY = {
  TWO_FACTOR_KEY: 'a1'.repeat(32),
  PLATFORM_PAYEE_NAME: 'Stichting Derdengelden Woonportaal',
  PLATFORM_IBAN: 'NL39RABO0300065264',
};

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 5000,
      appUrl: 'http://localhost:5000',
      appOrigin: 'http://localhost:5000',
      databaseUrl: undefined,
      databaseDriver: 'embedded',
      smtpUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      secureCookies: false,
      databasePoolSize: 10,
    });
    expect(c.dataDir).toMatch(/\/data$/);
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(loadConfig({ DATABASE_DRIVER: 'pglite' }).databaseDriver).toBe('pglite');
    expect(() => loadConfig({ DATABASE_DRIVER: 'sqlite' })).toThrow(
      /^Ongeldige configuratie: DATABASE_DRIVER gebruik embedded of pglite/,
    );
  });

  it('turns demo data off by default with PostgreSQL, and secures cookies on https', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@localhost/db',
      APP_URL: 'https://portaal.example.nl/',
      ...KEY,
    });
    expect(c.seedDemo).toBe(false);
    expect(c.secureCookies).toBe(true);
    expect(c.appUrl).toBe('https://portaal.example.nl');
  });

  it.each([
    [{ PORT: 'abc' }, /^Ongeldige configuratie: PORT /],
    [{ PORT: '70000' }, /^Ongeldige configuratie: PORT /],
    [{ APP_URL: 'localhost' }, /^Ongeldige configuratie: APP_URL /],
    [{ DATABASE_URL: 'mysql://x' }, /^Ongeldige configuratie: DATABASE_URL /],
    [{ SMTP_URL: 'http://mail' }, /^Ongeldige configuratie: SMTP_URL /],
    [{ SEED_DEMO: 'misschien' }, /^Ongeldige configuratie: SEED_DEMO /],
    [{ LOG_LEVEL: 'loud' }, /^Ongeldige configuratie: LOG_LEVEL /],
    [{ PDOK_URL: 'pdok' }, /^Ongeldige configuratie: PDOK_URL /],
    [{ DATABASE_POOL_SIZE: '0' }, /^Ongeldige configuratie: DATABASE_POOL_SIZE /],
    [{ DATABASE_POOL_SIZE: 'veel' }, /^Ongeldige configuratie: DATABASE_POOL_SIZE /],
    [{ DATABASE_POOL_SIZE: '2.5' }, /^Ongeldige configuratie: DATABASE_POOL_SIZE /],
    [{ TRUST_PROXY: 'alle' }, /^Ongeldige configuratie: TRUST_PROXY /],
    [{ TRUST_PROXY: '2' }, /^Ongeldige configuratie: TRUST_PROXY /],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /^Ongeldige configuratie: TRUST_PROXY /],
  ])('stops on a bad value with one line naming the variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', true],
    ['1', true],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.1.2.3, fd00::/8,uniquelocal', ['10.1.2.3', 'fd00::/8', 'uniquelocal']],
  ])('%s → %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });
});

describe('demo accounts (docs/decisions/0011-demo-accounts.md)', () => {
  it.each(['http://localhost:5000', 'http://127.0.0.1:5000', 'http://127.3.2.1', 'http://[::1]:5000'])(
    'are seeded by default on the loopback APP_URL %s with the embedded database',
    (url) => {
      expect(loadConfig({ APP_URL: url })).toMatchObject({
        appUrlIsLoopback: true,
        seedDemo: true,
        demoSignInAnywhere: false,
      });
    },
  );

  it.each([
    'https://portaal.example.nl',
    'http://192.168.1.10:5000',
    'http://10.0.0.5',
    'http://0.0.0.0:5000',
    'http://localhost.example.nl',
    'http://[::ffff:7f00:1]',
  ])('are not seeded by default on the public APP_URL %s', (url) => {
    expect(loadConfig({ APP_URL: url, ...KEY })).toMatchObject({
      appUrlIsLoopback: false,
      seedDemo: false,
      demoSignInAnywhere: false,
    });
  });

  it('are not seeded by default with PostgreSQL, also on localhost', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).seedDemo).toBe(false);
  });

  it('follow SEED_DEMO when it is set; only SEED_DEMO=true lets them sign in from anywhere', () => {
    expect(loadConfig({ APP_URL: 'https://portaal.example.nl', SEED_DEMO: 'true', ...KEY })).toMatchObject({
      seedDemo: true,
      demoSignInAnywhere: true,
    });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, demoSignInAnywhere: false });
    // Empty counts as unset: the default applies.
    expect(loadConfig({ APP_URL: 'https://portaal.example.nl', SEED_DEMO: '', ...KEY })).toMatchObject({
      seedDemo: false,
      demoSignInAnywhere: false,
    });
  });
});

describe('PDOK_URL', () => {
  it('defaults to the public Locatieserver and drops a trailing slash', () => {
    expect(loadConfig({}).pdokUrl).toBe('https://api.pdok.nl/bzk/locatieserver/search/v3_1');
    expect(loadConfig({ PDOK_URL: 'http://127.0.0.1:9999/v3_1/' }).pdokUrl).toBe(
      'http://127.0.0.1:9999/v3_1',
    );
  });
});

describe('starting with a bad value', () => {
  it('prints one clear line naming the variable and exits 1', async () => {
    const { spawnSync } = await import('node:child_process');
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'geen-poort', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Ongeldige configuratie: PORT /)]);
  });
});

describe('file storage (decision 0017)', () => {
  it('is the local disk under DATA_DIR/uploads without S3 settings', () => {
    const c = loadConfig({ DATA_DIR: '/srv/woon' });
    expect(c.storage).toEqual({ kind: 'local', dir: '/srv/woon/uploads' });
  });

  it('reads everything from S3_URL, credentials decoded, path style on a custom endpoint', () => {
    const c = loadConfig({
      DATA_DIR: '/srv/woon',
      S3_URL: 'http://sleutel:ge%2Fheim@127.0.0.1:4569/woon-bestanden?region=eu-west-1',
    });
    expect(c.storage).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:4569',
      bucket: 'woon-bestanden',
      region: 'eu-west-1',
      credentials: { accessKeyId: 'sleutel', secretAccessKey: 'ge/heim' },
      forcePathStyle: true,
      stagingDir: '/srv/woon/staging',
    });
  });

  it('takes the parts one by one, each overriding the URL; AWS itself without an endpoint uses virtual hosts', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'woon',
        S3_REGION: 'eu-central-1',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
      }).storage,
    ).toMatchObject({
      kind: 's3',
      endpoint: undefined,
      bucket: 'woon',
      region: 'eu-central-1',
      forcePathStyle: false,
    });
    expect(
      loadConfig({ S3_URL: 'https://a:b@s3.example.com/oud?forcePathStyle=false', S3_BUCKET: 'nieuw' })
        .storage,
    ).toMatchObject({ bucket: 'nieuw', forcePathStyle: false, credentials: { accessKeyId: 'a' } });
    // Without keys the SDK's own chain (AWS_* variables, an instance role) applies.
    expect(loadConfig({ S3_BUCKET: 'woon' }).storage).toMatchObject({
      credentials: undefined,
      region: 'us-east-1',
    });
  });

  it.each([
    [{ S3_URL: 'ftp://x/y' }, /^Ongeldige configuratie: S3_URL /],
    [{ S3_URL: 'https://s3.example.com/' }, /^Ongeldige configuratie: S3_BUCKET /],
    [{ S3_URL: 'https://s3.example.com/b?forcePathStyle=soms' }, /^Ongeldige configuratie: S3_URL /],
    [{ S3_BUCKET: 'Hoofd_Letters' }, /^Ongeldige configuratie: S3_BUCKET /],
    [{ S3_ENDPOINT: 'minio' }, /^Ongeldige configuratie: S3_ENDPOINT /],
    [{ S3_BUCKET: 'woon', S3_ACCESS_KEY_ID: 'a' }, /S3_ACCESS_KEY_ID en S3_SECRET_ACCESS_KEY horen samen/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^Ongeldige configuratie: S3_BUCKET /],
    [{ S3_BUCKET: 'woon', S3_FORCE_PATH_STYLE: 'soms' }, /^Ongeldige configuratie: S3_FORCE_PATH_STYLE /],
  ])('stops on bad S3 settings with one line: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('two-factor key and sessions', () => {
  it('a public APP_URL needs TWO_FACTOR_KEY; this computer does without', () => {
    expect(() => loadConfig({ APP_URL: 'https://portaal.example.nl' })).toThrow(
      /^Ongeldige configuratie: TWO_FACTOR_KEY ontbreekt/,
    );
    expect(loadConfig({}).twoFactorKey).toBeUndefined();
    const hex = loadConfig({ APP_URL: 'https://portaal.example.nl', ...KEY });
    expect(hex.twoFactorKey).toEqual(Buffer.from('a1'.repeat(32), 'hex'));
    const b64 = Buffer.alloc(32, 7).toString('base64');
    expect(loadConfig({ TWO_FACTOR_KEY: b64 }).twoFactorKey).toEqual(Buffer.alloc(32, 7));
  });

  it.each([
    [{ TWO_FACTOR_KEY: 'geheim' }, /^Ongeldige configuratie: TWO_FACTOR_KEY /],
    [{ TWO_FACTOR_KEY: 'ab'.repeat(16) }, /^Ongeldige configuratie: TWO_FACTOR_KEY /],
    [{ REQUIRE_2FA_ADMIN: 'soms' }, /^Ongeldige configuratie: REQUIRE_2FA_ADMIN /],
    [{ SESSION_IDLE_ADMIN_MINUTES: '0' }, /^Ongeldige configuratie: SESSION_IDLE_ADMIN_MINUTES /],
    [{ SESSION_IDLE_ADMIN_MINUTES: '2000' }, /^Ongeldige configuratie: SESSION_IDLE_ADMIN_MINUTES /],
    [{ SESSION_IDLE_MINUTES: 'lang' }, /^Ongeldige configuratie: SESSION_IDLE_MINUTES /],
    [{ SESSION_REMEMBER_DAYS: '400' }, /^Ongeldige configuratie: SESSION_REMEMBER_DAYS /],
  ])('stops on a bad value with one line naming the variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('requires admins to use two-factor sign-in by default on a public APP_URL only; idle timeouts 30 min and 2 h', () => {
    expect(loadConfig({})).toMatchObject({
      requireAdminTwoFactor: false,
      sessionIdleAdminMs: 30 * 60_000,
      sessionIdleMs: 120 * 60_000,
      sessionRememberMs: 30 * 24 * 60 * 60_000,
    });
    expect(loadConfig({ APP_URL: 'https://portaal.example.nl', ...KEY }).requireAdminTwoFactor).toBe(true);
    expect(
      loadConfig({ APP_URL: 'https://portaal.example.nl', REQUIRE_2FA_ADMIN: 'false', ...KEY })
        .requireAdminTwoFactor,
    ).toBe(false);
    expect(loadConfig({ SESSION_IDLE_ADMIN_MINUTES: '15', SESSION_IDLE_MINUTES: '60' })).toMatchObject({
      sessionIdleAdminMs: 15 * 60_000,
      sessionIdleMs: 60 * 60_000,
    });
  });
});

describe('the collecting account (decision 0030)', () => {
  const PUBLIC_URL = 'https://portaal.example.nl';

  it('defaults on this computer to a demo account that is plainly a demo and not the demo professional’s', () => {
    const c = loadConfig({});
    expect(c.collectingAccount).toEqual({
      name: 'Stichting Derdengelden Woonportaal (demo)',
      iban: 'NL20INGB0001234567',
    });
    expect(c.collectingAccount.name).toMatch(/\(demo\)/);
    expect(c.collectingAccount.iban).not.toBe('NL91ABNA0417164300');
    expect(loadConfig({ APP_URL: 'http://127.0.0.1:5000' }).collectingAccount.iban).toBe(
      'NL20INGB0001234567',
    );
  });

  it('takes both settings, the IBAN written as people write it (spaces, lower case) stored compact', () => {
    const c = loadConfig({
      APP_URL: PUBLIC_URL,
      ...KEY,
      PLATFORM_PAYEE_NAME: '  Stichting Derdengelden Bureau  ',
      PLATFORM_IBAN: 'nl39 rabo 0300 0652 64',
    });
    expect(c.collectingAccount).toEqual({
      name: 'Stichting Derdengelden Bureau',
      iban: 'NL39RABO0300065264',
    });
  });

  it.each([
    [{ PLATFORM_PAYEE_NAME: '' }, /^Ongeldige configuratie: PLATFORM_PAYEE_NAME ontbreekt/],
    [{ PLATFORM_IBAN: '' }, /^Ongeldige configuratie: PLATFORM_IBAN ontbreekt/],
    [
      { PLATFORM_PAYEE_NAME: '', PLATFORM_IBAN: '' },
      /^Ongeldige configuratie: PLATFORM_PAYEE_NAME ontbreekt/,
    ],
  ])('refuses a public APP_URL without them, naming the missing one: %j', (missing, message) => {
    expect(() => loadConfig({ APP_URL: PUBLIC_URL, ...KEY, ...missing })).toThrow(message);
  });

  it.each([
    // A wrong check digit, a foreign IBAN, no IBAN at all: the profile's IBAN rule.
    [
      { PLATFORM_IBAN: 'NL40RABO0300065264' },
      /^Ongeldige configuratie: PLATFORM_IBAN moet een geldig Nederlands IBAN/,
    ],
    [{ PLATFORM_IBAN: 'DE89370400440532013000' }, /^Ongeldige configuratie: PLATFORM_IBAN /],
    [{ PLATFORM_IBAN: 'rekening' }, /^Ongeldige configuratie: PLATFORM_IBAN /],
    [{ PLATFORM_PAYEE_NAME: 'X' }, /^Ongeldige configuratie: PLATFORM_PAYEE_NAME /],
    [{ PLATFORM_PAYEE_NAME: 'S'.repeat(71) }, /^Ongeldige configuratie: PLATFORM_PAYEE_NAME /],
  ])('stops on a bad value with one line naming it, on any APP_URL: %j', (bad, message) => {
    expect(() => loadConfig({ APP_URL: PUBLIC_URL, ...KEY, ...bad })).toThrow(message);
    expect(() => loadConfig({ ...KEY, ...bad })).toThrow(message);
  });

  it('refuses half an account on this computer too: a real IBAN is never printed under the demo name', () => {
    expect(() => loadConfig({ PLATFORM_IBAN: 'NL39RABO0300065264' })).toThrow(
      /^Ongeldige configuratie: PLATFORM_PAYEE_NAME en PLATFORM_IBAN horen samen/,
    );
    expect(() => loadConfig({ PLATFORM_PAYEE_NAME: 'Stichting Derdengelden Bureau' })).toThrow(
      /^Ongeldige configuratie: PLATFORM_PAYEE_NAME en PLATFORM_IBAN horen samen/,
    );
  });

  it('a public start without PLATFORM_IBAN prints one line naming it and exits 1', async () => {
    const { spawnSync } = await import('node:child_process');
    const res = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: {
        ...process.env,
        APP_URL: PUBLIC_URL,
        DATABASE_URL: '',
        TWO_FACTOR_KEY: KEY.TWO_FACTOR_KEY,
        PLATFORM_PAYEE_NAME: KEY.PLATFORM_PAYEE_NAME,
        PLATFORM_IBAN: '',
      },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(res.status).toBe(1);
    expect(res.stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Ongeldige configuratie: PLATFORM_IBAN ontbreekt/),
    ]);
  });
});

describe('metrics token', () => {
  it('is off by default and takes a long token without spaces', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'f'.repeat(48) }).metricsToken).toBe('f'.repeat(48));
  });

  it.each(['kort', 'met spatie 0123456789abcdefghij', 'x'.repeat(201)])(
    'stops on a token that is too short, too long or has spaces: %s',
    (token) => {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(/^Ongeldige configuratie: METRICS_TOKEN /);
    },
  );
});

describe('shutdown times', () => {
  it('drains 5 s and gives requests in flight 10 s by default; both can be set', () => {
    expect(loadConfig({})).toMatchObject({ shutdownDrainMs: 5_000, shutdownGraceMs: 10_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_GRACE_MS: '30000' })).toMatchObject({
      shutdownDrainMs: 0,
      shutdownGraceMs: 30_000,
    });
  });

  it.each([
    [{ SHUTDOWN_DRAIN_MS: '-1' }, /^Ongeldige configuratie: SHUTDOWN_DRAIN_MS /],
    [{ SHUTDOWN_GRACE_MS: 'lang' }, /^Ongeldige configuratie: SHUTDOWN_GRACE_MS /],
    [{ SHUTDOWN_GRACE_MS: '300001' }, /^Ongeldige configuratie: SHUTDOWN_GRACE_MS /],
  ])('stops on a bad value with one line naming it: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});
