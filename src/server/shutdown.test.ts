// Stopping a node under load drops nothing: the app as a real process, clients on keep-alive connections signing in
// without pause, a mail being sent to a slow relay. On SIGTERM /healthz answers 503 at once while the node serves on;
// the clients, like a load balancer, send nothing new once they see that. Every request the node accepted is
// answered, no connection is reset, the mail round in progress ends with its mails marked sent, and the process
// exits 0.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../e2e/support/server';
import { openPglite, selectRows } from './db/client';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DRAIN_MS = 1_500;
const dataDir = mkdtempSync(path.join(tmpdir(), 'woon-shutdown-'));
let child: ChildProcess | undefined;
let relay: SMTPServer | undefined;

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await new Promise<void>((r) => (relay ? relay.close(() => r()) : r()));
  rmSync(dataDir, { recursive: true, force: true });
});

interface Outcome {
  status?: number;
  error?: string;
  answeredAt: number;
}

function send(agent: http.Agent, port: number, method: string, url: string, body?: object): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: url,
        agent,
        headers: {
          origin: `http://127.0.0.1:${port}`,
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, answeredAt: Date.now() }));
        res.on('error', (err) => resolve({ error: err.message, answeredAt: Date.now() }));
      },
    );
    req.on('error', (err) =>
      resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message, answeredAt: Date.now() }),
    );
    req.end(payload);
  });
}

// The app runs on its own PGlite and ignores TEST_DATABASE_URL: the PostgreSQL pass of the API suite skips it.
it.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'finishes what it accepted and ends with exit code 0',
  async () => {
    // A relay that takes its time over each mail, so that a mail round is under way when the signal comes.
    let firstMailStarted!: () => void;
    const mailUnderWay = new Promise<void>((r) => {
      firstMailStarted = r;
    });
    const received: string[] = [];
    relay = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        firstMailStarted();
        stream.resume();
        stream.on('end', () =>
          setTimeout(() => {
            received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
            callback();
          }, 400),
        );
      },
    });
    const smtpPort = await freePort();
    await new Promise<void>((r) => relay!.listen(smtpPort, '127.0.0.1', () => r()));

    const port = await freePort();
    let log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        DATABASE_DRIVER: 'pglite',
        SEED_DEMO: 'true',
        RATE_LIMIT_DISABLED: 'true',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POLL_MS: '100',
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        SHUTDOWN_GRACE_MS: '10000',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => {
      log += d;
    });
    child.stderr!.on('data', (d) => {
      log += d;
    });
    const exited = new Promise<number | null>((r) => child!.once('exit', (code) => r(code)));

    const probe = new http.Agent({ keepAlive: false });
    const deadline = Date.now() + 120_000;
    while ((await send(probe, port, 'GET', '/healthz')).status !== 200) {
      if (Date.now() > deadline) throw new Error(`the app did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }

    // Clients on keep-alive connections, as behind a load balancer: sign-ins without pause, and mail to send.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 6 });
    let stopSending = false;
    const outcomes: Outcome[] = [];
    const worker = async (i: number) => {
      while (!stopSending) {
        outcomes.push(
          i === 0
            ? await send(agent, port, 'POST', '/api/auth/forgot-password', { email: 'consument@demo.nl' })
            : await send(agent, port, 'POST', '/api/auth/login', {
                email: 'consument@demo.nl',
                password: 'Demo1234!',
              }),
        );
      }
    };
    const workers = Array.from({ length: 6 }, (_, i) => worker(i));

    // The load balancer's health check, every 50 ms: once it sees 503 it sends this node nothing new.
    let signalledAt = 0;
    let drainingSeenAt = 0;
    const healthCheck = (async () => {
      while (!stopSending) {
        const res = await send(probe, port, 'GET', '/healthz');
        if (signalledAt && res.status === 503) drainingSeenAt = Date.now();
        // Gone (the node no longer listens) counts as out of rotation too; the checks below tell the two apart.
        if (signalledAt && (res.status === 503 || res.error)) stopSending = true;
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    await mailUnderWay;
    await new Promise((r) => setTimeout(r, 300));
    signalledAt = Date.now();
    child.kill('SIGTERM');
    await healthCheck;
    await Promise.all(workers);
    const code = await exited;
    agent.destroy();

    expect(code, log).toBe(0);
    // /healthz said 503 at once, well before the drain delay was over.
    expect(drainingSeenAt, 'no 503 from /healthz before the node went').toBeGreaterThan(0);
    expect(drainingSeenAt - signalledAt).toBeLessThan(DRAIN_MS / 2);
    // Every request was answered with a success: none reset, none refused, none cut short.
    const failures = outcomes.filter((o) => o.error !== undefined || o.status !== 200);
    expect(failures, JSON.stringify(failures.slice(0, 5))).toEqual([]);
    // Some were answered after the signal: the node served on while draining.
    expect(outcomes.filter((o) => o.answeredAt > signalledAt).length).toBeGreaterThan(0);
    expect(log).toMatch(/SIGTERM: shutting down/);
    expect(log).toMatch(/"msg":"stopped"/);

    // The mail round under way finished: every mail the relay took is marked sent, so none goes out twice.
    const database = openPglite(dataDir);
    try {
      const [row] = await selectRows<{ sent: number }>(
        database.db,
        sql`select count(*)::int as sent from mail_outbox where status = 'sent'`,
      );
      expect(received.length).toBeGreaterThan(0);
      expect(row!.sent).toBe(received.length);
    } finally {
      await database.close();
    }
  },
  240_000,
);
