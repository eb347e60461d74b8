// `npm run bench`: load benchmarks of the app on PostgreSQL, every route side by side in one run.
//
// Processes: this driver (autocannon load generator, argon2 ceiling) · the app (bench/server.ts, forked) ·
// PostgreSQL (a throwaway cluster from scripts/pg-cluster.sh unless BENCH_DATABASE_URL is given).
// Groups of scenarios and budgets live in bench/groups/ (see bench/lib/types.ts).
//
// Options (flags or environment):
//   --duration N        BENCH_DURATION         seconds measured per route (10)
//   --warmup N          BENCH_WARMUP           seconds of warm-up per route, discarded (2)
//   --connections N     BENCH_CONNECTIONS      autocannon connections (50)
//   --login-connections BENCH_LOGIN_CONNECTIONS connections for the argon2-bound login route (4 × cores)
//   --hash-seconds N    BENCH_HASH_SECONDS     seconds of the argon2id hashing ceiling (5)
//   --groups a,b        BENCH_GROUPS           only these groups
//   --scenarios a,b     BENCH_SCENARIOS        only these scenario ids (budgets needing others then fail)
//   --quick                                    2 s per route, 1 s warm-up, 2 s hashing (a smoke run)
//   --no-fail           BENCH_NO_FAIL=1        exit 0 even when a budget fails
//   --storage local|s3  BENCH_STORAGE          the app's file storage: DATA_DIR (default) or a bucket on s3rver,
//                                              which this driver starts on 127.0.0.1 (outside the measured app)
//   BENCH_DATABASE_URL  use this PostgreSQL instead of a throwaway cluster (migrations run on it)
//   BENCH_PROFILE=DIR   write a V8 CPU profile of the app process to DIR (e.g. with --scenarios login)
// Writes bench/results/latest.json and prints a markdown section for docs/performance.md.
import { type ChildProcess, execSync, fork } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type S3TestServer, startS3Server } from '@server/test/s3-server';
import pg from 'pg';
import { freePort } from '../e2e/support/server';
import { GROUPS } from './groups/index';
import { runAutocannon, toResult } from './lib/load';
import { cpuBusyShare, machineLine } from './lib/machine';
import { type Cluster, startCluster } from './lib/pg';
import type {
  BenchSettings,
  BudgetOutcome,
  Ceiling,
  DriverContext,
  Measurement,
  Scenario,
  ScenarioResult,
} from './lib/types';

const ROOT = path.resolve(import.meta.dirname, '..');
const log = (m: string) => console.error(`bench: ${m}`);

function parseArgs(argv: string[]) {
  const flags = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (!a.startsWith('--')) continue;
    const [k, v] = a.slice(2).split('=', 2) as [string, string | undefined];
    if (v !== undefined) flags.set(k, v);
    else if (argv[i + 1] && !argv[i + 1]!.startsWith('--')) flags.set(k, argv[++i]!);
    else flags.set(k, 'true');
  }
  const num = (flag: string, env: string, def: number) => {
    const v = Number(flags.get(flag) ?? process.env[env] ?? def);
    if (!Number.isFinite(v) || v <= 0) throw new Error(`--${flag}/${env} must be a positive number`);
    return v;
  };
  const quick = flags.has('quick');
  const settings: BenchSettings = {
    durationSec: num('duration', 'BENCH_DURATION', quick ? 2 : 10),
    warmupSec: num('warmup', 'BENCH_WARMUP', quick ? 1 : 2),
    connections: num('connections', 'BENCH_CONNECTIONS', 50),
    loginConnections: num('login-connections', 'BENCH_LOGIN_CONNECTIONS', 4 * os.availableParallelism()),
    hashSeconds: num('hash-seconds', 'BENCH_HASH_SECONDS', quick ? 2 : 5),
    groups: (flags.get('groups') ?? process.env.BENCH_GROUPS)?.split(',').filter(Boolean),
    scenarios: (flags.get('scenarios') ?? process.env.BENCH_SCENARIOS)?.split(',').filter(Boolean),
    storage: 'local',
  };
  const storage = flags.get('storage') ?? process.env.BENCH_STORAGE ?? 'local';
  if (storage !== 'local' && storage !== 's3') throw new Error('--storage/BENCH_STORAGE must be local or s3');
  settings.storage = storage;
  const noFail = flags.has('no-fail') || process.env.BENCH_NO_FAIL === '1';
  return { settings, noFail, quick };
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'server.ts'), [], {
      cwd: ROOT,
      // BENCH_PROFILE=DIR writes a V8 CPU profile of the app (open it in Chrome DevTools) when the bench ends.
      execArgv: [
        '--import',
        'tsx',
        '--expose-gc', // as scripts/start.mjs runs the app (the upload memory hook needs it)
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ],
      env: { ...process.env, ...env },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const timer = setTimeout(() => reject(new Error('the app did not start within 120 s')), 120_000);
    child.on('message', (m: { type: string; port?: number; message?: string }) => {
      if (m.type === 'ready') {
        clearTimeout(timer);
        resolve({ child, port: m.port! });
      } else if (m.type === 'error') {
        clearTimeout(timer);
        reject(new Error(`the app failed to start: ${m.message}`));
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the app exited with code ${code} before it was ready`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.send({ type: 'stop' });
  });
}

function httpHelpers(baseURL: string): DriverContext['http'] {
  const parse = async (res: Response) => {
    const text = await res.text();
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };
  return {
    async post(p, body, cookie) {
      const res = await fetch(`${baseURL}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: baseURL, ...(cookie ? { cookie } : {}) },
        body: JSON.stringify(body),
      });
      const sid = res.headers
        .getSetCookie()
        .map((c) => /^sid=([^;]*)/.exec(c)?.[1])
        .find(Boolean);
      return { status: res.status, json: await parse(res), sid };
    },
    async get(p, cookie) {
      const res = await fetch(`${baseURL}${p}`, { headers: cookie ? { cookie } : {} });
      return { status: res.status, json: await parse(res) };
    },
  };
}

async function preflight(baseURL: string, s: Scenario) {
  const res = await fetch(`${baseURL}${s.path}`, { method: s.method, headers: s.headers, body: s.body });
  const text = await res.text();
  const expected = s.expectStatus ?? 200;
  if (res.status !== expected) {
    throw new Error(
      `${s.label}: expected HTTP ${expected} before the load, got ${res.status}: ${text.slice(0, 300)}`,
    );
  }
  if (s.verify) s.verify(text ? JSON.parse(text) : undefined);
}

async function measureCeiling(ctx: DriverContext, c: Ceiling, when: string) {
  const m = await c.measure(ctx);
  log(`  ${c.label}, ${when}: ${n0(m.value)} ${c.unit}`);
  return m;
}

async function pgInfo(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const v = await client.query('show server_version');
    const f = await client.query('show fsync');
    const sc = await client.query('show synchronous_commit');
    return {
      version: v.rows[0].server_version as string,
      fsync: f.rows[0].fsync as string,
      synchronousCommit: sc.rows[0].synchronous_commit as string,
    };
  } finally {
    await client.end();
  }
}

function gitCommit(): string | null {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

const n0 = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));

function printTable(rows: ScenarioResult[], measurements: Measurement[]) {
  const header = ['route', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'bad', 'stands for'];
  const body = rows.map((r) => [
    r.label,
    String(r.connections),
    n0(r.rps),
    ms(r.latencyMs.p50),
    ms(r.latencyMs.p99),
    String(r.unexpectedStatusCount + r.errors),
    r.role ?? '',
  ]);
  for (const m of measurements) body.push([m.label, '', n0(m.value), '', '', '', m.unit]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i >= 1 && i <= 5 ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join('  ');
  console.log('');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

function markdown(opts: {
  date: string;
  machine: string;
  settings: BenchSettings;
  pgLine: string;
  rows: ScenarioResult[];
  measurements: Measurement[];
  budgets: BudgetOutcome[];
  command: string;
}) {
  const out: string[] = [];
  out.push(`### Measured ${opts.date} with \`${opts.command}\``);
  out.push('');
  out.push(
    `${opts.machine}; ${opts.pgLine}; autocannon in its own process, ${opts.settings.durationSec} s per route ` +
      `after ${opts.settings.warmupSec} s warm-up.`,
  );
  out.push('');
  out.push('| route | stands for | connections | req/s | p50 ms | p99 ms |');
  out.push('|---|---|---:|---:|---:|---:|');
  for (const r of opts.rows) {
    out.push(
      `| \`${r.label}\` | ${r.role ?? ''} | ${r.connections} | ${n0(r.rps)} | ${ms(r.latencyMs.p50)} | ${ms(r.latencyMs.p99)} |`,
    );
  }
  for (const m of opts.measurements) out.push(`| ${m.label} | ceiling | | ${n0(m.value)} ${m.unit} | | |`);
  out.push('');
  out.push('| budget | measured | result |');
  out.push('|---|---|---|');
  for (const b of opts.budgets)
    out.push(`| ${b.description} | ${b.detail} | ${b.ok ? 'pass' : '**FAIL**'} |`);
  return out.join('\n');
}

async function main() {
  const { settings, noFail, quick } = parseArgs(process.argv.slice(2));
  const groups = GROUPS.filter((g) => !settings.groups || settings.groups.includes(g.name));
  if (groups.length === 0) throw new Error(`no bench group named ${settings.groups?.join(', ')}`);

  let cluster: Cluster | undefined;
  let server: ChildProcess | undefined;
  let s3: S3TestServer | undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'woon-bench-'));
  const cleanup = async () => {
    if (server) await stopServer(server).catch(() => {});
    server = undefined;
    cluster?.stop();
    await s3?.close();
    s3 = undefined;
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => {
    void cleanup().then(() => process.exit(130));
  });

  try {
    const busyBefore = await cpuBusyShare();
    if (busyBefore !== undefined && busyBefore > 0.1) {
      log(
        `WARNING: the machine is ${Math.round(busyBefore * 100)}% busy before the run: other work competes for the ` +
          'cores and the figures will be noisy. Measure on a quiet machine.',
      );
    }
    let databaseUrl = process.env.BENCH_DATABASE_URL;
    if (!databaseUrl) {
      log('starting a throwaway PostgreSQL cluster (scripts/pg-cluster.sh)');
      cluster = startCluster();
      databaseUrl = cluster.url;
    }
    const pgi = await pgInfo(databaseUrl);
    if (settings.storage === 's3') {
      s3 = await startS3Server('woon-bench');
      log(`files in bucket ${s3.bucket} on s3rver at 127.0.0.1:${s3.port} (in this driver's process)`);
    }
    const port = await freePort();
    log(
      `starting the app on 127.0.0.1:${port} (PostgreSQL ${pgi.version}, LOG_LEVEL=silent, rate limits off)`,
    );
    const started = await startServer({
      BENCH_PORT: String(port),
      BENCH_DATABASE_URL: databaseUrl,
      BENCH_DATA_DIR: dataDir,
      BENCH_GROUPS: groups.map((g) => g.name).join(','),
      ...(s3 ? { BENCH_S3_URL: s3.url } : {}),
    });
    server = started.child;
    const baseURL = `http://127.0.0.1:${port}`;
    const ctx: DriverContext = { baseURL, databaseUrl, settings, http: httpHelpers(baseURL), log };

    const plan: Array<{ group: string; scenario: Scenario }> = [];
    for (const g of groups) {
      for (const s of (await g.scenarios?.(ctx)) ?? []) {
        if (!settings.scenarios || settings.scenarios.includes(s.id))
          plan.push({ group: g.name, scenario: s });
      }
    }
    for (const { scenario } of plan) await preflight(baseURL, scenario);

    const rows: ScenarioResult[] = [];
    const measurements: Measurement[] = [];
    for (const { group, scenario } of plan) {
      const conns = scenario.connections ?? settings.connections;
      log(
        `${scenario.label}: warm-up ${settings.warmupSec} s, then ${settings.durationSec} s at ${conns} connections`,
      );
      await runAutocannon(baseURL, scenario, conns, settings.warmupSec);
      const before = scenario.ceiling && (await measureCeiling(ctx, scenario.ceiling, 'before'));
      const result = await runAutocannon(baseURL, scenario, conns, settings.durationSec);
      const r = toResult(group, scenario, result, conns);
      rows.push(r);
      log(
        `  ${n0(r.rps)} req/s, p50 ${ms(r.latencyMs.p50)} ms, p99 ${ms(r.latencyMs.p99)} ms` +
          (r.unexpectedStatusCount || r.errors
            ? `, ${r.unexpectedStatusCount} bad status, ${r.errors} errors`
            : ''),
      );
      if (scenario.ceiling && before) {
        const after = await measureCeiling(ctx, scenario.ceiling, 'after');
        measurements.push({
          id: scenario.ceiling.id,
          label: scenario.ceiling.label,
          unit: scenario.ceiling.unit,
          value: (before.value + after.value) / 2,
          detail: {
            before,
            after,
            note: `measured right before and after ${scenario.label}; value = their mean`,
          },
        });
      }
    }

    // Other non-HTTP measurements run while the app is idle (still up, holding its pool, as in production).
    for (const g of groups) measurements.push(...((await g.measure?.(ctx)) ?? []));

    await stopServer(server);
    server = undefined;

    const view = {
      scenario: (id: string) => rows.find((r) => r.id === id),
      measurement: (id: string) => measurements.find((m) => m.id === id),
    };
    const budgets: BudgetOutcome[] = groups.flatMap((g) =>
      (g.budgets ?? []).map((b) => ({ id: b.id, description: b.description, ...b.check(view) })),
    );
    const bad = rows.filter((r) => r.unexpectedStatusCount > 0 || r.errors > 0);
    for (const r of bad) {
      budgets.push({
        id: `${r.id}-clean`,
        description: `${r.label} answers only HTTP ${plan.find((p) => p.scenario.id === r.id)?.scenario.expectStatus ?? 200}`,
        ok: false,
        detail: `${r.unexpectedStatusCount} other statuses, ${r.errors} errors, ${r.timeouts} timeouts`,
      });
    }

    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const machine = machineLine(busyBefore);
    const pgLine = `PostgreSQL ${pgi.version}${cluster ? ' (throwaway cluster on loopback' : ' (BENCH_DATABASE_URL'}, fsync ${pgi.fsync}, synchronous_commit ${pgi.synchronousCommit})`;
    const date = new Date().toISOString();
    const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;

    printTable(rows, measurements);
    console.log('');
    console.log('Budgets');
    for (const b of budgets) console.log(`  ${b.ok ? 'pass' : 'FAIL'}  ${b.description}: ${b.detail}`);

    const md = markdown({
      date: date.slice(0, 10),
      machine,
      settings,
      pgLine,
      rows,
      measurements,
      budgets,
      command,
    });
    console.log('');
    console.log('--- markdown for docs/performance.md ---');
    console.log(md);
    console.log('--- end ---');

    const resultsDir = path.join(ROOT, 'bench/results');
    mkdirSync(resultsDir, { recursive: true });
    const json = {
      date,
      command,
      quick,
      commit: gitCommit(),
      machine: {
        cores: os.availableParallelism(),
        cpu,
        memoryGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.release()}`,
      },
      postgres: { ...pgi, throwawayCluster: Boolean(cluster) },
      settings,
      cpuBusyBeforeRun: busyBefore,
      scenarios: rows,
      measurements,
      budgets,
      markdown: md,
    };
    writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
    log(`results written to bench/results/latest.json`);

    const failed = budgets.filter((b) => !b.ok);
    if (failed.length > 0) {
      log(`${failed.length} budget(s) failed${noFail ? ' (--no-fail: exit 0)' : ''}`);
      if (!noFail) process.exitCode = 1;
    }
  } finally {
    await cleanup();
  }
}

main().catch((err) => {
  console.error(`bench: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exitCode = 1;
});
