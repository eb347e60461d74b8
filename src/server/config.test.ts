import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 5000,
      appUrl: 'http://localhost:5000',
      appOrigin: 'http://localhost:5000',
      databaseUrl: undefined,
      smtpUrl: undefined,
      seedDemo: true,
      logLevel: 'info',
      secureCookies: false,
    });
    expect(c.dataDir).toMatch(/\/data$/);
  });

  it('turns demo data off by default with PostgreSQL, and secures cookies on https', () => {
    const c = loadConfig({
      DATABASE_URL: 'postgres://u@localhost/db',
      APP_URL: 'https://portaal.example.nl/',
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
  ])('stops on a bad value with one line naming the variable: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
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
    expect(loadConfig({ APP_URL: url })).toMatchObject({
      appUrlIsLoopback: false,
      seedDemo: false,
      demoSignInAnywhere: false,
    });
  });

  it('are not seeded by default with PostgreSQL, also on localhost', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@localhost/db' }).seedDemo).toBe(false);
  });

  it('follow SEED_DEMO when it is set; only SEED_DEMO=true lets them sign in from anywhere', () => {
    expect(loadConfig({ APP_URL: 'https://portaal.example.nl', SEED_DEMO: 'true' })).toMatchObject({
      seedDemo: true,
      demoSignInAnywhere: true,
    });
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ seedDemo: false, demoSignInAnywhere: false });
    // Empty counts as unset: the default applies.
    expect(loadConfig({ APP_URL: 'https://portaal.example.nl', SEED_DEMO: '' })).toMatchObject({
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
