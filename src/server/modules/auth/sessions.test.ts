// Idle sessions end (admins after 30 minutes, everyone else after 2 hours, a remember-me session only at its
// expiry), and no API answer may be kept by a cache (decision 0024).
import { SESSION_COOKIE } from '@shared/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema';
import { hashToken } from '../../lib/session-query';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The session was last used `minutes` ago. */
const idleFor = (cookie: string, minutes: number) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - ${`${minutes} minutes`}::interval` })
    .where(eq(sessions.tokenHash, hashToken(cookie)));

const signedIn = async (cookie: string) => (await t.get('/api/auth/user', cookie)).statusCode === 200;

async function signInAs(role: 'admin' | 'consumer', rememberMe: boolean) {
  const user = await t.createUser({ role });
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD, rememberMe },
  });
  return res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
}

describe('idle timeout', () => {
  it("ends an admin's session after 30 minutes without a request, remember-me or not", async () => {
    for (const rememberMe of [false, true]) {
      const cookie = await signInAs('admin', rememberMe);
      await idleFor(cookie, 29);
      expect(await signedIn(cookie)).toBe(true);
      await idleFor(cookie, 31);
      expect(await signedIn(cookie)).toBe(false);
    }
  });

  it("ends anyone else's session after 2 hours without a request", async () => {
    const cookie = await signInAs('consumer', false);
    await idleFor(cookie, 119);
    expect(await signedIn(cookie)).toBe(true);
    await idleFor(cookie, 121);
    expect(await signedIn(cookie)).toBe(false);
  });

  it('lets a remember-me session of anyone but an admin sleep until its 30 days are over', async () => {
    const cookie = await signInAs('consumer', true);
    await idleFor(cookie, 3 * 24 * 60);
    expect(await signedIn(cookie)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie)));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / (24 * 60 * 60_000);
    expect(Math.round(days)).toBe(30);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(cookie)));
    expect(await signedIn(cookie)).toBe(false);
  });

  it('counts from the last request: using the session keeps it alive', async () => {
    const cookie = await signInAs('admin', false);
    await idleFor(cookie, 25);
    expect(await signedIn(cookie)).toBe(true); // marks it seen now
    const [row] = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookie)));
    expect(Date.now() - row!.lastSeenAt.getTime()).toBeLessThan(60_000);
    await idleFor(cookie, 0);
    expect(await signedIn(cookie)).toBe(true);
  });

  it('follows SESSION_IDLE_ADMIN_MINUTES, SESSION_IDLE_MINUTES and SESSION_REMEMBER_DAYS', async () => {
    const short = await createTestApp({
      SESSION_IDLE_ADMIN_MINUTES: '5',
      SESSION_IDLE_MINUTES: '10',
      SESSION_REMEMBER_DAYS: '7',
    });
    try {
      const admin = await short.loginAs('admin');
      const consumer = await short.loginAs('consumer');
      const idle = (cookie: string, minutes: number) =>
        short.database.db
          .update(sessions)
          .set({ lastSeenAt: sql`now() - ${`${minutes} minutes`}::interval` })
          .where(eq(sessions.tokenHash, hashToken(cookie)));
      await idle(admin.cookie, 6);
      await idle(consumer.cookie, 6);
      expect((await short.get('/api/auth/user', admin.cookie)).statusCode).toBe(401);
      expect((await short.get('/api/auth/user', consumer.cookie)).statusCode).toBe(200);
      const remembered = await short.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: consumer.email, password: TEST_PASSWORD, rememberMe: true },
      });
      const cookie = remembered.cookies.find((c) => c.name === SESSION_COOKIE)!;
      const days = ((cookie.expires as Date).getTime() - Date.now()) / (24 * 60 * 60_000);
      expect(Math.round(days)).toBe(7);
    } finally {
      await short.close();
    }
  });
});

describe('Cache-Control', () => {
  it('is no-store on every API answer: data, lists, errors and refusals alike', async () => {
    const consumer = await t.loginAs('consumer');
    const answers = [
      await t.get('/api/auth/user', consumer.cookie),
      await t.get('/api/projects', consumer.cookie),
      await t.get('/api/notifications', consumer.cookie),
      await t.get('/api/auth/user'),
      await t.get('/api/projects'),
      await t.get('/api/users', consumer.cookie),
      await t.get('/api/bestaat-niet', consumer.cookie),
      await t.post('/api/auth/login', { email: 'x' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 204, 401, 403, 404, 400]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });
});
