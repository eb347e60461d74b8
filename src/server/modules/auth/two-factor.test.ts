// Two-factor sign-in (decision 0025) through the API on a real database, with codes computed here the way an
// authenticator app computes them (otpauth): enrolment, the second step of a sign-in, recovery codes, switching
// off, an admin's reset, and REQUIRE_2FA_ADMIN.
import { AUTH_MESSAGES } from '@shared/auth/schemas';
import { RECOVERY_CODE_ALPHABET, TWO_FACTOR_MESSAGES } from '@shared/auth/two-factor';
import { SESSION_COOKIE } from '@shared/constants';
import { USER_MESSAGES } from '@shared/users/schemas';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, pendingSignIns, recoveryCodes, users } from '../../db/schema';
import { decryptSecret } from '../../lib/crypto';
import { createTestApp, linkTo, type TestApp, type TestUser, tokenOf } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const PERIOD_MS = 30_000;
/** The 30-second time step an app is in now. */
const nowStep = () => Math.floor(Date.now() / PERIOD_MS);
/** The code an authenticator app shows during `step` for `secret`. */
const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });

const RECOVERY_FORMAT = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{5}-[${RECOVERY_CODE_ALPHABET}]{5}$`);

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

const post = (url: string, payload: unknown, cookie?: string, extra: Record<string, string> = {}) =>
  t.request({ method: 'POST', url, payload: payload as object, cookie, headers: extra });

const me = (cookie: string) => t.request({ method: 'GET', url: '/api/auth/user', cookie });

async function twoFactorColumns(userId: string) {
  const [row] = await t.database.db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt, lastStep: users.totpLastStep })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function auditOf(userId: string, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt));
}

interface Enrolled {
  secret: string;
  /** The time step whose code switched it on: that code is spent. */
  step: number;
  recoveryCodes: string[];
}

/** Sets up and switches on two-factor sign-in for a signed-in user, as /profiel does. */
async function enrol(user: TestUser & { cookie: string }): Promise<Enrolled> {
  const setup = await post('/api/auth/2fa/setup', { password: user.password }, user.cookie);
  expect(setup.statusCode).toBe(200);
  const { secret } = setup.json();
  const step = nowStep();
  const enable = await post('/api/auth/2fa/enable', { code: codeAt(secret, step) }, user.cookie);
  expect(enable.statusCode).toBe(200);
  return { secret, step, recoveryCodes: enable.json().recoveryCodes };
}

/** POST /api/auth/login for an account with two-factor sign-in: the pending sign-in's cookie value. */
async function passwordStep(user: TestUser, extra: { rememberMe?: boolean; remoteAddress?: string } = {}) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password, rememberMe: extra.rememberMe ?? false },
    ...(extra.remoteAddress ? { remoteAddress: extra.remoteAddress } : {}),
  });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ twoFactorRequired: true, message: TWO_FACTOR_MESSAGES.twoFactorRequired });
  expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
  return cookieOf(res, 'sid_2fa')!.value;
}

const verify = (pending: string | null, body: unknown, remoteAddress?: string) =>
  t.request({
    method: 'POST',
    url: '/api/auth/2fa/verify',
    payload: body as object,
    headers: pending ? { cookie: `sid_2fa=${pending}` } : {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('enrolment, sign-in and recovery', () => {
  it('sets up with the password, switches on with a first code, signs in with a later code and with recovery codes', async () => {
    const user = await t.loginAs('consumer');
    const elsewhere = await t.login(user.email);

    // Setup asks for the password; a wrong one changes nothing.
    const wrong = await post('/api/auth/2fa/setup', { password: 'Verkeerd123!' }, user.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      error: TWO_FACTOR_MESSAGES.wrongPassword,
      message: TWO_FACTOR_MESSAGES.wrongPassword,
      fieldErrors: { password: TWO_FACTOR_MESSAGES.wrongPassword },
    });
    expect((await twoFactorColumns(user.id)).secret).toBeNull();

    const setup = await post('/api/auth/2fa/setup', { password: user.password }, user.cookie);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUrl, qrCode } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/); // 20 random bytes in base32
    const url = new URL(otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Woonportaal');
    expect(decodeURIComponent(url.pathname)).toContain(user.email);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    // At rest only encrypted, under the configured key, and not yet in force.
    const stored = await twoFactorColumns(user.id);
    expect(stored.secret).not.toContain(secret);
    expect(decryptSecret(t.app.ctx.twoFactorKey, stored.secret!, user.id)).toBe(secret);
    expect(stored.enabledAt).toBeNull();
    expect((await me(user.cookie)).json()).toMatchObject({
      twoFactorEnabled: false,
      twoFactorEnabledAt: null,
    });

    // A code that is not the app's is refused; bad input is a Dutch field message.
    const step = nowStep();
    const other = codeAt(new Secret({ size: 20 }).base32, step);
    const refused = await post('/api/auth/2fa/enable', { code: other }, user.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    const garbage = await post('/api/auth/2fa/enable', { code: '12ab' }, user.cookie);
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().fieldErrors).toEqual({ code: TWO_FACTOR_MESSAGES.codeRequired });
    expect((await twoFactorColumns(user.id)).enabledAt).toBeNull();

    // The app's code switches it on, with a space as apps show it: ten recovery codes, shown once.
    const code = codeAt(secret, step);
    const enable = await post(
      '/api/auth/2fa/enable',
      { code: `${code.slice(0, 3)} ${code.slice(3)}` },
      user.cookie,
    );
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes: codes, message } = enable.json();
    expect(message).toBe(TWO_FACTOR_MESSAGES.enabled);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(RECOVERY_FORMAT);
    const kept = await t.database.db
      .select({ hash: recoveryCodes.codeHash })
      .from(recoveryCodes)
      .where(eq(recoveryCodes.userId, user.id));
    expect(kept).toHaveLength(10);
    for (const c of codes) {
      const plain = c.replace('-', '');
      expect(kept.some((k) => k.hash.includes(plain))).toBe(false);
    }
    expect((await twoFactorColumns(user.id)).lastStep).toBe(step);

    // This session stays, the account's other sessions end; the owner is told and the audit log keeps it.
    expect((await me(user.cookie)).json()).toMatchObject({
      twoFactorEnabled: true,
      twoFactorSetupRequired: false,
    });
    expect((await me(user.cookie)).json().twoFactorEnabledAt).toEqual(expect.any(String));
    expect((await me(elsewhere)).statusCode).toBe(401);
    await t.sink.waitFor(user.email, { subject: /^Tweestapsverificatie ingeschakeld$/ });
    const [enabled] = await auditOf(user.id, 'auth.2fa.enabled');
    expect(enabled).toMatchObject({
      actorId: user.id,
      before: { twoFactor: false },
      after: { twoFactor: true },
    });
    expect(await auditOf(user.id, 'auth.2fa.setup-started')).toHaveLength(1);

    // Setting up again needs switching off first.
    const again = await post('/api/auth/2fa/setup', { password: user.password }, user.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TWO_FACTOR_MESSAGES.alreadyEnabled);

    // Signing in: the right password gives no session, only a pending sign-in that nothing else accepts.
    const pending = await passwordStep(user);
    expect((await t.request({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(204);
    expect((await me(pending)).statusCode).toBe(401);

    // The code that switched it on is spent; the next one signs in.
    const replay = await verify(pending, { code: codeAt(secret, step) });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({
      error: TWO_FACTOR_MESSAGES.wrongCode,
      fieldErrors: { code: TWO_FACTOR_MESSAGES.wrongCode },
    });
    const next = codeAt(secret, step + 1);
    const signedIn = await verify(pending, { code: next });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({
      message: AUTH_MESSAGES.loginSuccess,
      user: { id: user.id, twoFactorEnabled: true },
    });
    const session = cookieOf(signedIn, SESSION_COOKIE)!;
    expect(session.httpOnly).toBe(true);
    expect(cookieOf(signedIn, 'known_device')).toBeTruthy();
    expect(cookieOf(signedIn, 'sid_2fa')!.value).toBe('');
    expect((await me(session.value)).json()).toMatchObject({ id: user.id });
    // The pending sign-in is used up, and so is the code.
    expect((await verify(pending, { code: next })).statusCode).toBe(401);
    const used = await verify(await passwordStep(user), { code: next });
    expect(used.statusCode).toBe(400);

    // A recovery code signs in once, in any case and with or without its hyphen; the owner is told.
    const viaRecovery = await verify(await passwordStep(user), {
      recoveryCode: codes[0].toUpperCase().replace('-', ' '),
    });
    expect(viaRecovery.statusCode).toBe(200);
    expect(cookieOf(viaRecovery, SESSION_COOKIE)).toBeTruthy();
    const notice = await t.sink.waitFor(user.email, { subject: /herstelcode/ });
    expect(notice.text).toContain('nog 9 over');
    const [usedCode] = await auditOf(user.id, 'auth.2fa.recovery-code-used');
    expect(usedCode).toMatchObject({ actorId: user.id, details: { remaining: 9 } });
    const reused = await verify(await passwordStep(user), { recoveryCode: codes[0] });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fieldErrors).toEqual({ recoveryCode: TWO_FACTOR_MESSAGES.wrongRecoveryCode });
  });

  it('keeps remember-me through the second step', async () => {
    const user = await t.loginAs('consumer');
    const { secret, step } = await enrol(user);
    const res = await verify(await passwordStep(user, { rememberMe: true }), {
      code: codeAt(secret, step + 1),
    });
    expect(res.statusCode).toBe(200);
    expect(cookieOf(res, SESSION_COOKIE)!.expires).toBeInstanceOf(Date);
  });

  it('lets one of two requests racing with the same code through, never both', async () => {
    const user = await t.loginAs('professional');
    const { secret, step } = await enrol(user);
    const [a, b] = [await passwordStep(user), await passwordStep(user)];
    const code = codeAt(secret, step + 1);
    const answers = await Promise.all([verify(a, { code }), verify(b, { code })]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses a second step without a live pending sign-in, and bad input with Dutch field messages', async () => {
    const user = await t.loginAs('consumer');
    const { secret, step } = await enrol(user);
    const none = await verify(null, { code: '123456' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({
      code: 'TWO_FACTOR_SIGN_IN_EXPIRED',
      error: TWO_FACTOR_MESSAGES.pendingExpired,
      message: TWO_FACTOR_MESSAGES.pendingExpired,
    });
    expect((await verify('onbekend', { code: '123456' })).statusCode).toBe(401);

    // Five minutes later it is gone.
    const pending = await passwordStep(user);
    await t.database.db
      .update(pendingSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignIns.userId, user.id));
    expect((await verify(pending, { code: codeAt(secret, step + 1) })).statusCode).toBe(401);

    const live = await passwordStep(user);
    for (const [body, field] of [
      [{}, 'code'],
      [{ code: '12' }, 'code'],
      [{ recoveryCode: 'abc' }, 'recoveryCode'],
      [{ code: '123456', recoveryCode: 'bcdfg-hjkmn' }, 'code'],
    ] as const) {
      const res = await verify(live, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors[field]).toMatch(/^Vul /);
    }
    // Bad input used nothing up.
    expect((await verify(live, { code: codeAt(secret, step + 1) })).statusCode).toBe(200);
  });

  it('ends a pending sign-in at its fifth wrong code and throttles wrong codes like passwords', async () => {
    const user = await t.loginAs('consumer');
    const { secret, step } = await enrol(user);
    const wrongCode = codeAt(secret, step + 1) === '000000' ? '111111' : '000000';
    const pending = await passwordStep(user);
    for (let i = 1; i <= 4; i++) expect((await verify(pending, { code: wrongCode })).statusCode).toBe(400);
    const fifth = await verify(pending, { code: wrongCode });
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json().error).toBe(TWO_FACTOR_MESSAGES.tooManyCodes);
    expect(
      await t.database.db.select().from(pendingSignIns).where(eq(pendingSignIns.userId, user.id)),
    ).toEqual([]);
    // The password again: the sixth wrong code in a row from this address makes the next attempt wait.
    const again = await passwordStep(user);
    expect((await verify(again, { code: wrongCode })).statusCode).toBe(400);
    const waiting = await verify(again, { code: codeAt(secret, step + 1) });
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error).toMatch(
      /^Te veel onjuiste codes\. Probeer het over \d+ seconden? opnieuw\.$/,
    );
    expect(waiting.headers['retry-after']).toBeTruthy();
    // Another address is not held up by this one's run of failures.
    const elsewhere = await passwordStep(user, { remoteAddress: '192.0.2.44' });
    expect((await verify(elsewhere, { code: codeAt(secret, step + 1) }, '192.0.2.44')).statusCode).toBe(200);
  });

  it('replaces an unconfirmed secret when set up again, and switches on only after a setup', async () => {
    const user = await t.loginAs('consumer');
    const early = await post('/api/auth/2fa/enable', { code: '123456' }, user.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(TWO_FACTOR_MESSAGES.setupFirst);
    const first = (await post('/api/auth/2fa/setup', { password: user.password }, user.cookie)).json().secret;
    const second = (await post('/api/auth/2fa/setup', { password: user.password }, user.cookie)).json()
      .secret;
    expect(second).not.toBe(first);
    const step = nowStep();
    expect((await post('/api/auth/2fa/enable', { code: codeAt(first, step) }, user.cookie)).statusCode).toBe(
      400,
    );
    expect((await post('/api/auth/2fa/enable', { code: codeAt(second, step) }, user.cookie)).statusCode).toBe(
      200,
    );
  });

  it('is not switched off by a password reset through a mailed link: a new password is not a new phone', async () => {
    const user = await t.loginAs('consumer');
    const { secret, step } = await enrol(user);
    const waiting = await passwordStep(user);
    await post('/api/auth/forgot-password', { email: user.email });
    const link = linkTo(
      await t.sink.waitFor(user.email, { subject: /Wachtwoord opnieuw/ }),
      '/reset-password',
    );
    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      password: 'NieuwWachtwoord1',
    });
    expect(reset.statusCode).toBe(200);
    // The sign-in that waited with the old password ended with the sessions.
    expect((await verify(waiting, { code: codeAt(secret, step + 1) })).statusCode).toBe(401);
    const pending = await passwordStep({ ...user, password: 'NieuwWachtwoord1' });
    expect((await verify(pending, { code: codeAt(secret, step + 1) })).statusCode).toBe(200);
    expect((await twoFactorColumns(user.id)).enabledAt).not.toBeNull();
  });
});

describe('POST /api/auth/2fa/disable', () => {
  it('takes the password and a code: then secret, recovery codes and other sessions are gone', async () => {
    const user = await t.loginAs('professional');
    const { secret, step, recoveryCodes: codes } = await enrol(user);
    const elsewhere = await verify(await passwordStep(user), { recoveryCode: codes[0] });
    const otherSession = cookieOf(elsewhere, SESSION_COOKIE)!.value;
    const next = codeAt(secret, step + 1);

    const badPassword = await post(
      '/api/auth/2fa/disable',
      { password: 'Verkeerd123!', code: next },
      user.cookie,
    );
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().fieldErrors).toEqual({ password: TWO_FACTOR_MESSAGES.wrongPassword });
    const badCode = await post(
      '/api/auth/2fa/disable',
      { password: user.password, code: '000000' },
      user.cookie,
    );
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fieldErrors).toEqual({ code: TWO_FACTOR_MESSAGES.wrongCode });
    const badInput = await post('/api/auth/2fa/disable', { password: '', code: 'x' }, user.cookie);
    expect(badInput.statusCode).toBe(400);
    expect(badInput.json().fieldErrors).toEqual({
      password: TWO_FACTOR_MESSAGES.passwordRequired,
      code: TWO_FACTOR_MESSAGES.codeOrRecoveryRequired,
    });
    // The code that switched it on is spent here too, and so is the recovery code that signed in elsewhere.
    for (const code of [codeAt(secret, step), codes[0]]) {
      const spent = await post('/api/auth/2fa/disable', { password: user.password, code }, user.cookie);
      expect(spent.statusCode).toBe(400);
    }
    expect((await twoFactorColumns(user.id)).enabledAt).not.toBeNull();

    const off = await post('/api/auth/2fa/disable', { password: user.password, code: next }, user.cookie);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ success: true, message: TWO_FACTOR_MESSAGES.disabled });
    expect(await twoFactorColumns(user.id)).toEqual({ secret: null, enabledAt: null, lastStep: null });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual(
      [],
    );
    expect((await me(user.cookie)).json()).toMatchObject({ twoFactorEnabled: false });
    expect((await me(otherSession)).statusCode).toBe(401);
    await t.sink.waitFor(user.email, { subject: /^Tweestapsverificatie uitgeschakeld$/ });
    const [entry] = await auditOf(user.id, 'auth.2fa.disabled');
    expect(entry).toMatchObject({ before: { twoFactor: true }, after: { twoFactor: false } });
    // A password alone signs in again.
    expect(await t.login(user.email)).toBeTruthy();
    // Nothing left to switch off.
    const none = await post(
      '/api/auth/2fa/disable',
      { password: user.password, code: '123456' },
      user.cookie,
    );
    expect(none.statusCode).toBe(409);
    expect(none.json().error).toBe(TWO_FACTOR_MESSAGES.notEnabled);
  });

  it('takes a recovery code instead of the app: the way back after losing the phone', async () => {
    const user = await t.loginAs('consumer');
    const { recoveryCodes: codes } = await enrol(user);
    const res = await post('/api/auth/2fa/disable', { password: user.password, code: codes[3] }, user.cookie);
    expect(res.statusCode).toBe(200);
    expect((await auditOf(user.id, 'auth.2fa.disabled'))[0]).toMatchObject({ details: { with: 'recovery' } });
  });
});

describe('while an admin views the portal as someone else', () => {
  it('refuses to set up, switch on or off: two-factor sign-in is one’s own', async () => {
    const consumer = await t.createUser();
    const admin = await t.adminViewingAs(consumer);
    for (const [url, body] of [
      ['/api/auth/2fa/setup', { password: admin.password }],
      ['/api/auth/2fa/enable', { code: '123456' }],
      ['/api/auth/2fa/disable', { password: admin.password, code: '123456' }],
    ] as const) {
      const res = await post(url, body, admin.cookie);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({
        code: 'FORBIDDEN',
        error: TWO_FACTOR_MESSAGES.notWhileViewingAs,
        message: TWO_FACTOR_MESSAGES.notWhileViewingAs,
      });
    }
    expect((await twoFactorColumns(consumer.id)).secret).toBeNull();
    expect((await twoFactorColumns(admin.id)).secret).toBeNull();
  });
});

describe('POST /api/admin/users/:userId/2fa/reset', () => {
  it('switches a user’s two-factor sign-in off, ends their sessions, tells them and keeps it in the audit log', async () => {
    const user = await t.loginAs('consumer');
    await enrol(user);
    const admin = await t.loginAs('admin');
    const detail = () =>
      t.request({ method: 'GET', url: `/api/admin/users/${user.id}`, cookie: admin.cookie });
    expect((await detail()).json().user.twoFactorEnabled).toBe(true);

    const res = await post(`/api/admin/users/${user.id}/2fa/reset`, {}, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: TWO_FACTOR_MESSAGES.reset });
    expect(await twoFactorColumns(user.id)).toEqual({ secret: null, enabledAt: null, lastStep: null });
    expect(await t.database.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, user.id))).toEqual(
      [],
    );
    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await detail()).json().user.twoFactorEnabled).toBe(false);
    await t.sink.waitFor(user.email, { subject: /hersteld door een beheerder/ });
    const [entry] = await auditOf(user.id, 'users.2fa-reset');
    expect(entry).toMatchObject({
      actorId: admin.id,
      entityType: 'user',
      before: { twoFactor: true },
      after: { twoFactor: false },
    });
    // The password alone signs in now.
    expect(await t.login(user.email)).toBeTruthy();

    // Again: nothing to reset.
    const again = await post(`/api/admin/users/${user.id}/2fa/reset`, {}, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(TWO_FACTOR_MESSAGES.notEnabledForUser);
  });

  it('answers 404 for an unknown user, 400 for a malformed id and 403 for one’s own account', async () => {
    const admin = await t.loginAs('admin');
    await enrol(admin);
    const unknown = await post(
      '/api/admin/users/00000000-0000-4000-8000-000000000000/2fa/reset',
      {},
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'NOT_FOUND',
      error: USER_MESSAGES.notFound,
      message: USER_MESSAGES.notFound,
    });
    const malformed = await post('/api/admin/users/geen-id/2fa/reset', {}, admin.cookie);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fieldErrors).toEqual({ userId: 'Gebruiker niet gevonden' });
    const own = await post(`/api/admin/users/${admin.id}/2fa/reset`, {}, admin.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe(TWO_FACTOR_MESSAGES.notForYourself);
    expect((await twoFactorColumns(admin.id)).enabledAt).not.toBeNull();
  });

  it('is refused to consumers and professionals', async () => {
    const user = await t.loginAs('consumer');
    await enrol(user);
    for (const role of ['consumer', 'professional'] as const) {
      const other = await t.loginAs(role);
      const res = await post(`/api/admin/users/${user.id}/2fa/reset`, {}, other.cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe(AUTH_MESSAGES.forbidden);
    }
    expect((await twoFactorColumns(user.id)).enabledAt).not.toBeNull();
  });
});

describe('REQUIRE_2FA_ADMIN', () => {
  let strict: TestApp;
  beforeAll(async () => {
    strict = await createTestApp({ REQUIRE_2FA_ADMIN: 'true' });
  });
  afterAll(async () => {
    await strict.close();
  });

  it('lets an admin without two-factor sign-in only set it up, ask who is signed in and sign out', async () => {
    expect(strict.config.requireAdminTwoFactor).toBe(true);
    const admin = await strict.createUser({ role: 'admin' });
    const login = await strict.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.email, password: admin.password },
    });
    expect(login.json().user).toMatchObject({ twoFactorSetupRequired: true, twoFactorEnabled: false });
    const cookie = cookieOf(login, SESSION_COOKIE)!.value;
    const who = await strict.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(who.statusCode).toBe(200);
    expect(who.json()).toMatchObject({ role: 'admin', twoFactorSetupRequired: true });

    // Every signed-in route but the enrolment refuses, in Dutch (routes no admin may call say so as ever).
    const open = ['POST /api/auth/2fa/setup', 'POST /api/auth/2fa/enable'];
    const problems: string[] = [];
    for (const { method, url, access } of strict.app.routeAccess) {
      if (access === 'public' || !url.startsWith('/api/') || open.includes(`${method} ${url}`)) continue;
      const res = await strict.request({
        method: method as 'GET',
        url: url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
        cookie,
        payload: method === 'GET' ? undefined : {},
      });
      const adminMay = ['user', 'realAdmin'].includes(access) || access.split('|').includes('admin');
      const expected = adminMay ? TWO_FACTOR_MESSAGES.setupRequired : AUTH_MESSAGES.forbidden;
      if (res.statusCode !== 403 || res.json().error !== expected)
        problems.push(`${method} ${url}: ${res.statusCode} ${res.json().error}`);
    }
    expect(problems).toEqual([]);

    // The enrolment works, and then everything does.
    const setup = await strict.request({
      method: 'POST',
      url: '/api/auth/2fa/setup',
      payload: { password: admin.password },
      cookie,
    });
    expect(setup.statusCode).toBe(200);
    const enable = await strict.request({
      method: 'POST',
      url: '/api/auth/2fa/enable',
      payload: { code: codeAt(setup.json().secret, nowStep()) },
      cookie,
    });
    expect(enable.statusCode).toBe(200);
    expect((await strict.request({ method: 'GET', url: '/api/users', cookie })).statusCode).toBe(200);
    const after = await strict.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(after.json()).toMatchObject({ twoFactorSetupRequired: false, twoFactorEnabled: true });
    // Signing out is always possible.
    expect((await strict.request({ method: 'POST', url: '/api/auth/logout', cookie })).statusCode).toBe(200);
  });

  it('asks nothing more of consumers and professionals', async () => {
    for (const role of ['consumer', 'professional'] as const) {
      const user = await strict.loginAs(role);
      const res = await strict.request({ method: 'GET', url: '/api/projects/counts', cookie: user.cookie });
      expect(res.statusCode).toBe(200);
      const who = await strict.request({ method: 'GET', url: '/api/auth/user', cookie: user.cookie });
      expect(who.json().twoFactorSetupRequired).toBe(false);
    }
  });

  it('is off by default on this computer', async () => {
    expect(t.config.requireAdminTwoFactor).toBe(false);
    const admin = await t.loginAs('admin');
    expect((await t.request({ method: 'GET', url: '/api/users', cookie: admin.cookie })).statusCode).toBe(
      200,
    );
    const [row] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, admin.id), isNull(users.totpEnabledAt)));
    expect(row).toBeTruthy();
  });
});
