// The restore drill: a portal with data (a project, documents, an invoice with its PDF, a paid payment), backed up
// by `npm run backup` as a process of its own while uploads and reads keep coming, restored by `npm run restore` into
// a fresh DATA_DIR (and a new database and bucket), started again and checked through the API, files byte for byte.
// On the embedded default (the command reaches the running portal's server through DATA_DIR) in the ordinary run, and
// on PostgreSQL with local files and with an S3 bucket in the PostgreSQL run (TEST_DATABASE_URL: npm run test:pg).
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openEmbedded, openPostgres } from '../db/client';
import { clusterDir } from '../db/embedded-postgres';
import { checkDrillData, keepBusy, makeDrillData } from '../test/backup-drill';
import { createTestApp } from '../test/helpers';
import { type S3TestServer, startS3Server } from '../test/s3-server';
import type { Manifest } from './manifest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'woon-drill-'));
  // As ./data would be (mkdtemp makes 700): the embedded server's own user must be able to pass through it.
  chmodSync(dir, 0o755);
  dirs.push(dir);
  return dir;
}
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c().catch(() => {});
  for (const dir of dirs) {
    // A server a failed test may have left behind.
    try {
      const pid = Number(readFileSync(path.join(clusterDir(dir), 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid) process.kill(pid, 'SIGQUIT');
    } catch {
      // none
    }
  }
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** An npm run command's script as its own process (through tsx, as npm runs it); its exit code and output. */
function runCommand(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: '',
        DATABASE_DRIVER: '',
        TEST_DATABASE_URL: '',
        S3_URL: '',
        S3_BUCKET: '',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.on('exit', (code) => resolve({ code, output }));
  });
}

interface Setup {
  /** The environment of the portal and the commands, beside DATA_DIR. */
  env: Record<string, string>;
  open(dataDir: string): Promise<Database>;
}

async function drill(source: Setup, target: Setup) {
  const dataA = tempDir();
  const archive = path.join(tempDir(), 'woonportaal.tar.gz');
  const database = await source.open(dataA);
  const t = await createTestApp(source.env, { on: { database, dataDir: dataA } });
  let closed = false;
  const closeSource = async () => {
    if (closed) return;
    closed = true;
    await t.close();
    await database.close();
  };
  cleanups.push(closeSource);
  const data = await makeDrillData(t);
  const madeBefore = new Set(data.documents.keys());

  const busy = keepBusy(t, data);
  const backup = await runCommand('src/server/backup/backup-cli.ts', ['--out', archive], {
    ...source.env,
    DATA_DIR: dataA,
  });
  const requests = await busy.stop();
  expect(backup.output).toContain('Back-up gemaakt');
  expect(backup.code).toBe(0);
  expect(requests).toBeGreaterThan(0);
  await closeSource();

  const dataB = tempDir();
  const restore = await runCommand('src/server/backup/restore-cli.ts', [archive], {
    ...target.env,
    DATA_DIR: dataB,
  });
  expect(restore.output).toContain('Hersteld');
  expect(restore.code).toBe(0);

  const restoredDb = await target.open(dataB);
  const restored = await createTestApp(target.env, { on: { database: restoredDb, dataDir: dataB } });
  try {
    const documents = await checkDrillData(restored, data, madeBefore);
    expect(documents).toBeGreaterThanOrEqual(madeBefore.size);
    // The archive's own account of it: the documents it holds are the ones the restored portal lists.
    const manifest = JSON.parse((await manifestOf(archive)).toString('utf8')) as Manifest;
    expect(manifest.tables.documents?.rows).toBe(documents);
  } finally {
    await restored.close();
    await restoredDb.close();
  }
}

/** manifest.json of an archive (tar's own listing would do; this keeps the test free of a tar binary). */
async function manifestOf(archive: string): Promise<Buffer> {
  const tar = (await import('tar-stream')).default;
  const { createGunzip } = await import('node:zlib');
  const { createReadStream } = await import('node:fs');
  const extract = tar.extract();
  createReadStream(archive).pipe(createGunzip()).pipe(extract);
  let manifest = Buffer.alloc(0);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    if (entry.header.name === 'manifest.json') manifest = Buffer.concat(chunks);
  }
  return manifest;
}

describe('restore drill', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)(
    'embedded default: backed up while the portal serves, restored into a fresh DATA_DIR',
    {
      timeout: 300_000,
    },
    async () => {
      const embedded: Setup = { env: {}, open: (dataDir) => openEmbedded(dataDir) };
      await drill(embedded, embedded);
    },
  );

  const clusterUrl = process.env.TEST_DATABASE_URL;
  /** A new empty database on the cluster, dropped after the run. */
  async function newDatabase(): Promise<string> {
    const name = `drill_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: clusterUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: clusterUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    });
    const url = new URL(clusterUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }
  const onPostgres = (url: string, env: Record<string, string> = {}): Setup => ({
    env: { DATABASE_URL: url, ...env },
    open: async () => openPostgres(url, { max: 5 }),
  });

  it.skipIf(!clusterUrl)('PostgreSQL with local files', { timeout: 300_000 }, async () => {
    await drill(onPostgres(await newDatabase()), onPostgres(await newDatabase()));
  });

  it.skipIf(!clusterUrl)('PostgreSQL with an S3 bucket', { timeout: 300_000 }, async () => {
    const buckets: S3TestServer[] = [await startS3Server('drill-a'), await startS3Server('drill-b')];
    cleanups.push(async () => {
      for (const b of buckets) await b.close();
    });
    await drill(
      onPostgres(await newDatabase(), { S3_URL: buckets[0]!.url }),
      onPostgres(await newDatabase(), { S3_URL: buckets[1]!.url }),
    );
    // The restored files went into the new bucket, under the keys the portal reads them by.
    const restoredKeys = await buckets[1]!.keys();
    expect(restoredKeys.length).toBeGreaterThanOrEqual(2);
    for (const key of restoredKeys) expect(key).toMatch(/^uploads\/[0-9a-f]{2}\//);
  });
});
