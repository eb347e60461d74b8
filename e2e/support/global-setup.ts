// Playwright global setup: one SMTP sink and one built server for the whole run, stopped by the returned
// teardown. The workers learn the base URL and the mail directory from the environment (./env.ts).
//
// Knobs: E2E_KEEP=1 keeps the temp dir (database, mails) after the run; E2E_LOG_LEVEL sets the server's
// LOG_LEVEL (default info); E2E_DATABASE_URL runs the server on PostgreSQL instead of PGlite; E2E_SERVER_LOG
// moves the server's log (default test-results/e2e-server.log); E2E_READY_MS waits longer than a minute for the
// server's first /healthz (a busy shared machine). The server asks a local fake of the PDOK
// Locatieserver for addresses (src/server/test/fake-pdok.ts: Damrak 1, 1012 LG Amsterdam and Oudegracht 45A,
// 3511 AB Utrecht), since tests run without internet.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { startFakePdok } from '../../src/server/test/fake-pdok';
import { E2E_ENV } from './env';
import { startBuiltServer } from './server';
import { startSmtpSink } from './smtp-sink';

export default async function globalSetup(config: FullConfig) {
  const root = config.configFile ? path.dirname(config.configFile) : process.cwd();
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'woon-e2e-'));
  const logFile = path.resolve(root, process.env.E2E_SERVER_LOG ?? 'test-results/e2e-server.log');
  mkdirSync(path.dirname(logFile), { recursive: true });
  rmSync(logFile, { force: true });

  const sink = await startSmtpSink({ dir: path.join(tmp, 'mail') });
  const pdok = await startFakePdok();
  let server: Awaited<ReturnType<typeof startBuiltServer>>;
  try {
    server = await startBuiltServer({
      root,
      dataDir: path.join(tmp, 'data'),
      smtpUrl: sink.url,
      logFile,
      ...(process.env.E2E_READY_MS ? { readyTimeoutMs: Number(process.env.E2E_READY_MS) } : {}),
      env: {
        PDOK_URL: pdok.url,
        ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      },
    });
  } catch (err) {
    await pdok.close();
    await sink.stop();
    rmSync(tmp, { recursive: true, force: true });
    throw err;
  }

  process.env[E2E_ENV.baseURL] = server.url;
  process.env[E2E_ENV.mailDir] = sink.dir;
  process.env[E2E_ENV.smtpUrl] = sink.url;
  process.env[E2E_ENV.dataDir] = path.join(tmp, 'data');
  process.env[E2E_ENV.serverLog] = logFile;
  console.log(
    `e2e: server ${server.url} (pid ${server.pid}, log ${logFile}), SMTP sink ${sink.url} → ${sink.dir}`,
  );

  return async () => {
    await server.stop();
    await pdok.close();
    await sink.stop();
    console.log(`e2e: stopped server and SMTP sink (${sink.count()} mail(s) received)`);
    if (process.env.E2E_KEEP === '1') console.log(`e2e: kept ${tmp}`);
    else rmSync(tmp, { recursive: true, force: true });
  };
}
