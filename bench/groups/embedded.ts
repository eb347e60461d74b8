// The embedded default against a PostgreSQL server (decision 0045): the project page (GET /api/projects/{id}, the
// consumer of an assigned buyer's agent project in progress, as in the project-page group) answered by two app
// processes of the same build with the same data (the projects group's 1,000 users and 100,000 projects):
//  - `embedded`: nothing configured but DATA_DIR, so the app starts its own PostgreSQL in DATA_DIR/postgres, as
//    `npm start` does;
//  - `postgres`: DATABASE_URL pointing at a fresh database in the bench's PostgreSQL server.
// Both run side by side in alternating rounds (BENCH_EMBEDDED_ROUNDS, 3 by default, each the bench's duration per
// route at its connections, the order flipped every round), so a busy moment of the machine hits both. Budget: the
// embedded default's req/s ≥ 50% of the server's.
import { type ChildProcess, fork } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../e2e/support/server';
import { runAutocannon, toResult } from '../lib/load';
import type { BenchGroup, Scenario, ScenarioResult } from '../lib/types';
import { BUSY_PRO_EMAIL, PASSWORD } from './projects';

/** The embedded default's share of the PostgreSQL server's req/s on the project page, at least. */
export const EMBEDDED_BUDGET = 0.5;

const ROOT = path.resolve(import.meta.dirname, '../..');

interface AppProcess {
  name: 'embedded' | 'postgres';
  baseURL: string;
  child: ChildProcess;
}

function startApp(name: AppProcess['name'], env: Record<string, string>): Promise<AppProcess> {
  return freePort().then(
    (port) =>
      new Promise((resolve, reject) => {
        const child = fork(path.join(ROOT, 'bench/lib/embedded-app.ts'), [], {
          cwd: ROOT,
          // As scripts/start.mjs runs the app.
          execArgv: ['--import', 'tsx', '--expose-gc'],
          env: { ...process.env, BENCH_PORT: String(port), ...env },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        const timer = setTimeout(
          () => reject(new Error(`${name}: the app did not start within 300 s`)),
          300_000,
        );
        child.on('message', (m: { type: string; message?: string }) => {
          clearTimeout(timer);
          if (m.type === 'ready') resolve({ name, baseURL: `http://127.0.0.1:${port}`, child });
          else reject(new Error(`${name}: the app failed to start: ${m.message}`));
        });
        child.once('exit', (code) => {
          clearTimeout(timer);
          reject(new Error(`${name}: the app exited with code ${code} before it was ready`));
        });
      }),
  );
}

function stopApp(app: AppProcess | undefined): Promise<void> {
  const child = app?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.send({ type: 'stop' });
  });
}

async function login(baseURL: string, email: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL },
    body: JSON.stringify({ email, password: PASSWORD, rememberMe: true }),
  });
  const sid = res.headers
    .getSetCookie()
    .map((c) => /^sid=([^;]*)/.exec(c)?.[1])
    .find(Boolean);
  if (res.status !== 200 || !sid) throw new Error(`bench embedded: login ${email} failed: ${res.status}`);
  return `sid=${sid}`;
}

/** The project-page group's route on one app: a buyer's agent project in progress, read by its consumer. */
async function projectPage(app: AppProcess): Promise<Scenario> {
  const pro = await login(app.baseURL, BUSY_PRO_EMAIL);
  const res = await fetch(
    `${app.baseURL}/api/projects/assigned?status=in_progress&q=aankoopmakelaar&pageSize=1`,
    { headers: { cookie: pro } },
  );
  const target = ((await res.json()) as Array<{ id: string; consumerEmail: string; type: string }>)[0];
  if (target?.type !== 'aankoopmakelaar')
    throw new Error(`bench embedded (${app.name}): no buyer's agent project in progress`);
  const consumer = await login(app.baseURL, target.consumerEmail);
  const check = await fetch(`${app.baseURL}/api/projects/${target.id}`, { headers: { cookie: consumer } });
  const detail = (await check.json()) as { id?: string; consumer?: unknown; professional?: unknown };
  if (check.status !== 200 || detail.id !== target.id || !detail.consumer || !detail.professional)
    throw new Error(`bench embedded (${app.name}): unexpected project page ${check.status}`);
  return {
    id: `embedded-project-page-${app.name}`,
    label: `GET /api/projects/{id} (${app.name})`,
    method: 'GET',
    path: `/api/projects/${target.id}`,
    headers: { cookie: consumer },
  };
}

const n0 = (n: number) => Math.round(n).toLocaleString('en-US');

export const embeddedGroup: BenchGroup = {
  name: 'embedded',
  description: "the embedded default's project page against the same build on a PostgreSQL server",

  async measure(ctx) {
    const rounds = Number(process.env.BENCH_EMBEDDED_ROUNDS ?? 3);
    const { durationSec, warmupSec, connections } = ctx.settings;
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woon-bench-embedded-'));
    const pgDataDir = mkdtempSync(path.join(os.tmpdir(), 'woon-bench-embedded-pg-'));
    // The server's own user (when the bench runs as root) must pass through the folder, as through ./data.
    for (const d of [dataDir, pgDataDir]) chmodSync(d, 0o755);
    const dbName = `bench_embedded_${Date.now()}`;
    const admin = new pg.Client({ connectionString: ctx.databaseUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const dbUrl = new URL(ctx.databaseUrl);
    dbUrl.pathname = `/${dbName}`;

    let embedded: AppProcess | undefined;
    let server: AppProcess | undefined;
    try {
      ctx.log(
        'embedded: starting the app on the embedded default and on the PostgreSQL server (loading data)',
      );
      [embedded, server] = await Promise.all([
        startApp('embedded', { BENCH_DATA_DIR: dataDir }),
        startApp('postgres', { BENCH_DATA_DIR: pgDataDir, BENCH_APP_DATABASE_URL: dbUrl.toString() }),
      ]);
      const apps = [server, embedded];
      const scenarios = await Promise.all(apps.map(projectPage));
      for (const [i, app] of apps.entries()) {
        ctx.log(`embedded: ${app.name} warm-up ${warmupSec} s`);
        await runAutocannon(app.baseURL, scenarios[i]!, connections, warmupSec);
      }
      const results: Record<'embedded' | 'postgres', ScenarioResult[]> = { embedded: [], postgres: [] };
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? [0, 1] : [1, 0];
        for (const i of order) {
          const app = apps[i]!;
          const r = toResult(
            'embedded',
            scenarios[i]!,
            await runAutocannon(app.baseURL, scenarios[i]!, connections, durationSec),
            connections,
          );
          results[app.name].push(r);
          ctx.log(
            `embedded: round ${round + 1} ${app.name}: ${n0(r.rps)} req/s, p99 ${r.latencyMs.p99} ms` +
              (r.unexpectedStatusCount || r.errors
                ? `, ${r.unexpectedStatusCount} bad, ${r.errors} errors`
                : ''),
          );
        }
      }
      const summary = (name: 'embedded' | 'postgres') => {
        const rs = results[name];
        const requests = rs.reduce((a, r) => a + r.expectedStatusCount, 0);
        const seconds = rs.reduce((a, r) => a + r.durationSec, 0);
        return {
          rps: requests / seconds,
          rounds: rs.map((r) => ({ rps: Math.round(r.rps), p50: r.latencyMs.p50, p99: r.latencyMs.p99 })),
          bad: rs.reduce((a, r) => a + r.unexpectedStatusCount + r.errors, 0),
        };
      };
      const e = summary('embedded');
      const p = summary('postgres');
      return [
        {
          id: 'embedded-project-page',
          label: 'GET /api/projects/{id} on the embedded default (nothing configured)',
          value: e.rps,
          unit: 'req/s',
          detail: { ...e, connections, durationSec, note: 'mean over the rounds' },
        },
        {
          id: 'embedded-project-page-server',
          label: 'GET /api/projects/{id} on the PostgreSQL server (DATABASE_URL)',
          value: p.rps,
          unit: 'req/s',
          detail: { ...p, connections, durationSec, note: 'mean over the rounds' },
        },
      ];
    } finally {
      await Promise.all([stopApp(embedded), stopApp(server)]);
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(pgDataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: ctx.databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  },

  budgets: [
    {
      id: 'embedded-project-page',
      description: `GET /api/projects/{id} on the embedded default ≥ ${EMBEDDED_BUDGET * 100}% of the req/s on a PostgreSQL server`,
      check(v) {
        const e = v.measurement('embedded-project-page');
        const p = v.measurement('embedded-project-page-server');
        if (!e || !p) return { ok: false, detail: 'not measured' };
        const ratio = e.value / p.value;
        const bad = Number(e.detail?.bad ?? 0) + Number(p.detail?.bad ?? 0);
        return {
          ok: ratio >= EMBEDDED_BUDGET && bad === 0,
          detail:
            `${n0(e.value)} vs ${n0(p.value)} req/s (${Math.round(ratio * 100)}%; need ≥ ${EMBEDDED_BUDGET * 100}%)` +
            (bad ? `, ${bad} failed requests` : ''),
        };
      },
    },
  ],
};
