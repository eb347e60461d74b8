// The first start on a terminal: a short summary a person can read, readable log lines, and no secret in sight;
// JSON lines where the output is not a terminal. The app as a real process, once under a pseudo-terminal (script).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../../e2e/support/server';
import { loadConfig } from '../config';
import { startSummary } from './start-summary';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('startSummary', () => {
  it('names the address, the embedded database, the disk, the mail folder, the demo accounts and the data', () => {
    const config = loadConfig({ DATA_DIR: '/srv/woon/data', PORT: '5000' });
    const text = startSummary({
      config,
      demoAccounts: [{ email: 'admin@demo.nl' }, { email: 'consument@demo.nl' }],
    });
    expect(text).toContain('Woonportaal draait op http://localhost:5000');
    expect(text).toMatch(/Database\s+ingebouwde PostgreSQL, gegevens in \/srv\/woon\/data\/postgres/);
    expect(text).toMatch(/Bestanden\s+op schijf in \/srv\/woon\/data\/uploads/);
    expect(text).toMatch(/E-mail\s+niet verstuurd: als \.eml-bestand in \/srv\/woon\/data\/mail/);
    expect(text).toMatch(/Demo-accounts\s+admin@demo\.nl, consument@demo\.nl \(wachtwoord Demo1234!\)/);
    expect(text).toMatch(/Gegevensmap\s+\/srv\/woon\/data/);
  });

  it('shows servers without their passwords, and no demo line when none is left', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/woon/data',
      DATABASE_URL: 'postgresql://woon:geheim-db@db.internal:5432/woonportaal',
      SMTP_URL: 'smtp://mailer:geheim-smtp@smtp.internal:587',
      S3_URL: 'https://SLEUTEL:geheim-s3@s3.example.com/woon-bucket?region=eu-west-1',
    });
    const text = startSummary({ config, demoAccounts: [] });
    expect(text).toMatch(/Database\s+PostgreSQL op db\.internal:5432\/woonportaal \(DATABASE_URL\)/);
    expect(text).toMatch(/E-mail\s+via SMTP op smtp\.internal:587/);
    expect(text).toMatch(/Bestanden\s+S3-bucket woon-bucket/);
    expect(text).not.toMatch(/geheim|SLEUTEL|mailer|woon:/);
    expect(text).not.toContain('Demo-accounts');
  });
});

/** Starts the app, reads its output until it says where it runs, then stops it. */
async function firstStart(onTerminal: boolean): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'woon-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const command = `${process.execPath} --import tsx src/server/main.ts`;
  const child = spawn(
    onTerminal ? 'script' : process.execPath,
    onTerminal ? ['-qfec', command, '/dev/null'] : ['--import', 'tsx', 'src/server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_DRIVER: 'pglite',
        DATABASE_URL: '',
        SMTP_URL: '',
        SEED_DEMO: 'true',
        SHUTDOWN_DRAIN_MS: '0',
        LOG_FORMAT: '',
        TERM: 'dumb',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no start within 120 s:\n${out}`)), 120_000);
    const read = (d: Buffer) => {
      out += d;
      if (/draait op/.test(out) && (!onTerminal || /Stoppen met Ctrl-C/.test(out))) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
  });
  try {
    await done;
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    // Under script the app is script's child: the signal reaches it through the pseudo-terminal's process group.
    child.kill('SIGTERM');
    await exited;
  }
  return out;
}

// Real processes on their own PGlite, whatever TEST_DATABASE_URL says: the PostgreSQL pass of the API suite skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the first start', () => {
  it('on a terminal prints the summary and readable log lines, no JSON', async () => {
    const out = await firstStart(true);
    expect(out).toMatch(/Woonportaal draait op http:\/\/localhost:\d+/);
    expect(out).toMatch(/Database\s+PGlite in het proces/);
    expect(out).toMatch(/Demo-accounts\s+admin@demo\.nl, professional@demo\.nl, consument@demo\.nl/);
    expect(out).not.toMatch(/^\{"level"/m);
    expect(out).toMatch(/INFO.*demo accounts and projects created/);
  }, 180_000);

  it('elsewhere (a service manager, a log collector) writes one JSON object per line', async () => {
    const out = await firstStart(false);
    const lines = out.split('\n').filter((l) => l.trim());
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow();
    expect(out).toMatch(/"msg":"Woonportaal draait op http:\/\/localhost:\d+"/);
    expect(out).not.toContain('Stoppen met Ctrl-C');
  }, 180_000);
});
