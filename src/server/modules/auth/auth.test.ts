import { AUTH_MESSAGES } from '@shared/auth/schemas';
import { SESSION_COOKIE } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, oneTimeTokens, sessions, users } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import {
  awayFromWindowEdge,
  createTestApp,
  linkTo,
  TEST_PASSWORD,
  type TestApp,
  tokenOf,
} from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const sessionCookie = (res: {
  cookies: { name: string; value: string; expires?: Date; httpOnly?: boolean; sameSite?: string }[];
}) => res.cookies.find((c) => c.name === SESSION_COOKIE);

const register = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/auth/register', payload });

const validRegistration = (email: string) => ({
  email,
  password: 'Welkom-2026!',
  firstName: 'Sanne',
  lastName: 'de Boer',
  phone: '0612345678',
  role: 'consumer',
});

describe('POST /api/auth/register', () => {
  it('creates the account, signs it in, sends the welcome mail with a verification link and a notification', async () => {
    const res = await register(validRegistration('  Sanne@Example.NL '));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.user).toMatchObject({
      email: 'sanne@example.nl',
      firstName: 'Sanne',
      role: 'consumer',
      emailVerified: false,
      isAdminSwitching: false,
    });
    const cookie = sessionCookie(res)!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.expires).toBeUndefined(); // a browser-session cookie

    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: cookie.value });
    expect(me.json().email).toBe('sanne@example.nl');

    const mail = await t.sink.waitFor('sanne@example.nl', { subject: /Welkom/ });
    // No aanhef yet: the gender-neutral formal salutation (decision 0023).
    expect(mail.text).toMatch(/^Geachte Sanne de Boer,$/m);
    expect(linkTo(mail, '/verify-email?token=')).toBeTruthy();

    const notes = await t.request({ method: 'GET', url: '/api/notifications', cookie: cookie.value });
    expect(notes.json()[0]).toMatchObject({
      title: 'Welkom bij Woonportaal',
      isRead: false,
      linkUrl: '/dashboard',
    });

    const [stored] = await t.database.db.select().from(users).where(eq(users.email, 'sanne@example.nl'));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('creates a professional with an empty profile', async () => {
    const res = await register({ ...validRegistration('pro-reg@example.nl'), role: 'professional' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'professional', specializations: [] });
  });

  it('refuses an address that is in use with 409 and a Dutch message, whatever its case', async () => {
    await register(validRegistration('dubbel@example.nl'));
    const res = await register(validRegistration('DUBBEL@example.nl'));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'EMAIL_TAKEN',
      error: AUTH_MESSAGES.emailInUse,
      message: AUTH_MESSAGES.emailInUse,
    });
  });

  it.each([
    ['admin role', { role: 'admin' }, 'role'],
    ['unknown role', { role: 'superuser' }, 'role'],
    ['short password', { password: 'kort' }, 'password'],
    ['missing first name', { firstName: '' }, 'firstName'],
    ['blank last name', { lastName: '   ' }, 'lastName'],
    ['bad e-mail', { email: 'geen-email' }, 'email'],
    ['e-mail as number', { email: 12 }, 'email'],
    ['over-long first name', { firstName: 'x'.repeat(101) }, 'firstName'],
    ['over-long password', { password: 'x'.repeat(201) }, 'password'],
    ['unknown field', { isAdmin: true }, 'isAdmin'],
  ])('refuses %s with 400 and a field error, creating nothing', async (_name, change, field) => {
    const email = `bad-${field}-${Math.random().toString(36).slice(2, 6)}@example.nl`;
    const res = await register({ ...validRegistration(email), ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors[field]).toBeTruthy();
    expect(body.error).toBeTruthy();
    const found = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(found).toHaveLength(0);
  });

  it('gives the Dutch message for a short password', async () => {
    const res = await register({ ...validRegistration('kort@example.nl'), password: '1234567' });
    expect(res.json().fieldErrors.password).toBe('Wachtwoord moet minimaal 8 karakters lang zijn');
  });

  it('refuses a request without our Origin', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: validRegistration('csrf@example.nl'),
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('refuses malformed JSON without a stack trace', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.(ts|js):\d+/);
    expect(res.json().error).toBe('Ongeldige JSON in het verzoek');
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with a new token every time; remember-me gives a 30-day cookie', async () => {
    const u = await t.createUser();
    const a = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: TEST_PASSWORD },
    });
    const b = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email.toUpperCase(), password: TEST_PASSWORD, rememberMe: true },
    });
    expect(a.statusCode).toBe(200);
    expect(a.json()).toMatchObject({ user: { id: u.id }, message: 'Succesvol ingelogd' });
    expect(b.statusCode).toBe(200);
    const ca = sessionCookie(a)!;
    const cb = sessionCookie(b)!;
    expect(ca.value).not.toBe(cb.value);
    expect(ca.expires).toBeUndefined();
    const days = (cb.expires!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    // The database keeps only hashes of the tokens.
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, u.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(ca.value);
    expect(rows.find((r) => r.persistent)).toBeTruthy();
    // A browser-session cookie still ends on the server after 12 hours.
    const browserSession = rows.find((r) => !r.persistent)!;
    expect((browserSession.expiresAt.getTime() - Date.now()) / 3_600_000).toBeCloseTo(12, 0);
  });

  it('answers an unknown address and a wrong password with one and the same error', async () => {
    const u = await t.createUser();
    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: 'Verkeerd123' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'niemand@example.nl', password: 'Verkeerd123' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().error).toBe(AUTH_MESSAGES.invalidCredentials);
    expect(sessionCookie(wrong)).toBeUndefined();
  });

  it('refuses an account that has no password yet', async () => {
    const u = await t.createUser();
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.id, u.id));
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends the previous session of this browser on a new sign-in', async () => {
    const u = await t.createUser();
    const first = await t.login(u.email);
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: TEST_PASSWORD },
      cookie: first,
    });
    expect(res.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: first })).statusCode).toBe(401);
  });

  it.each([
    [{ email: 'a@b.nl' }, 'password'],
    [{ password: 'x' }, 'email'],
    [{ email: 'a@b.nl', password: 'x', rememberMe: 'ja' }, 'rememberMe'],
    [{ email: 'a@b.nl', password: 'x', extra: 1 }, 'extra'],
  ])('refuses bad input %j', async (payload, field) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBeTruthy();
  });

  it.each([
    ['true', '198.51.100.7'],
    ['loopback', '203.0.113.5'],
  ])(
    'TRUST_PROXY=%s behind a proxy that appends to X-Forwarded-For: the visitor is %s',
    async (trust, ip) => {
      // The client wrote the first address itself; the proxy (here on loopback) added the one it saw. Only the
      // proxy's address tells them apart (docs/deployment.md, TRUST_PROXY): what the per-address limits count.
      const behind = await createTestApp({ TRUST_PROXY: trust });
      try {
        const email = `proxy-${trust}@test.nl`;
        const res = await behind.request({
          method: 'POST',
          url: '/api/auth/register',
          headers: { 'x-forwarded-for': '198.51.100.7, 203.0.113.5' },
          payload: { email, password: TEST_PASSWORD, firstName: 'Proxy', lastName: 'Test', role: 'consumer' },
        });
        expect(res.statusCode).toBe(201);
        const [row] = await behind.database.db
          .select({ ip: auditLog.ip })
          .from(auditLog)
          .where(eq(auditLog.action, 'user.register'));
        expect(row!.ip).toBe(ip);
      } finally {
        await behind.close();
      }
    },
  );

  it('limits attempts per IP address', async () => {
    await awayFromWindowEdge(RATE_RULES.loginPerIp.windowMs);
    const ip = await createTestApp();
    try {
      for (let i = 0; i < 100; i++) {
        await ip.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `x${i}@example.nl`, password: 'x' },
        });
      }
      const res = await ip.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'y@example.nl', password: 'x' },
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatch(/^Te veel inlogpogingen vanaf dit adres/);
    } finally {
      await ip.close();
    }
  });
});

describe('GET /api/auth/user', () => {
  it('returns every field of the current user', async () => {
    const pro = await t.loginAs('professional', { specializations: ['taxatie'] });
    const res = await t.request({ method: 'GET', url: '/api/auth/user', cookie: pro.cookie });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(
      [
        'aanhef',
        'createdAt',
        'email',
        'emailVerified',
        'firstName',
        'id',
        'initialen',
        'isAdminSwitching',
        'lastName',
        'tussenvoegsel',
        'phone',
        'profileImageUrl',
        'role',
        'specializations',
        'twoFactorEnabled',
        'twoFactorEnabledAt',
        'twoFactorSetupRequired',
      ].sort(),
    );
    expect(res.json()).toMatchObject({ id: pro.id, role: 'professional', specializations: ['taxatie'] });
  });

  it('is 204 without a session cookie: a visitor is nobody, not an error (no console error on a signed-out page)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/auth/user' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('is 401 with a garbage cookie and with an expired session, and clears the cookie', async () => {
    const garbage = await t.request({ method: 'GET', url: '/api/auth/user', cookie: 'onzin' });
    expect(garbage.statusCode).toBe(401);
    expect(sessionCookie(garbage)?.value).toBe('');
    const u = await t.loginAs('consumer');
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, u.id));
    const res = await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(AUTH_MESSAGES.notSignedIn);
  });
});

describe('POST /api/auth/logout', () => {
  it('deletes the session on the server and clears the cookie', async () => {
    const u = await t.loginAs('consumer');
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res)?.value).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).statusCode).toBe(
      401,
    );
  });

  it('is harmless when signed out', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
  });

  it('needs our Origin', async () => {
    const u = await t.loginAs('consumer');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: `sid=${u.cookie}` },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('password reset', () => {
  const forgot = (email: unknown) =>
    t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email } });

  it('answers the same whether or not the address is known, and mails a link only to a known one', async () => {
    const u = await t.createUser();
    const known = await forgot(u.email);
    const unknown = await forgot('onbekend-adres@example.nl');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(known.json().message).toBe(AUTH_MESSAGES.forgotPasswordSent);
    const mail = await t.sink.waitFor(u.email, { subject: /Wachtwoord opnieuw instellen/ });
    expect(linkTo(mail, '/reset-password?token=')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 200));
    expect(t.sink.mails.some((m) => m.to.includes('onbekend-adres@example.nl'))).toBe(false);
  });

  it('resets once: revokes all sessions, then refuses the used link', async () => {
    const u = await t.loginAs('consumer');
    const other = await t.login(u.email);
    await forgot(u.email);
    const token = tokenOf(
      linkTo(await t.sink.waitFor(u.email, { subject: /Wachtwoord opnieuw/ }), '/reset-password'),
    );

    const valid = await t.request({
      method: 'POST',
      url: '/api/auth/validate-reset-token',
      payload: { token },
    });
    expect(valid.json()).toEqual({ valid: true });

    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NieuwWachtwoord1' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(AUTH_MESSAGES.passwordUpdated);
    for (const cookie of [u.cookie, other]) {
      expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).statusCode).toBe(401);
    }
    await expect(t.login(u.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await t.login(u.email, 'NieuwWachtwoord1')).toBeTruthy();
    await t.sink.waitFor(u.email, { subject: /Uw wachtwoord is gewijzigd/ });

    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NogEenKeer123' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Ongeldige reset link');
    const check = await t.request({
      method: 'POST',
      url: '/api/auth/validate-reset-token',
      payload: { token },
    });
    expect(check.statusCode).toBe(400);
    expect(check.json().error).toBe('Ongeldige reset link');

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, u.id));
    expect(audit.map((a) => a.action)).toContain('auth.password-reset');
  });

  it('lets only one of two racing requests use the same link', async () => {
    const u = await t.createUser();
    await forgot(u.email);
    const token = tokenOf(
      linkTo(await t.sink.waitFor(u.email, { subject: /Wachtwoord opnieuw/ }), '/reset-password'),
    );
    const results = await Promise.all(
      ['EersteWachtwoord1', 'TweedeWachtwoord2'].map((password) =>
        t.request({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link and a newer link replaces an older one', async () => {
    const u = await t.createUser();
    await forgot(u.email);
    const first = tokenOf(
      linkTo(await t.sink.waitFor(u.email, { subject: /Wachtwoord opnieuw/ }), '/reset-password'),
    );
    // A quarter of an hour later (one link per address per 15 minutes): the window's count is gone.
    await t.database.db.execute(sql`delete from rate_limits where key like 'forgot:mail:%'`);
    await forgot(u.email);
    const second = tokenOf(
      linkTo(await t.sink.waitFor(u.email, { subject: /Wachtwoord opnieuw/ }), '/reset-password'),
    );
    const old = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: first, password: 'NieuwWachtwoord1' },
    });
    expect(old.statusCode).toBe(400);
    await t.database.db
      .update(oneTimeTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeTokens.userId, u.id));
    const expired = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: second, password: 'NieuwWachtwoord1' },
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toBe('Ongeldige reset link');
  });

  it('refuses a short new password and keeps the link usable', async () => {
    const u = await t.createUser();
    await forgot(u.email);
    const token = tokenOf(
      linkTo(await t.sink.waitFor(u.email, { subject: /Wachtwoord opnieuw/ }), '/reset-password'),
    );
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'kort' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.password).toBe('Wachtwoord moet minimaal 8 karakters lang zijn');
    const valid = await t.request({
      method: 'POST',
      url: '/api/auth/validate-reset-token',
      payload: { token },
    });
    expect(valid.statusCode).toBe(200);
  });

  it.each([
    ['/api/auth/forgot-password', { email: 'geen-adres' }],
    ['/api/auth/forgot-password', {}],
    ['/api/auth/validate-reset-token', {}],
    ['/api/auth/validate-reset-token', { token: 'x'.repeat(500) }],
    ['/api/auth/reset-password', { token: 'abc' }],
  ])('%s refuses bad input %j', async (url, payload) => {
    expect((await t.request({ method: 'POST', url, payload })).statusCode).toBe(400);
  });
});

describe('e-mail verification', () => {
  it('verifies through the link in the welcome mail, once', async () => {
    const res = await register(validRegistration('verifieer@example.nl'));
    const cookie = sessionCookie(res)!.value;
    const token = tokenOf(
      linkTo(await t.sink.waitFor('verifieer@example.nl', { subject: /Welkom/ }), '/verify-email'),
    );
    const ok = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Uw e-mailadres is succesvol geverifieerd!');
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json().emailVerified).toBe(
      true,
    );
    const again = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe(AUTH_MESSAGES.invalidVerificationLink);
  });

  it('a reset token is no verification token', async () => {
    const u = await t.createUser({ verified: false });
    await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: u.email } });
    const token = tokenOf(linkTo(await t.sink.waitFor(u.email), '/reset-password'));
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(400);
  });

  it('resends a verification mail to a signed-in unverified user, limited per address', async () => {
    await awayFromWindowEdge(RATE_RULES.resendPerAddress.windowMs);
    const u = await t.loginAs('consumer', { verified: false });
    const res = await t.request({ method: 'POST', url: '/api/auth/resend-verification', cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Verificatie e-mail verzonden');
    const mail = await t.sink.waitFor(u.email, { subject: /Bevestig uw e-mailadres/ });
    const token = tokenOf(linkTo(mail, '/verify-email'));
    await t.request({ method: 'POST', url: '/api/auth/resend-verification', cookie: u.cookie });
    await t.request({ method: 'POST', url: '/api/auth/resend-verification', cookie: u.cookie });
    const limited = await t.request({
      method: 'POST',
      url: '/api/auth/resend-verification',
      cookie: u.cookie,
    });
    expect(limited.statusCode).toBe(429);
    // Only the newest link works.
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: { token } })).statusCode,
    ).toBe(400);
  });

  it('refuses resend when signed out or already verified', async () => {
    expect((await t.request({ method: 'POST', url: '/api/auth/resend-verification' })).statusCode).toBe(401);
    const u = await t.loginAs('consumer');
    const res = await t.request({ method: 'POST', url: '/api/auth/resend-verification', cookie: u.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(AUTH_MESSAGES.alreadyVerified);
  });

  it('refuses a missing token', async () => {
    const res = await t.request({ method: 'POST', url: '/api/auth/verify-email', payload: {} });
    expect(res.statusCode).toBe(400);
  });
});

describe('POST /api/auth/switch-user', () => {
  it('lets an admin act as another user and back, audit-logged', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ role: 'consumer' });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/switch-user',
      payload: { userId: consumer.id },
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isAdminSwitching: true,
      user: { id: consumer.id, role: 'consumer', isAdminSwitching: true },
    });

    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: admin.cookie });
    expect(me.json()).toMatchObject({ id: consumer.id, role: 'consumer', isAdminSwitching: true });
    // Acting as a consumer, admin-only routes are refused, but the way back stays open.
    expect((await t.request({ method: 'GET', url: '/api/feedback', cookie: admin.cookie })).statusCode).toBe(
      403,
    );
    const targets = await t.request({ method: 'GET', url: '/api/auth/switch-targets', cookie: admin.cookie });
    expect(targets.statusCode).toBe(200);
    expect(targets.json().admin).toBe(admin.id);

    const back = await t.request({
      method: 'POST',
      url: '/api/auth/switch-user',
      payload: { userId: admin.id },
      cookie: admin.cookie,
    });
    expect(back.json()).toMatchObject({ isAdminSwitching: false, user: { id: admin.id, role: 'admin' } });
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/user', cookie: admin.cookie })).json()
        .isAdminSwitching,
    ).toBe(false);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.actorId, admin.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.switch-user', 'auth.switch-user.end']),
    );
    expect(audit.find((a) => a.action === 'auth.switch-user')!.entityId).toBe(consumer.id);
  });

  it('refuses consumers and professionals, and signed-out callers', async () => {
    const target = await t.createUser({ role: 'admin' });
    for (const role of ['consumer', 'professional'] as const) {
      const u = await t.loginAs(role);
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/switch-user',
        payload: { userId: target.id },
        cookie: u.cookie,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(AUTH_MESSAGES.switchNotAllowed);
      expect(
        (await t.request({ method: 'GET', url: '/api/auth/switch-targets', cookie: u.cookie })).statusCode,
      ).toBe(403);
    }
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/switch-user', payload: { userId: target.id } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers 404 for an unknown user and 400 for a bad id', async () => {
    const admin = await t.loginAs('admin');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/auth/switch-user',
      payload: { userId: '00000000-0000-4000-8000-000000000000' },
      cookie: admin.cookie,
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.request({
      method: 'POST',
      url: '/api/auth/switch-user',
      payload: { userId: 'abc' },
      cookie: admin.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('maps the roles to the demo accounts when they exist', async () => {
    const admin = await t.loginAs('admin');
    const demo = await t.createUser({ role: 'consumer', email: 'consument@demo.nl' });
    const res = await t.request({ method: 'GET', url: '/api/auth/switch-targets', cookie: admin.cookie });
    expect(res.json().consumer).toBe(demo.id);
    expect(res.json().professional).toEqual(expect.any(String));
  });
});
