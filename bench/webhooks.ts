// `npm run bench:webhooks`: the payment webhook simulation (bench/lib/webhook-simulation.ts) full size, on
// PostgreSQL, over real HTTP: 200 invoices of 200 projects of 40 consumers and 10 professionals, each paid (or not)
// at Mollie, and 1,000 webhook deliveries, duplicated, late, out of order, forged and tampered, 20 at a time.
// Budget: 0 invoices whose state disagrees with the provider, exactly one 'Factuur betaald' mail per paid
// invoice. Prints the figures and a markdown section for docs/performance.md; exit 1 on a miss.
//
// Processes: this driver (the simulation, FakeMollie's HTTPS server, the SMTP sink) · the app (src/server/main.ts
// through tsx, as `npm start` runs it, with MOLLIE_API_KEY/MOLLIE_API_ENDPOINT pointing at the fake) · PostgreSQL
// (a throwaway cluster from scripts/pg-cluster.sh, or a new database in BENCH_DATABASE_URL's cluster).
//
// BENCH_PROFILE=DIR: a V8 CPU profile of the app process. BENCH_DATABASE_URL: a new database in that cluster.
// Options: --invoices N --deliveries N --concurrency N --span-ms N --seed N (also --consumers, --professionals).
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hashPassword } from '@server/lib/crypto';
import pg from 'pg';
import { freePort, tail } from '../e2e/support/server';
import { FakeMollie } from '../src/server/test/fake-mollie';
import { startSmtpSink } from '../src/server/test/smtp-sink';
import { cpuBusyShare, machineLine } from './lib/machine';
import { type Cluster, startCluster } from './lib/pg';
import { fetchApi, login } from './lib/portal-api';
import {
  describeSimulation,
  FULL_SIZE,
  runWebhookSimulation,
  type SimulationResult,
  type SimulationSettings,
} from './lib/webhook-simulation';

const ROOT = path.resolve(import.meta.dirname, '..');
const log = (m: string) => console.error(`bench:webhooks: ${m}`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function settingsFromArgs(argv: string[]): SimulationSettings {
  const s = { ...FULL_SIZE };
  const keys: Record<string, keyof SimulationSettings> = {
    invoices: 'invoices',
    consumers: 'consumers',
    professionals: 'professionals',
    deliveries: 'deliveries',
    concurrency: 'concurrency',
    'span-ms': 'spanMs',
    seed: 'seed',
  };
  for (let i = 0; i < argv.length; i++) {
    const key = keys[argv[i]!.replace(/^--/, '')];
    const value = Number(argv[i + 1]);
    if (!key) continue;
    if (!Number.isFinite(value) || value < 0) throw new Error(`${argv[i]} needs a number`);
    s[key] = value;
    i++;
  }
  return s;
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

function markdown(res: SimulationResult, machine: string, pgVersion: string, command: string): string {
  const d = res.deliveries;
  const t = res.timing;
  const forged = d.forged.unknownIds + d.forged.otherShop + d.forged.junk;
  const lat = t.webhookLatencyMs;
  return [
    `### Measured ${new Date().toISOString().slice(0, 10)} with \`${command}\``,
    '',
    `${machine}; PostgreSQL ${pgVersion}; the app in its own process (tsx), FakeMollie and the SMTP sink in the driver's.`,
    '',
    '| figure | value |',
    '|---|---:|',
    `| invoices (projects) | ${res.invoices} |`,
    `| payments made at Mollie (first and second attempts) | ${res.payments} |`,
    `| webhook deliveries | ${d.total.toLocaleString('en-US')} |`,
    `| … genuine (of which sent while the payment was still open) | ${d.genuine} (${d.beforeAnyChange}) |`,
    `| … forged: unknown ids / another shop's payments / junk | ${forged}: ${d.forged.unknownIds} / ${d.forged.otherShop} / ${d.forged.junk} |`,
    `| … of tampered payments (amount or invoice altered at the provider) | ${d.tampered} |`,
    `| answers other than 200 | ${Object.keys(d.non200).length ? JSON.stringify(d.non200) : 0} |`,
    `| provider finally: paid / ended unpaid / open or pending / tampered | ${res.provider.paid} / ${res.provider.endedUnpaid} / ${res.provider.stillOpenOrPending} / ${res.provider.tampered} |`,
    `| invoices in the portal | ${Object.entries(res.states)
      .map(([s, n]) => `${n} ${s}`)
      .join(', ')} |`,
    `| invoices disagreeing with the provider | ${res.disagreements.length} |`,
    `| payments disagreeing with the provider | ${res.paymentDisagreements.length} |`,
    `| 'Factuur betaald' mails at the sink (invoices with another count than 1 if paid, 0 if not) | ${res.mails.paid} (${res.mails.invoicesWithWrongCount.length}) |`,
    `| payment.mismatch audit entries (tampered invoices without one) | ${res.audit.mismatches} (${res.audit.tamperedWithoutMismatchAudit}) |`,
    `| wall time of the deliveries (answers/s) | ${(t.deliveryWallMs / 1000).toFixed(1)} s (${t.webhooksPerSec}) |`,
    `| webhook latency p50 / p90 / p99 / max | ${lat.p50} / ${lat.p90} / ${lat.p99} / ${lat.max} ms |`,
    `| setup through the API; outbox drained after the last answer | ${(t.setupMs / 1000).toFixed(1)} s; ${(t.mailDrainMs / 1000).toFixed(1)} s |`,
    '',
    '| budget | measured | result |',
    '|---|---|---|',
    `| 0 invoices whose state disagrees with the provider | ${res.disagreements.length} of ${res.invoices} | ${res.disagreements.length === 0 ? 'pass' : '**FAIL**'} |`,
    `| exactly one paid-mail per paid invoice | ${res.mails.paid} mails for ${res.provider.paid} paid invoices, ${res.mails.invoicesWithWrongCount.length} off | ${res.mails.invoicesWithWrongCount.length === 0 ? 'pass' : '**FAIL**'} |`,
  ].join('\n');
}

async function main() {
  const settings = settingsFromArgs(process.argv.slice(2));
  const busyBefore = await cpuBusyShare();
  if (busyBefore !== undefined && busyBefore > 0.1)
    log(
      `WARNING: the machine is ${Math.round(busyBefore * 100)}% busy before the run; timings will be noisy`,
    );

  let cluster: Cluster | undefined;
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) {
    log('starting a throwaway PostgreSQL cluster (scripts/pg-cluster.sh)');
    cluster = startCluster();
  }
  const serverUrl = baseUrl ?? cluster!.url;
  const dbName = `webhooks_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const pgVersion = (await admin.query('show server_version')).rows[0].server_version as string;
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${dbName}`;

  const fake = await new FakeMollie().start();
  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-webhooks-'));
  const logFile = path.join(dataDir, 'app.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  let exitCode = 1;
  try {
    const appLog = createWriteStream(logFile);
    // BENCH_PROFILE=DIR writes a V8 CPU profile of the app process to DIR when it stops.
    const profile = process.env.BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
      : [];
    child = spawn(process.execPath, [...profile, '--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl.toString(),
        SMTP_URL: sink.url,
        SEED_DEMO: 'false',
        // Stopped by the harness, not behind a load balancer: no drain delay.
        SHUTDOWN_DRAIN_MS: '0',
        MAIL_POLL_MS: '100',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_DISABLED: 'true',
        MOLLIE_API_KEY: fake.apiKey,
        MOLLIE_API_ENDPOINT: fake.endpoint,
        // The fake's certificate is self-signed and the Mollie client pins its own CA list (as in the tests).
        NODE_TLS_REJECT_UNAUTHORIZED: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(appLog);
    child.stderr?.pipe(appLog);
    let exited = false;
    child.on('exit', () => {
      exited = true;
    });
    const readyBy = Date.now() + 120_000;
    while (!(await healthy(url))) {
      if (exited || Date.now() > readyBy) throw new Error(`the app did not start:\n${tail(logFile, 30)}`);
      await sleep(200);
    }
    log(
      `app on ${url} (PostgreSQL ${pgVersion}, database ${dbName}), Mollie at ${fake.endpoint}, SMTP ${sink.url}`,
    );

    await db.connect();
    const adminEmail = `sim-admin-${Date.now().toString(36)}@bench.nl`;
    await db.query(
      `insert into users (email, password_hash, first_name, last_name, role, email_verified_at)
       values ($1, $2, 'Bench', 'Beheerder', 'admin', now())`,
      [adminEmail, await hashPassword('Bench-wachtwoord-1')],
    );
    const api = fetchApi(url);
    const result = await runWebhookSimulation(
      {
        api,
        fake,
        admin: await login(api, adminEmail, 'Bench-wachtwoord-1'),
        sql: async <T>(text: string, values: unknown[] = []) => (await db.query(text, values)).rows as T[],
        mails: () => sink.mails,
        log,
      },
      settings,
    );
    if (exited) throw new Error(`the app exited during the run:\n${tail(logFile, 30)}`);
    console.log(describeSimulation(result).join('\n'));
    const args = process.argv.slice(2);
    console.log('\n--- markdown for docs/performance.md ---');
    console.log(
      markdown(
        result,
        machineLine(busyBefore),
        pgVersion,
        `npm run bench:webhooks${args.length ? ` -- ${args.join(' ')}` : ''}`,
      ),
    );
    console.log('--- end ---');
    exitCode = result.ok ? 0 : 1;
  } finally {
    await db.end().catch(() => {});
    if (child && child.exitCode === null && child.signalCode === null) {
      const stopped = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([stopped, sleep(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    await fake.stop();
    await sink.close();
    if (cluster) cluster.stop();
    else {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(exitCode);
}

main().catch((err) => {
  console.error(`bench:webhooks: ${err instanceof Error ? (err.stack ?? err.message) : err}`);
  process.exit(1);
});
