// Starts the built server (node dist/server/main.js) as a child process for the e2e run and waits for /healthz.
import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.once('error', reject);
    srv.listen(0, host, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  pid: number | undefined;
  logFile: string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Repository root (where dist/ is). */
  root: string;
  dataDir: string;
  smtpUrl: string;
  logFile: string;
  /** Extra or overriding environment for the server. */
  env?: Record<string, string | undefined>;
  readyTimeoutMs?: number;
}

/** The last lines of a log file, for error messages ('(no log)' when there is none). */
export function tail(file: string, lines = 40): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

export async function startBuiltServer(opts: StartServerOptions): Promise<RunningServer> {
  const entry = path.join(opts.root, 'dist/server/main.js');
  if (!existsSync(entry)) {
    throw new Error(
      `${entry} is missing: run \`npm run build\` before the e2e tests (npm run test:all does).`,
    );
  }
  if (!existsSync(path.join(opts.root, 'dist/web/index.html'))) {
    throw new Error('dist/web/index.html is missing: run `npm run build` before the e2e tests.');
  }
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: url,
    DATA_DIR: opts.dataDir,
    DATABASE_URL: undefined, // PGlite in DATA_DIR unless opts.env says otherwise
    // The browser suite keeps PGlite in DATA_DIR, as it ran before the embedded PostgreSQL became the default
    // (decision 0045): the suite's timings in CI were measured on it; the embedded server has tests of its own.
    DATABASE_DRIVER: 'pglite',
    SMTP_URL: opts.smtpUrl,
    SEED_DEMO: 'true',
    // Stopped by the harness, not behind a load balancer: no drain delay.
    SHUTDOWN_DRAIN_MS: '0',
    MAIL_POLL_MS: '200',
    // createUser() registers each test user from an address of its own (X-Forwarded-For), as real sign-ups come
    // from many addresses; without it the suite's sign-ups would hit the per-address registration limit.
    TRUST_PROXY: 'true',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'info',
    ...opts.env,
  };
  for (const k of Object.keys(env)) if (env[k] === undefined) delete env[k];

  const log = createWriteStream(opts.logFile, { flags: 'a' });
  const child: ChildProcess = spawn(process.execPath, ['--expose-gc', entry], {
    cwd: opts.root,
    env: env as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exitPromise = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    }),
  );

  // A busy two-core machine may take over a minute to migrate and seed; E2E_READY_TIMEOUT_MS lets it take longer.
  const deadline = Date.now() + (opts.readyTimeoutMs ?? Number(process.env.E2E_READY_TIMEOUT_MS ?? 180_000));
  for (;;) {
    if (exited) {
      const e = exited as { code: number | null; signal: NodeJS.Signals | null };
      throw new Error(
        `The server exited (code ${e.code}, signal ${e.signal}) before /healthz answered. Log ${opts.logFile}:\n` +
          tail(opts.logFile),
      );
    }
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not answer /healthz within the time limit. Log:\n${tail(opts.logFile)}`,
      );
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  return {
    url,
    port,
    pid: child.pid,
    logFile: opts.logFile,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exitPromise;
        clearTimeout(timer);
      }
      await new Promise<void>((resolve) => log.end(resolve));
    },
  };
}
