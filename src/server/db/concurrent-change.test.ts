// A transaction PostgreSQL breaks off to end a deadlock (or a serialization conflict) changed nothing: the client is
// told so in Dutch with 503 CONCURRENT_CHANGE and Retry-After, never a 500 with the database's words.
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import errorsPlugin from '../plugins/errors';
import { createTestApp, type TestApp } from '../test/helpers';
import { CONCURRENT_CHANGE, isTransientConflict } from './availability';

describe('the answer to a transaction broken off by a concurrent change', () => {
  it('is 503 CONCURRENT_CHANGE with Retry-After, in Dutch, without the database error', async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    for (const code of ['40P01', '40001']) {
      app.post(`/${code}`, async () => {
        // As drizzle hands it on: its own error, with pg's error as the cause.
        throw new Error('Failed query: update …', {
          cause: Object.assign(new Error('deadlock detected'), { code }),
        });
      });
    }
    await app.ready();
    for (const code of ['40P01', '40001']) {
      const res = await app.inject({ method: 'POST', url: `/${code}` });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.json()).toEqual({
        code: 'CONCURRENT_CHANGE',
        error: CONCURRENT_CHANGE,
        message: CONCURRENT_CHANGE,
      });
      expect(res.body).not.toMatch(/deadlock|Failed query/);
    }
    await app.close();
  });
});

describe('a real deadlock on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is recognised as a concurrent change', async (ctx) => {
    if (t.database.kind !== 'postgres') ctx.skip();
    const db = t.database.db;
    await db.execute(sql`create table deadlock_probe (id int primary key, n int not null)`);
    await db.execute(sql`insert into deadlock_probe values (1, 0), (2, 0)`);
    let bothHoldOne!: () => void;
    const held = new Promise<void>((r) => {
      let n = 0;
      bothHoldOne = () => {
        if (++n === 2) r();
      };
    });
    // Two transactions take the two rows in opposite orders: PostgreSQL ends the cycle by breaking one off.
    const crosswise = (first: number, second: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${first}`);
        bothHoldOne();
        await held;
        await tx.execute(sql`update deadlock_probe set n = n + 1 where id = ${second}`);
      });
    const results = await Promise.allSettled([crosswise(1, 2), crosswise(2, 1)]);
    const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(failed).toHaveLength(1);
    expect(isTransientConflict(failed[0]!.reason)).toBe(true);
    await db.execute(sql`drop table deadlock_probe`);
  }, 30_000);
});
