// The hourly clean-up (jobs/cleanup.ts), which every app node runs: it removes only what has expired, and nodes
// running it at the same moment neither fail nor remove more (on PostgreSQL, npm run test:pg, they truly overlap).
import { inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, pendingSignIns, rateLimits, sessions, signInThrottle } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helpers';
import { cleanupExpired } from './cleanup';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ago = (ms: number) => new Date(Date.now() - ms);
const DAY = 86_400_000;

describe('the clean-up job', () => {
  it('removes expired sessions, spent tokens and old rate-limit windows once, also when three nodes run it at once', async () => {
    const user = await t.createUser();
    const { db } = t.database;
    await db.insert(sessions).values([
      { tokenHash: 'opruim-verlopen', userId: user.id, expiresAt: ago(1000) },
      { tokenHash: 'opruim-geldig', userId: user.id, expiresAt: ago(-DAY) },
    ]);
    await db.insert(oneTimeTokens).values([
      { tokenHash: 'opruim-oud', userId: user.id, purpose: 'password_reset', expiresAt: ago(8 * DAY) },
      {
        tokenHash: 'opruim-gebruikt',
        userId: user.id,
        purpose: 'password_reset',
        expiresAt: ago(-DAY),
        usedAt: ago(8 * DAY),
      },
      { tokenHash: 'opruim-recent', userId: user.id, purpose: 'password_reset', expiresAt: ago(DAY) },
    ]);
    await db.insert(rateLimits).values([
      { key: 'opruim:oud', windowStart: ago(2 * DAY), count: 3 },
      { key: 'opruim:nu', windowStart: ago(60_000), count: 3 },
    ]);

    await Promise.all([cleanupExpired(t.app.ctx), cleanupExpired(t.app.ctx), cleanupExpired(t.app.ctx)]);

    const kept = async () => ({
      sessions: (
        await db
          .select({ k: sessions.tokenHash })
          .from(sessions)
          .where(inArray(sessions.tokenHash, ['opruim-verlopen', 'opruim-geldig']))
      ).map((r) => r.k),
      tokens: (
        await db
          .select({ k: oneTimeTokens.tokenHash })
          .from(oneTimeTokens)
          .where(like(oneTimeTokens.tokenHash, 'opruim-%'))
      ).map((r) => r.k),
      limits: (
        await db.select({ k: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'opruim:%'))
      ).map((r) => r.k),
    });
    expect(await kept()).toEqual({
      sessions: ['opruim-geldig'],
      tokens: ['opruim-recent'],
      limits: ['opruim:nu'],
    });
  });

  it('removes expired pending sign-ins and throttle keys that forgot their run, keeping any that still wait', async () => {
    const user = await t.createUser();
    const { db } = t.database;
    await db.insert(pendingSignIns).values([
      { tokenHash: 'opruim-wacht-oud', userId: user.id, expiresAt: ago(1000) },
      { tokenHash: 'opruim-wacht-nu', userId: user.id, expiresAt: ago(-60_000) },
    ]);
    await db.insert(signInThrottle).values([
      { key: 'opruim:vergeten', failures: 9, lastFailureAt: ago(2 * DAY) },
      { key: 'opruim:wacht-nog', failures: 40, lastFailureAt: ago(2 * DAY), blockedUntil: ago(-60_000) },
      { key: 'opruim:recent', failures: 3, lastFailureAt: ago(60_000) },
    ]);
    await cleanupExpired(t.app.ctx);
    const pending = await db
      .select({ k: pendingSignIns.tokenHash })
      .from(pendingSignIns)
      .where(like(pendingSignIns.tokenHash, 'opruim-%'));
    expect(pending.map((r) => r.k)).toEqual(['opruim-wacht-nu']);
    const keys = await db
      .select({ k: signInThrottle.key })
      .from(signInThrottle)
      .where(like(signInThrottle.key, 'opruim:%'));
    expect(keys.map((r) => r.k).sort()).toEqual(['opruim:recent', 'opruim:wacht-nog']);
  });
});
