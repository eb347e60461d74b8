// The fault scenario: the app as its own process on PostgreSQL, under steady write load (public request forms
// from many addresses), while the cluster restarts three times (fast shutdown) and the SMTP server is away for a
// while. With `database: 'embedded'` the app runs on the embedded default instead (nothing configured but DATA_DIR,
// decision 0045) and its PostgreSQL server is killed (SIGKILL) three times: the app must start it again itself. Used by the fault test in CI (bench/faults/faults.test.ts) and by `npm run bench:faults`, which writes
// the figures down. Loopback only; every loop is bounded in time.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, tail } from '../../e2e/support/server';
import { embeddedUrlOf } from '../../src/server/db/embedded-postgres';
import { exampleAankoopmakelaar } from '../../src/server/test/fixtures/requests';
import { startSmtpSink } from '../../src/server/test/smtp-sink';
import { startCluster } from '../lib/pg';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PG_SCRIPT = path.join(ROOT, 'scripts/pg-cluster.sh');

export interface FaultSettings {
  /** Concurrent request loops. */
  workers: number;
  restarts: number;
  /** Seconds of load between two restarts (and before the first, after the last). */
  secondsBetween: number;
  /** Seconds the mail backlog may take to drain once the load stops. */
  drainSeconds: number;
  /** A PostgreSQL cluster restarted with pg-cluster.sh (default), or the embedded default's own server killed. */
  database?: 'cluster' | 'embedded';
  log?: (message: string) => void;
}

export const DEFAULT_SETTINGS: FaultSettings = {
  workers: 8,
  restarts: 3,
  secondsBetween: 4,
  drainSeconds: 120,
};

export interface RequestRecord {
  start: number;
  end: number;
  /** HTTP status; 0 when the request got no answer (network error or time-out). */
  status: number;
  email: string;
  projectRef?: string;
  body?: string;
}

export interface RestartRecord {
  /** When the fast shutdown began and ended, and when the server was started again. */
  downStart: number;
  downEnd: number;
  upEnd: number;
  /** First 200 from /healthz after the start. */
  servingAgain: number | null;
  /** Requests whose lifetime overlapped the shutdown. */
  inFlight: number;
  /** Requests that did not answer 2xx and overlapped the shutdown. */
  failed: number;
}

export interface FaultResult {
  requests: RequestRecord[];
  restarts: RestartRecord[];
  /** The app process's exits during the run (0 expected). */
  exits: number;
  smtpDown: { start: number; end: number };
  /** Answered 2xx but no project row with that reference and e-mail. */
  missingRows: string[];
  /** Answered 2xx but no mail to that address reached the SMTP sink. */
  missingMails: string[];
  pendingMailsAtEnd: number;
  drainMs: number;
  healthyAtEnd: boolean;
  logTail: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The request was answered 2xx. */
export const succeeded = (q: RequestRecord) => q.status >= 200 && q.status < 300;
/** The request's lifetime overlapped that restart's shutdown: it was in flight during it. */
export const inFlightDuring = (q: RequestRecord, x: Pick<RestartRecord, 'downStart' | 'downEnd'>) =>
  q.start <= x.downEnd && q.end >= x.downStart;
/** Requests that did not succeed although no restart was under way: a restart that cost more than it should. */
export const failedOutsideRestarts = (r: Pick<FaultResult, 'requests' | 'restarts'>) =>
  r.requests.filter((q) => !succeeded(q) && !r.restarts.some((x) => inFlightDuring(q, x)));

function pgCluster(verb: 'down' | 'up', dir: string) {
  const r = spawnSync('bash', [PG_SCRIPT, verb, dir], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg-cluster.sh ${verb} failed: ${r.stderr}`);
}

/** The embedded server's postmaster on DATA_DIR, by its pid file. */
function postmasterOf(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    return pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) });
    return res.status === 200;
  } catch {
    return false;
  }
}

export async function runFaultScenario(settings: FaultSettings = DEFAULT_SETTINGS): Promise<FaultResult> {
  const log = settings.log ?? (() => {});
  const embedded = settings.database === 'embedded';
  // A cluster of our own unless one is handed over (CI starts one for the PostgreSQL suites).
  const given = process.env.PG_CLUSTER_DIR && process.env.PG_CLUSTER_URL;
  const cluster = embedded
    ? undefined
    : given
      ? { url: process.env.PG_CLUSTER_URL!, dir: process.env.PG_CLUSTER_DIR!, stop() {} }
      : startCluster();
  const dbName = `faults_${Date.now()}`;
  let dbUrl: URL | undefined;
  if (cluster) {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    dbUrl = new URL(cluster.url);
    dbUrl.pathname = `/${dbName}`;
  }

  const sink = await startSmtpSink();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wp-faults-'));
  // The embedded server's own user (as root) must pass through DATA_DIR, as through ./data.
  chmodSync(dataDir, 0o755);
  const logFile = path.join(dataDir, 'app.log');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const appLog = createWriteStream(logFile);
  let exits = 0;
  let child: ChildProcess | null = null;
  let check: pg.Client | undefined;

  try {
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: dbUrl?.toString() ?? '',
        DATABASE_DRIVER: '',
        SMTP_URL: sink.url,
        SEED_DEMO: 'false',
        // Stopped by the harness, not behind a load balancer: no drain delay.
        SHUTDOWN_DRAIN_MS: '0',
        TRUST_PROXY: 'true',
        MAIL_POLL_MS: '200',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.pipe(appLog);
    child.stderr?.pipe(appLog);
    child.on('exit', () => exits++);
    const readyBy = Date.now() + 60_000;
    while (!(await healthy(url))) {
      if (exits > 0 || Date.now() > readyBy) throw new Error(`app did not start:\n${tail(logFile, 30)}`);
      await sleep(200);
    }
    const checkUrl = dbUrl?.toString() ?? embeddedUrlOf(dataDir);
    if (!checkUrl) throw new Error('the embedded PostgreSQL server is not running');
    check = new pg.Client({ connectionString: checkUrl });
    check.on('error', () => {}); // this checker's own connection dies with each restart too
    log(`app on ${url}, database ${embedded ? 'embedded' : dbName}, SMTP sink on ${sink.port}`);

    // The load: public request forms, each from an address of its own (documentation range, header only).
    const requests: RequestRecord[] = [];
    let stopLoad = false;
    let counter = 0;
    const worker = async () => {
      while (!stopLoad) {
        const n = ++counter;
        const email = `fault${n}-${Date.now()}@test.nl`;
        const record: RequestRecord = { start: Date.now(), end: 0, status: 0, email };
        try {
          const res = await fetch(`${url}/api/public/aankoopmakelaar`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              origin: url,
              'x-forwarded-for': `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`,
            },
            body: JSON.stringify(exampleAankoopmakelaar(email)),
            signal: AbortSignal.timeout(30_000),
          });
          record.status = res.status;
          const text = await res.text();
          if (res.ok) record.projectRef = (JSON.parse(text) as { projectId?: string }).projectId;
          else record.body = text.slice(0, 300);
        } catch (err) {
          record.body = err instanceof Error ? err.message : String(err);
        }
        record.end = Date.now();
        requests.push(record);
      }
    };
    const workers = Array.from({ length: settings.workers }, worker);

    const restarts: RestartRecord[] = [];
    const between = settings.secondsBetween * 1000;
    await sleep(between / 2);
    const smtpDown = { start: Date.now(), end: 0 };
    await sink.stop();
    log('SMTP sink stopped');
    for (let i = 0; i < settings.restarts; i++) {
      await sleep(between);
      const downStart = Date.now();
      let downEnd: number;
      let upEnd: number;
      if (cluster) {
        pgCluster('down', cluster.dir);
        downEnd = Date.now();
        pgCluster('up', cluster.dir);
        upEnd = Date.now();
      } else {
        // The embedded server dies at once; it is down until the app has started a new one.
        const pid = postmasterOf(dataDir);
        if (!pid) throw new Error('no embedded PostgreSQL server to kill');
        process.kill(pid, 'SIGKILL');
        while (Date.now() - downStart < 30_000 && (postmasterOf(dataDir) === pid || !embeddedUrlOf(dataDir)))
          await sleep(20);
        downEnd = upEnd = Date.now();
      }
      let servingAgain: number | null = null;
      while (Date.now() - upEnd < 30_000) {
        if (await healthy(url)) {
          servingAgain = Date.now();
          break;
        }
        await sleep(100);
      }
      restarts.push({ downStart, downEnd, upEnd, servingAgain, inFlight: 0, failed: 0 });
      log(
        `restart ${i + 1}: down ${downEnd - downStart} ms, serving again ${servingAgain ? servingAgain - upEnd : '—'} ms after start`,
      );
      if (i === 0) {
        await sleep(between / 2);
        await sink.restart();
        smtpDown.end = Date.now();
        log('SMTP sink back');
      }
    }
    if (!smtpDown.end) {
      await sink.restart();
      smtpDown.end = Date.now();
    }
    await sleep(between);
    stopLoad = true;
    await Promise.all(workers);
    log(`load stopped: ${requests.length} requests`);

    for (const r of restarts) {
      const overlapping = requests.filter((q) => inFlightDuring(q, r));
      r.inFlight = overlapping.length;
      r.failed = overlapping.filter((q) => !succeeded(q)).length;
    }

    // The backlog: every mail accepted by the relay, none left pending.
    const drainStart = Date.now();
    const checker = check;
    await checker.connect();
    let pending = Number.POSITIVE_INFINITY;
    while (Date.now() - drainStart < settings.drainSeconds * 1000) {
      const { rows } = await checker.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where status = 'pending'`,
      );
      pending = rows[0]!.n;
      if (pending === 0) break;
      await sleep(250);
    }
    const drainMs = Date.now() - drainStart;
    log(`mail backlog ${pending === 0 ? 'drained' : `not drained (${pending} pending)`} in ${drainMs} ms`);

    const ok = requests.filter(succeeded);
    const { rows } = await checker.query<{ ref: string; email: string }>(
      `select p.project_ref as ref, u.email from projects p join users u on u.id = p.consumer_id`,
    );
    const stored = new Map(rows.map((row) => [row.ref, row.email]));
    const missingRows = ok
      .filter((q) => !q.projectRef || stored.get(q.projectRef) !== q.email)
      .map((q) => q.email);
    const mailed = new Set(sink.mails.flatMap((m) => m.to));
    const missingMails = ok.filter((q) => !mailed.has(q.email)).map((q) => q.email);

    return {
      requests,
      restarts,
      exits,
      smtpDown,
      missingRows,
      missingMails,
      pendingMailsAtEnd: pending,
      drainMs,
      healthyAtEnd: exits === 0 && (await healthy(url)),
      logTail: tail(logFile, 30),
    };
  } finally {
    await check?.end().catch(() => {});
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
    await sink.close().catch(() => {});
    if (cluster) {
      const drop = new pg.Client({ connectionString: cluster.url });
      await drop.connect().catch(() => {});
      await drop.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await drop.end().catch(() => {});
      cluster.stop();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}
