// The mail drain measurement: how fast the outbox empties a backlog into a local SMTP relay, against how
// fast a bare nodemailer pool with the very same settings sends the same mails to the same relay in the same run.
//
//   1. warm-up: a few hundred mails through each path (JIT, connections), not counted;
//   2. bare pool: `count` mails handed to nodemailer's pool at once (smtpPoolOptions, as the app uses it);
//   3. outbox: `count` rows inserted into mail_outbox of a real database (not timed), then the app's own mail
//      worker (startMailWorker + createMailTransport) drains them: timed from its first round until the last row
//      is marked sent;
//   4. bare pool again. The ceiling is the mean of 2 and 4, so both see the same machine.
// The relay (bench/lib/mail-sink.ts) runs in its own process and counts every mail and Message-ID; a run in which a
// mail is missing or arrives twice throws.
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, openPglite, openPostgres } from '@server/db/client';
import { mailOutbox } from '@server/db/schema';
import { startMailWorker } from '@server/mail/outbox';
import { welcomeMail } from '@server/mail/templates';
import {
  createMailTransport,
  messageIdOf,
  SMTP_POOL_CONNECTIONS,
  smtpPoolOptions,
} from '@server/mail/transport';
import { localFileStorage } from '@server/storage/local-files';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import pg from 'pg';
import pino from 'pino';

const FROM = 'Woonportaal <noreply@bench.local>';
/** The outbox drains at no less than this share of a bare pool's rate. */
export const MAIL_DRAIN_BUDGET = 0.5;
/** The backlog measured. */
export const MAIL_DRAIN_COUNT = 10_000;

export interface MailDrainResult {
  count: number;
  database: string;
  poolConnections: number;
  /** mails/s of the bare pool before and after the outbox run, and their mean (the ceiling). */
  bare: { before: number; after: number; rate: number };
  outbox: { rate: number; seconds: number; insertSeconds: number };
  /** outbox rate / bare rate */
  ratio: number;
  /** SMTP connections the relay saw during the outbox run. */
  outboxConnections: number;
}

interface SinkStats {
  received: number;
  unique: number;
  duplicates: number;
  connections: number;
}

class Sink {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static start(): Promise<Sink> {
    const child = fork(path.join(import.meta.dirname, 'mail-sink.ts'), [], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the mail sink did not start within 30 s')), 30_000);
      child.once('message', (m: { type: string; port: number }) => {
        clearTimeout(timer);
        resolve(new Sink(child, `smtp://127.0.0.1:${m.port}`));
      });
      child.once('exit', (code) => reject(new Error(`the mail sink exited with code ${code}`)));
    });
  }

  private ask<T>(type: string): Promise<T> {
    return new Promise((resolve) => {
      this.child.once('message', (m: T) => resolve(m));
      this.child.send({ type });
    });
  }

  reset = () => this.ask<unknown>('reset');
  stats = () => this.ask<SinkStats>('stats');

  stop(): Promise<void> {
    if (this.child.exitCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const kill = setTimeout(() => this.child.kill('SIGKILL'), 5_000);
      this.child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      this.child.send({ type: 'stop' });
    });
  }
}

/** Realistic mails: the welcome template (about 3 KB of HTML and text), each to its own address and link. */
function makeMails(count: number, tag: string) {
  return Array.from({ length: count }, (_, i) => {
    const token = randomBytes(32).toString('base64url');
    const content = welcomeMail({
      firstName: `Bench${i}`,
      verifyUrl: `http://127.0.0.1:5000/verify-email?token=${token}`,
      dashboardUrl: 'http://127.0.0.1:5000/dashboard',
    });
    return { to: `${tag}-${i}@bench.local`, ...content };
  });
}

async function sendBare(sinkUrl: string, mails: ReturnType<typeof makeMails>): Promise<number> {
  const pool = nodemailer.createTransport(smtpPoolOptions(sinkUrl));
  try {
    const start = performance.now();
    await Promise.all(
      mails.map((m) =>
        pool.sendMail({
          from: FROM,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          messageId: messageIdOf(randomUUID()),
        }),
      ),
    );
    return (performance.now() - start) / 1000;
  } finally {
    pool.close();
  }
}

async function openBenchDatabase(
  databaseUrl: string | undefined,
): Promise<{ database: Database; label: string; drop(): Promise<void> }> {
  if (!databaseUrl) {
    // As `npm start` runs without DATABASE_URL: PGlite persisted under a data directory.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'woon-mail-bench-'));
    return {
      database: openPglite(dir),
      label: 'PGlite (embedded, on disk in a temporary DATA_DIR)',
      async drop() {
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // A throwaway database in the given server, so the bench's rows never meet anyone's outbox.
  const name = `bench_mail_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const version = (await admin.query('show server_version')).rows[0].server_version as string;
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return {
    database: openPostgres(url.toString()),
    label: `PostgreSQL ${version} (a throwaway database)`,
    async drop() {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function insertRows(database: Database, mails: ReturnType<typeof makeMails>): Promise<void> {
  for (let i = 0; i < mails.length; i += 1000) {
    await database.db.insert(mailOutbox).values(
      mails.slice(i, i + 1000).map((m) => ({
        toAddress: m.to,
        kind: m.kind,
        subject: m.subject,
        html: m.html,
        text: m.text,
      })),
    );
  }
}

/** Drains the outbox with the app's worker; returns the seconds from its first round to the last row marked sent. */
async function drainOutbox(database: Database, sinkUrl: string, log: pino.Logger): Promise<number> {
  const transport = createMailTransport({
    smtpUrl: sinkUrl,
    from: FROM,
    dataDir: os.tmpdir(),
    // The drained mails carry no attachments: nothing is ever read from it.
    storage: localFileStorage(path.join(os.tmpdir(), 'uploads')),
    log,
  });
  const worker = startMailWorker({ db: database.db, log }, transport, 2000);
  try {
    const start = performance.now();
    await worker.runOnce();
    return (performance.now() - start) / 1000;
  } finally {
    await worker.stop();
    transport.close();
  }
}

async function expectArrived(sink: Sink, count: number, what: string): Promise<SinkStats> {
  const s = await sink.stats();
  if (s.received !== count || s.unique !== count || s.duplicates !== 0) {
    throw new Error(
      `${what}: the relay received ${s.received} mails (${s.unique} distinct Message-IDs, ${s.duplicates} ` +
        `duplicates), expected ${count} once each`,
    );
  }
  return s;
}

export async function measureMailDrain(options: {
  count: number;
  databaseUrl?: string;
  log: (message: string) => void;
}): Promise<MailDrainResult> {
  const { count, log } = options;
  const logger = pino({ level: 'warn' }, pino.destination(2));
  const sink = await Sink.start();
  const { database, label, drop } = await openBenchDatabase(options.databaseUrl);
  try {
    await database.migrate();
    const warm = Math.min(500, count);
    log(`warm-up: ${warm} mails through the bare pool and the outbox (${label})`);
    await sendBare(sink.url, makeMails(warm, 'warm-bare'));
    await insertRows(database, makeMails(warm, 'warm-outbox'));
    await drainOutbox(database, sink.url, logger);

    const measureBare = async (when: string) => {
      await sink.reset();
      const seconds = await sendBare(sink.url, makeMails(count, `bare-${when}`));
      await expectArrived(sink, count, `bare pool (${when})`);
      const rate = count / seconds;
      log(
        `bare nodemailer pool (${when}): ${count} mails in ${seconds.toFixed(2)} s = ${Math.round(rate)} mails/s`,
      );
      return rate;
    };

    const before = await measureBare('before');

    await database.db.execute(sql`truncate mail_outbox`);
    const insertStart = performance.now();
    await insertRows(database, makeMails(count, 'outbox'));
    const insertSeconds = (performance.now() - insertStart) / 1000;
    await sink.reset();
    const seconds = await drainOutbox(database, sink.url, logger);
    const stats = await expectArrived(sink, count, 'outbox');
    const left = await database.db.execute(
      sql`select count(*)::int as n from mail_outbox where status <> 'sent'`,
    );
    const notSent = ((left as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? -1) as number;
    if (notSent !== 0) throw new Error(`outbox: ${notSent} rows not marked sent after the drain`);
    const rate = count / seconds;
    log(
      `outbox (${label}): ${count} mails in ${seconds.toFixed(2)} s = ${Math.round(rate)} mails/s ` +
        `(${stats.connections} SMTP connections; inserting the rows took ${insertSeconds.toFixed(2)} s, not counted)`,
    );

    const after = await measureBare('after');
    const bareRate = (before + after) / 2;
    return {
      count,
      database: label,
      poolConnections: SMTP_POOL_CONNECTIONS,
      bare: { before, after, rate: bareRate },
      outbox: { rate, seconds, insertSeconds },
      ratio: rate / bareRate,
      outboxConnections: stats.connections,
    };
  } finally {
    await database.close().catch(() => {});
    await drop().catch(() => {});
    await sink.stop();
  }
}
