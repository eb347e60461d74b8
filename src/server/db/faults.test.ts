// Database faults: a connection that dies (a restart, a failover, a network cut) never ends the process, costs at
// most the requests that were using it (503 with Retry-After, in Dutch), and the app serves again as soon as the
// database is back. The PostgreSQL cases put a TCP proxy between the app and the server, so the server other test
// files share is never touched; they run in the PostgreSQL suite (TEST_DATABASE_URL).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy';
import {
  isDatabaseUnavailable,
  markUnreachable,
  RETRY_AFTER_SECONDS,
  retryReadOnce,
  SERVICE_UNAVAILABLE,
} from './availability';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('isDatabaseUnavailable', () => {
  it('recognises restarts, refused and dropped connections, also wrapped as a cause', () => {
    expect(
      isDatabaseUnavailable(pgError('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isDatabaseUnavailable(pgError('57P03', 'the database system is starting up'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(pgError('08006'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: pgError('57P01') });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
  });

  it('leaves every other error alone (constraint, syntax, plain)', () => {
    expect(isDatabaseUnavailable(pgError('23505', 'duplicate key'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('42601', 'syntax error'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('retryReadOnce', () => {
  it('reads once more after a lost connection, and only once', async () => {
    let calls = 0;
    await expect(
      retryReadOnce(async () => {
        calls++;
        if (calls === 1) throw pgError('57P01');
        return 'rows';
      }),
    ).resolves.toBe('rows');
    expect(calls).toBe(2);

    calls = 0;
    await expect(
      retryReadOnce(async () => {
        calls++;
        throw pgError('57P01');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(2);
  });

  it('does not retry when no connection could be had at all (the pool already waited)', async () => {
    let calls = 0;
    await expect(
      retryReadOnce(async () => {
        calls++;
        throw markUnreachable(pgError('ECONNREFUSED'));
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    await expect(
      retryReadOnce(async () => {
        calls++;
        throw pgError('23505');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL connection faults (through a proxy)', () => {
  let proxy: TcpProxy;
  let t: TestApp;

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    t = await createTestApp({}, { databaseVia: (url) => proxy.via(url) });
  });
  afterAll(async () => {
    proxy.setDown(false);
    await t?.close();
    await proxy?.close();
  });

  it('a connection cut inside a transaction fails that transaction only; the process carries on', async () => {
    const failure = await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.cutAll(); // the checked-out client's socket closes between two statements
        await sleep(100);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (err: unknown) => err,
      );
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // Had the client's 'error' event gone unheard, the process (and this test run) would have ended above.
    const health = await t.request({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
  });

  it('a read whose connection dies under it is run again on a fresh connection', async () => {
    const user = await t.loginAs('admin');
    expect((await t.request({ method: 'GET', url: '/api/projects', cookie: user.cookie })).statusCode).toBe(
      200,
    );
    proxy.cutNextWrite(); // the connection the next statement goes out on dies with it in flight
    const res = await t.request({ method: 'GET', url: '/api/projects', cookie: user.cookie });
    expect(res.statusCode).toBe(200);
  });

  it('a write that arrives while the database restarts waits for it instead of failing', async () => {
    const user = await t.loginAs('consumer');
    proxy.setDown(true); // every connection cut, new ones refused: a restart
    const pending = t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Geduldig', lastName: 'Gebruiker' },
      cookie: user.cookie,
    });
    await sleep(800);
    proxy.setDown(false);
    const res = await pending;
    expect(res.statusCode).toBe(200);
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: user.cookie });
    expect(me.json().firstName).toBe('Geduldig');
  });

  it('while the database is away: 503 in Dutch with Retry-After, /healthz names it; back within seconds', async () => {
    const user = await t.loginAs('consumer');
    proxy.setDown(true);
    try {
      const health = await t.request({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
      expect(health.json().error).toContain('postgres');

      // Each waits out the pool's patience (3 s) before it gives up: sent side by side.
      const answers = await Promise.all(
        [
          { method: 'GET' as const, url: '/api/auth/user' },
          { method: 'PATCH' as const, url: '/api/profile', payload: { firstName: 'Nieuw' } },
        ].map((req) => t.request({ ...req, cookie: user.cookie })),
      );
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
        expect(res.json()).toEqual({
          code: 'SERVICE_UNAVAILABLE',
          error: SERVICE_UNAVAILABLE,
          message: SERVICE_UNAVAILABLE,
        });
        expect(res.body).not.toMatch(/select|ECONN|at .*\.ts/i);
      }
      await sleep(300); // the mail loop fails a few rounds meanwhile
    } finally {
      proxy.setDown(false);
    }

    const start = Date.now();
    let health = await t.request({ method: 'GET', url: '/healthz' });
    while (health.statusCode !== 200 && Date.now() - start < 5_000) {
      await sleep(100);
      health = await t.request({ method: 'GET', url: '/healthz' });
    }
    expect(health.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/auth/user', cookie: user.cookie })).statusCode).toBe(
      200,
    );

    // The outbox loop survived the outage: a mail queued now is sent by the loop itself, not by a test flush.
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    await t.sink.waitFor(user.email, { timeoutMs: 10_000 });
  });
});
