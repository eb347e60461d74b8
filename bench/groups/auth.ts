// The foundation's budgets (docs/performance.md, Budgets):
//  - GET /bench/bare: a JSON route with no work — the framework's ceiling on this machine;
//  - GET /bench/reference: exactly the database work of GET /api/auth/user (SESSION_USER_SQL as one raw `pg`
//    prepared statement on a pool of its own) and nothing else — the database's ceiling;
//  - GET /api/auth/user with a valid session: must reach ≥ 60% of the reference's req/s, p99 ≤ 2× its p99;
//  - POST /api/auth/login, valid credentials: logins/s ≥ 80% of what argon2id hashing alone allows on the same
//    cores (m=19456 KiB, t=2, p=1, measured here in parallel on every core).
import os from 'node:os';
import { hash } from '@node-rs/argon2';
import { hashToken, SESSION_USER_SQL, sessionUserValues } from '@server/lib/session-query';
import pg from 'pg';
import type { BenchGroup, Scenario } from '../lib/types';

const SESSION_COOKIE = 'sid';
const PASSWORD = 'Bench-wachtwoord-1';

// Shared between scenarios() and the budgets of this group (same driver process).
let benchEmail = '';

export const ARGON2_PARAMS = {
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
  algorithm: 2 /* Argon2id */,
} as const;

/**
 * How many argon2id hashes per second `concurrency` parallel loops reach in `seconds`, after a warm-up of the same
 * shape (the first hashes of a process are slower: fresh 19 MiB allocations fault their pages in).
 */
export async function argon2Ceiling(seconds: number, concurrency = os.availableParallelism()) {
  const loops = async (forSec: number) => {
    let count = 0;
    const started = performance.now();
    const until = started + forSec * 1000;
    await Promise.all(
      Array.from({ length: concurrency }, async (_, i) => {
        while (performance.now() < until) {
          await hash(`password-${i}-${count}`, ARGON2_PARAMS);
          count += 1;
        }
      }),
    );
    return { count, elapsedSec: (performance.now() - started) / 1000 };
  };
  await loops(Math.min(2, Math.max(0.5, seconds / 4)));
  const { count, elapsedSec } = await loops(seconds);
  return {
    hashesPerSec: count / elapsedSec,
    count,
    elapsedSec,
    concurrency,
    msPerHash: (elapsedSec * 1000 * concurrency) / count,
  };
}

const pct = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)}%` : 'n/a');
const fmt = (n: number) => (n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1));

export const authGroup: BenchGroup = {
  name: 'auth',
  description: 'session read and sign-in',

  server({ app, databaseUrl, poolSize }) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
    app.addHook('onClose', async () => {
      await pool.end();
    });

    app.get('/bench/bare', async () => ({ ok: true, service: 'woonportaal', n: 1 }));

    app.get('/bench/reference', async (request, reply) => {
      const token = request.cookies?.[SESSION_COOKIE];
      if (!token) return reply.code(401).send({ error: 'no session' });
      const { rows } = await pool.query({
        name: 'bench_session_user',
        text: SESSION_USER_SQL,
        values: sessionUserValues(hashToken(token), app.ctx.config),
      });
      if (!rows[0]) return reply.code(401).send({ error: 'no session' });
      return rows[0];
    });
  },

  async scenarios(ctx) {
    benchEmail = `bench-${Date.now().toString(36)}@example.nl`;
    const reg = await ctx.http.post('/api/auth/register', {
      email: benchEmail,
      password: PASSWORD,
      firstName: 'Bench',
      lastName: 'Gebruiker',
      phone: '0612345678',
      role: 'consumer',
    });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.json)}`);
    const login = await ctx.http.post('/api/auth/login', {
      email: benchEmail,
      password: PASSWORD,
      rememberMe: true,
    });
    if (login.status !== 200 || !login.sid) {
      throw new Error(`login failed: ${login.status} ${JSON.stringify(login.json)}`);
    }
    const cookie = `${SESSION_COOKIE}=${login.sid}`;
    const sameUser = (json: unknown) => {
      const email = (json as { email?: string }).email;
      if (email !== benchEmail)
        throw new Error(`expected the bench user ${benchEmail}, got ${JSON.stringify(json)}`);
    };
    const scenarios: Scenario[] = [
      {
        id: 'bare',
        label: 'GET /bench/bare',
        role: 'framework ceiling',
        method: 'GET',
        path: '/bench/bare',
      },
      {
        id: 'reference',
        label: 'GET /bench/reference',
        role: 'database ceiling: SESSION_USER_SQL, raw pg prepared statement',
        method: 'GET',
        path: '/bench/reference',
        headers: { cookie },
        verify: sameUser,
      },
      {
        id: 'auth-user',
        label: 'GET /api/auth/user',
        role: 'the real route, valid session',
        method: 'GET',
        path: '/api/auth/user',
        headers: { cookie },
        verify: sameUser,
      },
      {
        id: 'login',
        label: 'POST /api/auth/login',
        role: 'valid credentials (argon2id verify)',
        method: 'POST',
        path: '/api/auth/login',
        headers: { 'content-type': 'application/json', origin: ctx.baseURL },
        body: JSON.stringify({ email: benchEmail, password: PASSWORD, rememberMe: false }),
        connections: ctx.settings.loginConnections,
        verify: (json) => sameUser((json as { user?: unknown }).user),
        ceiling: {
          id: 'argon2-hashes',
          label: `argon2id hashes/s (m=19456, t=2, p=1; ${os.availableParallelism()} in parallel)`,
          unit: 'hashes/s',
          async measure(c) {
            const r = await argon2Ceiling(c.settings.hashSeconds);
            const { hashesPerSec, ...detail } = r;
            return { value: hashesPerSec, detail };
          },
        },
      },
    ];
    return scenarios;
  },

  budgets: [
    {
      id: 'auth-user-rps',
      description: 'GET /api/auth/user req/s ≥ 60% of the reference',
      check(r) {
        const user = r.scenario('auth-user');
        const ref = r.scenario('reference');
        if (!user || !ref) return { ok: false, detail: 'not measured' };
        return {
          ok: user.rps >= 0.6 * ref.rps,
          detail: `${fmt(user.rps)} vs ${fmt(ref.rps)} req/s (${pct(user.rps, ref.rps)}; need ≥ 60%)`,
        };
      },
    },
    {
      id: 'auth-user-p99',
      description: 'GET /api/auth/user p99 ≤ 2× the reference p99',
      check(r) {
        const user = r.scenario('auth-user');
        const ref = r.scenario('reference');
        if (!user || !ref) return { ok: false, detail: 'not measured' };
        return {
          ok: user.latencyMs.p99 <= 2 * ref.latencyMs.p99,
          detail: `${user.latencyMs.p99} vs ${ref.latencyMs.p99} ms (${(user.latencyMs.p99 / Math.max(ref.latencyMs.p99, 1e-9)).toFixed(2)}×; need ≤ 2×)`,
        };
      },
    },
    {
      id: 'login-rate',
      description: 'logins/s ≥ 80% of argon2id hashes/s on the same cores',
      check(r) {
        const login = r.scenario('login');
        const hashes = r.measurement('argon2-hashes');
        if (!login || !hashes) return { ok: false, detail: 'not measured' };
        return {
          ok: login.rps >= 0.8 * hashes.value,
          detail: `${fmt(login.rps)} logins/s vs ${fmt(hashes.value)} hashes/s (${pct(login.rps, hashes.value)}; need ≥ 80%)`,
        };
      },
    },
  ],
};
