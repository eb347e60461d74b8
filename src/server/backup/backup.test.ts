// Backup and restore on the test database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL) restored into a
// PGlite DATA_DIR through `npm run restore`'s code: the round trip finds everything, byte for byte; a damaged
// archive, a target with data and a store with files are refused and change nothing.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip, gunzipSync, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../db/client';
import { migrationsFolder } from '../lib/paths';
import { localFileStorage } from '../storage/local-files';
import { checkDrillData, makeDrillData } from '../test/backup-drill';
import { createTestApp, type TestApp } from '../test/helpers';
import { createBackup } from './backup';
import { runBackup, runRestore } from './cli';
import type { Manifest } from './manifest';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'woon-backup-test-'));
  dirs.push(dir);
  return dir;
};

let t: TestApp;
let data: Awaited<ReturnType<typeof makeDrillData>>;
let archive: string;
let manifest: Manifest;
beforeAll(async () => {
  t = await createTestApp();
  data = await makeDrillData(t);
  archive = path.join(tempDir(), 'backup.tar.gz');
  const storageDir = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
  manifest = await createBackup({
    database: t.database,
    storage: localFileStorage(storageDir),
    out: archive,
  });
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const quiet = { out: () => {}, err: () => {} };
const restoreInto = (dataDir: string, file = archive) => {
  const lines: string[] = [];
  return runRestore([file], {
    env: { DATA_DIR: dataDir, DATABASE_DRIVER: 'pglite' },
    out: () => {},
    err: (l) => lines.push(l),
  }).then((code) => ({ code, lines }));
};

describe('the archive', () => {
  it('holds every table with its row count and checksum, and every referenced file', () => {
    expect(manifest.tables.documents?.rows).toBe(1);
    expect(manifest.tables.invoices?.rows).toBe(1);
    expect(manifest.tables.payments?.rows).toBe(1);
    expect(manifest.tables.backup_runs).toBeUndefined();
    expect(manifest.database.migrations.count).toBeGreaterThan(20);
    expect(manifest.database.migrations.last).toMatch(/^00\d\d_/);
    // The document and the invoice's PDF.
    expect(Object.keys(manifest.files)).toHaveLength(2);
    for (const sum of Object.values(manifest.files)) expect(sum.sha256).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('npm run restore', { timeout: 240_000 }, () => {
  it('fills an empty PGlite DATA_DIR; the portal started on it finds everything, byte for byte', async () => {
    const dataDir = tempDir();
    const { code, lines } = await restoreInto(dataDir);
    expect(lines).toEqual([]);
    expect(code).toBe(0);
    const database = openPglite(dataDir);
    const restored = await createTestApp({}, { on: { database, dataDir } });
    const env = { DATA_DIR: dataDir, DATABASE_DRIVER: 'pglite' };
    const again = path.join(tempDir(), 'again.tar.gz');
    try {
      expect(await checkDrillData(restored, data, new Set(data.documents.keys()))).toBe(1);
      // PGlite is open in this process: the command refuses rather than open it a second time.
      const refused: string[] = [];
      expect(await runBackup(['--out', again], { env, out: () => {}, err: (l) => refused.push(l) })).toBe(1);
      expect(refused.join('\n')).toMatch(/PGlite-database is open/);
    } finally {
      await restored.close();
      await database.close();
    }
    // Closed: the command backs it up, and the archive holds what the first one held.
    expect(await runBackup(['--out', again], { env, ...quiet })).toBe(0);
    const restoredAgain = tempDir();
    expect((await restoreInto(restoredAgain, again)).code).toBe(0);
  });

  it('refuses an archive with one byte changed, and writes nothing', async () => {
    // One byte of the document's bytes inside the tar, gzipped again: a readable archive whose checksum is wrong.
    const tarBytes = gunzipSync(readFileSync(archive));
    const at = tarBytes.indexOf(Buffer.from('%PDF-'));
    tarBytes[at + 1] = tarBytes[at + 1]! ^ 0xff;
    const damaged = path.join(tempDir(), 'damaged.tar.gz');
    writeFileSync(damaged, gzipSync(tarBytes));
    const dataDir = tempDir();
    const { code, lines } = await restoreInto(dataDir, damaged);
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/beschadigd: files\/.* klopt niet met de controlesom/);
    expect(readdirSync(dataDir)).toEqual([]);

    // A byte changed in the gzip stream itself.
    const raw = readFileSync(archive);
    raw[Math.floor(raw.length / 2)] = raw[Math.floor(raw.length / 2)]! ^ 0xff;
    const broken = path.join(tempDir(), 'broken.tar.gz');
    writeFileSync(broken, raw);
    const second = await restoreInto(dataDir, broken);
    expect(second.code).toBe(1);
    expect(second.lines.join('\n')).toMatch(/beschadigd/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a DATA_DIR whose database has rows, or whose store has files, and changes nothing', async () => {
    const dataDir = tempDir();
    expect((await restoreInto(dataDir)).code).toBe(0);
    const uploads = path.join(dataDir, 'uploads');
    const before = execFileSync('find', [
      dataDir,
      '-path',
      `${dataDir}/pgdata`,
      '-prune',
      '-o',
      '-type',
      'f',
      '-print',
    ])
      .toString()
      .split('\n')
      .sort();
    const again = await restoreInto(dataDir);
    expect(again.code).toBe(1);
    expect(again.lines.join('\n')).toMatch(/bestandsopslag .* bevat al bestanden/);

    // Files gone, rows still there: refused for the database.
    rmSync(uploads, { recursive: true });
    const third = await restoreInto(dataDir);
    expect(third.code).toBe(1);
    expect(third.lines.join('\n')).toMatch(/doeldatabase is niet leeg/);
    expect(existsSync(uploads)).toBe(false);
    const database = openPglite(dataDir);
    try {
      const rows = await database.query<{ n: number }>('n', 'select count(*)::int as n from documents', []);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await database.close();
    }
    expect(before.length).toBeGreaterThan(1);
  });

  it('explains its use without a file, and refuses an existing output for a backup', async () => {
    expect(await runRestore([], quiet)).toBe(1);
    expect(await runBackup([], quiet)).toBe(1);
    expect(await runBackup(['--out', archive], { ...quiet, env: { DATA_DIR: tempDir() } })).toBe(1);
  });
});

describe('a document deleted while a backup runs', { timeout: 240_000 }, () => {
  it('waits until the backup has copied its file: the archive has the row and the file', async () => {
    const storage = localFileStorage(t.config.storage.kind === 'local' ? t.config.storage.dir : '');
    let release!: () => void;
    const released = new Promise<void>((r) => {
      release = r;
    });
    let reading!: () => void;
    const readingStarted = new Promise<void>((r) => {
      reading = r;
    });
    // The store answers the backup's first read only when the test says so: the snapshot is taken by then.
    const slow = {
      ...storage,
      async open(name: string) {
        reading();
        await released;
        return storage.open(name);
      },
    };
    const out = path.join(tempDir(), 'during-delete.tar.gz');
    const backup = createBackup({ database: t.database, storage: slow, out });
    await readingStarted;
    const [documentId] = [...data.documents.keys()];
    const deleted = t.request({
      method: 'DELETE',
      url: `/api/documents/${documentId}`,
      cookie: data.proCookie,
    });
    // Give the delete time to reach the database (and wait there).
    await new Promise((r) => setTimeout(r, 500));
    release();
    const manifest = await backup;
    expect((await deleted).statusCode).toBe(200);
    expect(manifest.tables.documents?.rows).toBe(1);
    expect(Object.keys(manifest.files)).toHaveLength(2);
    const dataDir = tempDir();
    expect((await restoreInto(dataDir, out)).code).toBe(0);
    const database = openPglite(dataDir);
    const restored = await createTestApp({}, { on: { database, dataDir } });
    try {
      expect(await checkDrillData(restored, data, new Set(data.documents.keys()))).toBe(1);
    } finally {
      await restored.close();
      await database.close();
    }
  });
});

/** A copy of `from` with its manifest changed by `change` (every other part as it was). */
async function withManifest(from: string, change: (m: Manifest) => void): Promise<string> {
  const to = path.join(tempDir(), 'changed.tar.gz');
  const extract = tar.extract();
  createReadStream(from).pipe(createGunzip()).pipe(extract);
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(to));
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    let body = Buffer.concat(chunks);
    if (entry.header.name === 'manifest.json') {
      const m = JSON.parse(body.toString('utf8')) as Manifest;
      change(m);
      body = Buffer.from(JSON.stringify(m));
    }
    pack.entry({ name: entry.header.name }, body);
  }
  pack.finalize();
  await written;
  return to;
}

describe('an archive of a newer version', { timeout: 240_000 }, () => {
  it('is refused before anything is written: update the portal first', async () => {
    const newer = await withManifest(archive, (m) => {
      m.database.migrations.count += 1;
    });
    const dataDir = tempDir();
    const { code, lines } = await restoreInto(dataDir, newer);
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/nieuwere versie van het portaal/);
    expect(readdirSync(dataDir)).toEqual([]);
  });
});

describe('an archive of an older version', { timeout: 240_000 }, () => {
  it('is restored at its own migration level, then migrated to this one', async () => {
    // A database one migration behind this version, with an account in it.
    const folder = path.join(tempDir(), 'migrations');
    cpSync(migrationsFolder(), folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    const all = journal.entries.length;
    writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, -1) }));
    const old = openPglite(undefined);
    await old.migrate(folder);
    await old.query(
      'u',
      "insert into users (email, password_hash, first_name, last_name, role) values ('oud@test.nl', 'x', 'Oud', 'Account', 'admin')",
      [],
    );
    const out = path.join(tempDir(), 'old.tar.gz');
    const made = await createBackup({ database: old, storage: localFileStorage(tempDir()), out });
    await old.close();
    expect(made.database.migrations.count).toBe(all - 1);

    const dataDir = tempDir();
    expect((await restoreInto(dataDir, out)).code).toBe(0);
    const database = openPglite(dataDir);
    try {
      const [level] = await database.query<{ n: number }>(
        'n',
        'select count(*)::int as n from drizzle.__drizzle_migrations',
        [],
      );
      expect(level?.n).toBe(all);
      const [account] = await database.query<{ email: string }>('a', 'select email from users', []);
      expect(account?.email).toBe('oud@test.nl');
    } finally {
      await database.close();
    }
  });
});
