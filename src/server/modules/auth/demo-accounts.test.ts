// Demo accounts never on a public address (docs/decisions/0011-demo-accounts.md): seeded by default
// only on a loopback APP_URL, their published password refused on a public one until it is changed, and
// /healthz and the admin dashboard's endpoint say whether any is left.
import { DEMO_MESSAGES, DEMO_PASSWORD } from '@shared/auth/demo-accounts';
import { AUTH_MESSAGES } from '@shared/auth/schemas';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { mailOutbox, users } from '../../db/schema';
import { DEMO_ACCOUNTS, seedDemo } from '../../demo/seed';
import { isLoopbackHost } from '../../lib/loopback';
import { createTestApp, type TestApp } from '../../test/helpers';
import { demoAccountsWarning } from './demo-accounts';

const PUBLIC_URL = 'https://portaal.example.nl';
// Admins here work with a password alone: what a public address demands of them besides (REQUIRE_2FA_ADMIN) is
// two-factor.test.ts's subject.
const PUBLIC = {
  APP_URL: PUBLIC_URL,
  SEED_DEMO: '',
  TWO_FACTOR_KEY: 'a1'.repeat(32),
  REQUIRE_2FA_ADMIN: 'false',
  PLATFORM_PAYEE_NAME: 'Stichting Derdengelden Woonportaal',
  PLATFORM_IBAN: 'NL39RABO0300065264',
};
/** Requests to the public installation carry its Origin. */
const publicOrigin = { origin: PUBLIC_URL };

const opened: TestApp[] = [];
async function open(env: Record<string, string>): Promise<TestApp> {
  const t = await createTestApp(env);
  opened.push(t);
  return t;
}
afterEach(async () => {
  while (opened.length) await opened.pop()!.close();
});
afterAll(async () => {
  while (opened.length) await opened.pop()!.close();
});

const userCount = async (t: TestApp) =>
  Number((await t.database.db.select({ n: count() }).from(users))[0]!.n);

const signIn = (t: TestApp, email: string, password: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    headers: t.config.appUrlIsLoopback ? {} : publicOrigin,
    ...extra,
  });

const health = async (t: TestApp) => (await t.request({ method: 'GET', url: '/healthz' })).json();

describe('which installations get demo data by default', () => {
  it('the default with a loopback APP_URL seeds the demo accounts, which sign in on this computer', async () => {
    const t = await open({ SEED_DEMO: '' }); // APP_URL http://localhost:5000, the embedded database
    expect(t.config.seedDemo).toBe(true);
    expect(await userCount(t)).toBe(DEMO_ACCOUNTS.length);
    const res = await signIn(t, 'admin@demo.nl', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user.role).toBe('admin');
    expect(await health(t)).toMatchObject({ status: 'ok', demoAccounts: true });
  });

  it('the default with an https APP_URL creates no demo data and /healthz says there are no demo accounts', async () => {
    const t = await open(PUBLIC);
    expect(t.config.seedDemo).toBe(false);
    expect(await userCount(t)).toBe(0);
    expect((await signIn(t, 'admin@demo.nl', DEMO_PASSWORD)).statusCode).toBe(401);
    expect(await health(t)).toMatchObject({ status: 'ok', demoAccounts: false });
  });

  it('SEED_DEMO=true on a public APP_URL seeds, lets them sign in, and the start warns naming the password', async () => {
    const t = await open({ ...PUBLIC, SEED_DEMO: 'true', REQUIRE_2FA_ADMIN: '' });
    expect(await userCount(t)).toBe(DEMO_ACCOUNTS.length);
    expect((await signIn(t, 'admin@demo.nl', DEMO_PASSWORD)).statusCode).toBe(200);
    const remote = await signIn(t, 'admin@demo.nl', DEMO_PASSWORD, { remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(200);
    const warning = demoAccountsWarning(
      t.config,
      DEMO_ACCOUNTS.map((a) => a.email),
    );
    expect(warning).toContain(DEMO_PASSWORD);
    expect(warning).toContain('SEED_DEMO=true');
    for (const a of DEMO_ACCOUNTS) expect(warning).toContain(a.email);
    // Nothing to warn about on this computer, or once no demo account has the password.
    expect(demoAccountsWarning({ ...t.config, appUrlIsLoopback: true }, ['admin@demo.nl'])).toBeNull();
    expect(demoAccountsWarning(t.config, [])).toBeNull();
  });
});

describe('the published password on a public APP_URL', () => {
  it('is refused with a Dutch 403 until an admin gives it a new password', async () => {
    // A database seeded before, now served on the agency's address.
    const t = await open(PUBLIC);
    await seedDemo(t.database.db);
    expect(await health(t)).toMatchObject({ demoAccounts: true });

    for (const account of DEMO_ACCOUNTS) {
      const refused = await signIn(t, account.email, DEMO_PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        code: 'DEMO_PASSWORD_REFUSED',
        error: DEMO_MESSAGES.publicAddress,
        message: DEMO_MESSAGES.publicAddress,
      });
      expect(refused.cookies.find((c) => c.name === 'sid')).toBeUndefined();
    }
    // A wrong password reads as it always does; an ordinary account with that same password is not refused.
    const wrong = await signIn(t, 'admin@demo.nl', 'Fout1234!');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidCredentials);
    const ordinary = await t.createUser({ password: DEMO_PASSWORD });
    expect((await signIn(t, ordinary.email, DEMO_PASSWORD)).statusCode).toBe(200);

    // 'Wachtwoord vergeten' answers as always but mails nothing: demo.nl is not ours, and a reset link there
    // would hand the account to whoever reads that mail.
    const forgot = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'admin@demo.nl' },
      headers: publicOrigin,
    });
    expect(forgot.statusCode).toBe(200);
    await t.flushMail();
    const [queued] = await t.database.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'admin@demo.nl'));
    expect(Number(queued!.n)).toBe(0);
    expect(t.sink.mails.filter((m) => m.to.includes('admin@demo.nl'))).toEqual([]);

    // The installation's own admin (npm run admin:create) gives the demo admin a new password.
    const owner = await t.createUser({ role: 'admin', password: 'EigenAdmin9!' });
    const ownerCookie = (await signIn(t, owner.email, 'EigenAdmin9!')).cookies.find(
      (c) => c.name === 'sid',
    )!.value;
    const [demoAdmin] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'admin@demo.nl'));
    const taken = await t.request({
      method: 'POST',
      url: '/api/admin/reset-user-password',
      payload: { targetUserId: demoAdmin!.id, newPassword: 'EigenWachtwoord9' },
      cookie: ownerCookie,
      headers: publicOrigin,
    });
    expect(taken.statusCode).toBe(200);
    const signedIn = await signIn(t, 'admin@demo.nl', 'EigenWachtwoord9');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.role).toBe('admin');
    const cookie = signedIn.cookies.find((c) => c.name === 'sid')!.value;

    // The other two still have the published password: /healthz and the dashboard's endpoint say so.
    expect(await health(t)).toMatchObject({ demoAccounts: true });
    const status = await t.request({ method: 'GET', url: '/api/admin/demo-accounts', cookie });
    expect(status.json()).toEqual({
      accounts: [
        { email: 'professional@demo.nl', role: 'professional' },
        { email: 'consument@demo.nl', role: 'consumer' },
      ],
      signIn: 'nowhere',
      publicAddress: true,
    });

    // The admin deletes the demo consumer (anonymised: it has projects) and sets the professional's password.
    const [consumer] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'consument@demo.nl'));
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${consumer!.id}`,
      cookie,
      headers: publicOrigin,
    });
    expect(deleted.statusCode).toBe(200);
    const [pro] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'professional@demo.nl'));
    const changed = await t.request({
      method: 'POST',
      url: '/api/admin/reset-user-password',
      payload: { targetUserId: pro!.id, newPassword: 'AnderWachtwoord7' },
      cookie,
      headers: publicOrigin,
    });
    expect(changed.statusCode).toBe(200);
    expect(await health(t)).toMatchObject({ demoAccounts: false });
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/demo-accounts', cookie })).json().accounts,
    ).toEqual([]);
  });

  it('ends the demo accounts’ sessions when the portal starts on a public APP_URL', async () => {
    const t = await open({ SEED_DEMO: '' }); // seeded, on localhost
    const local = await signIn(t, 'consument@demo.nl', DEMO_PASSWORD);
    const cookie = local.cookies.find((c) => c.name === 'sid')!.value;
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(200);

    // The same database started again with the agency's address.
    const config = {
      ...t.config,
      appUrl: PUBLIC_URL,
      appOrigin: PUBLIC_URL,
      appUrlIsLoopback: false,
      seedDemo: false,
    };
    const publicApp = await buildApp(config, { database: t.database, workers: false });
    try {
      const me = await publicApp.inject({ method: 'GET', url: '/api/auth/user', cookies: { sid: cookie } });
      expect(me.statusCode).toBe(401);
    } finally {
      await publicApp.close();
    }
  });

  it('on a loopback APP_URL, is accepted only from this computer', async () => {
    const t = await open({ SEED_DEMO: '' });
    const remote = await signIn(t, 'admin@demo.nl', DEMO_PASSWORD, { remoteAddress: '203.0.113.7' });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().error).toBe(DEMO_MESSAGES.otherComputer);
    for (const ip of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await signIn(t, 'admin@demo.nl', DEMO_PASSWORD, { remoteAddress: ip })).statusCode).toBe(200);
    }
    const admin = (await signIn(t, 'admin@demo.nl', DEMO_PASSWORD)).cookies.find((c) => c.name === 'sid')!;
    const status = await t.request({ method: 'GET', url: '/api/admin/demo-accounts', cookie: admin.value });
    expect(status.json()).toMatchObject({ signIn: 'this-computer', publicAddress: false });
    expect(status.json().accounts).toHaveLength(3);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost', true],
    ['127.0.0.1', true],
    ['127.255.0.9', true],
    ['::1', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['LOCALHOST', true],
    ['203.0.113.7', false],
    ['::ffff:10.0.0.1', false],
    ['0.0.0.0', false],
    ['portaal.example.nl', false],
    ['localhost.example.nl', false],
    ['128.0.0.1', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});
