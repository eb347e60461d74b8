// The two-node test's world: two app processes as two machines behind a load balancer would run them,
// each with a DATA_DIR of its own, on one new PostgreSQL database, one S3-compatible bucket (s3rver) and one SMTP
// relay (the tests' sink). Everything is on loopback and everything it starts, stop() ends and removes, also when
// starting fails halfway. Used by bench/cluster/two-node.test.ts (vitest.cluster.config.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@shared/constants';
import pg from 'pg';
import { freePort, tail } from '../../e2e/support/server';
import { ADVISORY_LOCKS } from '../../src/server/db/client';
import { type S3TestServer, startS3Server } from '../../src/server/test/s3-server';
import { type SmtpSink, startSmtpSink } from '../../src/server/test/smtp-sink';
import { startCluster } from '../lib/pg';
import type { Api, ApiRequest, ApiResponse } from '../lib/portal-api';

const ROOT = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface AppNode {
  name: 'A' | 'B';
  /** Where this node listens: requests go here, not to APP_URL. */
  url: string;
  dataDir: string;
  logFile: string;
  /** Times the process ended on its own (0 expected). */
  exits(): number;
  /** The API as a browser reaches it through the load balancer: our Origin, the `sid` cookie. */
  api: Api;
}

export interface TwoNodes {
  /** The public address both nodes are configured with (the load balancer's; nothing listens there). */
  appUrl: string;
  a: AppNode;
  b: AppNode;
  /** The database both nodes use, for checks beside the API. */
  query<T extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  s3: S3TestServer;
  sink: SmtpSink;
  /** Both nodes were seen waiting for the migration lock at the same time before either could take it. */
  bothWaitedForMigrationLock: boolean;
  stop(): Promise<void>;
}

let visitor = 0;
/** Each request from a visitor of its own (documentation ranges), as the load balancer passes on. */
const nextVisitor = () => {
  visitor++;
  return `203.0.${Math.floor(visitor / 250) % 250}.${(visitor % 250) + 1}`;
};

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** portal-api's Api over real HTTP to one node, with the shared APP_URL as Origin. */
function nodeApi(baseUrl: string, appOrigin: string): Api {
  return {
    origin: appOrigin,
    async send(req: ApiRequest): Promise<ApiResponse> {
      const headers: Record<string, string> = { 'x-forwarded-for': req.from ?? nextVisitor() };
      if (!req.noOrigin) headers.origin = appOrigin;
      if (req.sid) headers.cookie = `${SESSION_COOKIE}=${req.sid}`;
      let body: string | undefined;
      if (req.form !== undefined) {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = req.form;
      } else if (req.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(req.json);
      }
      const res = await fetch(`${baseUrl}${req.path}`, {
        method: req.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      const sid = res.headers
        .getSetCookie()
        .map((c) => new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(c)?.[1])
        .find(Boolean);
      return { status: res.status, text, json: parse(text), headers: Object.fromEntries(res.headers), sid };
    },
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    return (await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5_000) })).status === 200;
  } catch {
    return false;
  }
}

export async function startTwoNodes(log: (m: string) => void = () => {}): Promise<TwoNodes> {
  const undo: Array<() => Promise<void> | void> = [];
  const stop = async () => {
    for (const step of undo.splice(0).reverse()) {
      try {
        await step();
      } catch (err) {
        log(`clean-up step failed: ${err instanceof Error ? err.message : err}`);
      }
    }
  };
  try {
    // The CI's throwaway cluster when handed over (.ci/run), else one of our own.
    const given = process.env.PG_CLUSTER_DIR && process.env.PG_CLUSTER_URL;
    const cluster = given ? { url: process.env.PG_CLUSTER_URL!, stop() {} } : startCluster();
    undo.push(() => cluster.stop());
    // A database of its own per run, so the nodes start on an empty one.
    const dbName = `cluster_${Date.now()}_${Math.random().toString(36).slice(2, 6)}`;
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    undo.push(() => admin.end());
    await admin.query(`create database ${dbName}`);
    undo.push(async () => {
      await admin.query(`drop database if exists ${dbName} with (force)`);
    });
    const dbUrl = new URL(cluster.url);
    dbUrl.pathname = `/${dbName}`;
    const db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    undo.push(() => db.end());

    const s3 = await startS3Server('woon-cluster');
    undo.push(() => s3.close());
    const sink = await startSmtpSink();
    undo.push(() => sink.close());
    const appUrl = `http://localhost:${await freePort()}`;

    // Holding the migration lock while both nodes start makes "at the same moment" certain: both reach the
    // migrations and wait at the lock before either may begin, then race for it when it is let go.
    await db.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
    let lockHeld = true;
    const letGo = async () => {
      if (!lockHeld) return;
      lockHeld = false;
      await db.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]);
    };
    undo.push(letGo);

    const CLUSTER_KEY = randomBytes(32).toString('hex');
    const startNode = async (name: 'A' | 'B'): Promise<AppNode> => {
      const port = await freePort();
      const dataDir = mkdtempSync(path.join(os.tmpdir(), `wp-node-${name.toLowerCase()}-`));
      undo.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const logFile = path.join(dataDir, 'app.log');
      const out = createWriteStream(logFile);
      const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          APP_URL: appUrl,
          DATA_DIR: dataDir,
          DATABASE_URL: dbUrl.toString(),
          S3_URL: s3.url,
          SMTP_URL: sink.url,
          // Demo data on a database shared by two nodes: seeded once (the seed's own lock), and the demo admin
          // assigns the test's projects.
          SEED_DEMO: 'true',
          // Stopped by the harness, not behind a load balancer: no drain delay.
          SHUTDOWN_DRAIN_MS: '0',
          // The load balancer's address (here loopback), as behind one that appends to X-Forwarded-For.
          TRUST_PROXY: 'loopback',
          MAIL_POLL_MS: '200',
          LOG_LEVEL: 'info',
          // Several nodes share one key (two-factor secrets, known-device cookies), as docs/deployment.md says.
          TWO_FACTOR_KEY: CLUSTER_KEY,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.pipe(out);
      child.stderr?.pipe(out);
      let exits = 0;
      let stopping = false;
      const exited = new Promise<void>((resolve) =>
        child.once('exit', () => {
          if (!stopping) exits++;
          resolve();
        }),
      );
      undo.push(async () => {
        stopping = true;
        if (child.exitCode === null && child.signalCode === null) {
          child.kill('SIGTERM');
          const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(hard);
        }
        await new Promise<void>((resolve) => out.end(resolve));
      });
      const url = `http://127.0.0.1:${port}`;
      return { name, url, dataDir, logFile, exits: () => exits, api: nodeApi(url, new URL(appUrl).origin) };
    };
    const [a, b] = await Promise.all([startNode('A'), startNode('B')]);
    log(`nodes A ${a.url} and B ${b.url}, APP_URL ${appUrl}, database ${dbName}, bucket on ${s3.port}`);

    // Both waiting at the lock: two advisory-lock requests in this database not granted.
    let bothWaited = false;
    const waitBy = Date.now() + 90_000;
    while (!bothWaited) {
      const { rows } = await admin.query<{ n: number }>(
        `select count(*)::int as n from pg_locks l join pg_database d on d.oid = l.database
         where d.datname = $1 and l.locktype = 'advisory' and l.objid = $2 and not l.granted`,
        [dbName, ADVISORY_LOCKS.migrations],
      );
      bothWaited = rows[0]!.n === 2;
      if (bothWaited) break;
      for (const n of [a, b])
        if (n.exits() > 0) throw new Error(`node ${n.name} ended while starting:\n${tail(n.logFile, 30)}`);
      if (Date.now() > waitBy)
        throw new Error(`the nodes did not both reach the migrations (${rows[0]!.n} waiting)`);
      await sleep(100);
    }
    await letGo();

    const readyBy = Date.now() + 90_000;
    for (const n of [a, b]) {
      while (!(await healthy(n.url))) {
        if (n.exits() > 0) throw new Error(`node ${n.name} ended while starting:\n${tail(n.logFile, 30)}`);
        if (Date.now() > readyBy)
          throw new Error(`node ${n.name} did not get healthy:\n${tail(n.logFile, 30)}`);
        await sleep(150);
      }
    }
    log('both nodes healthy');

    return {
      appUrl,
      a,
      b,
      async query<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
        return (await db.query<T>(text, values)).rows;
      },
      s3,
      sink,
      bothWaitedForMigrationLock: bothWaited,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
