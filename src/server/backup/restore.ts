// Restoring a backup archive (decision 0047) into an empty database and an empty file store.
//
// 1. The whole archive is read once and every part checked against manifest.json (size and SHA-256), and nothing
//    may be missing or extra: a damaged archive is refused before anything is written.
// 2. The targets must be empty: no file in the store, no row in any table of the database.
// 3. The schema is made up to the backup's migration level, the rows are loaded in one transaction (foreign keys
//    and triggers held off, sequences set, every table's count compared with the manifest), the files are written
//    under their stored names, and then the migrations the backup predates run as at any start.
import { createReadStream } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import tar from 'tar-stream';
import type { StorageConfig } from '../config';
import type { Database } from '../db/client';
import {
  countRows,
  ident,
  listTables,
  prepareTarget,
  type RowQuery,
  rowInserter,
  rowQueryOf,
  setSequences,
} from '../db/copy-rows';
import { migrationsFolder } from '../lib/paths';
import { checkedStoredName, type FileStorage } from '../storage/files';
import {
  BACKUP_MESSAGES,
  EXCLUDED_TABLES,
  FORMAT,
  FORMAT_VERSION,
  filePart,
  journal,
  KEY_PART,
  MANIFEST_PART,
  type Manifest,
  type PartSum,
  SEQUENCES_PART,
  summing,
  tablePart,
} from './manifest';

/** A refusal: the archive or the target is not fit; nothing was changed. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** Rows inserted per statement. */
const BATCH = 500;

/** The tar entries of a gzipped archive, one at a time (each must be read or drained before the next). */
async function* entries(file: string): AsyncGenerator<{ name: string; stream: AsyncIterable<Buffer> }> {
  const extract = tar.extract();
  const source = createReadStream(file).pipe(createGunzip());
  source.on('error', (err) => extract.destroy(err));
  source.pipe(extract);
  for await (const entry of extract)
    yield { name: entry.header.name, stream: entry as AsyncIterable<Buffer> };
}

/** Step 1: every part against the manifest. Returns the manifest, or throws RestoreRefused. */
export async function verifyArchive(file: string): Promise<Manifest> {
  const sums = new Map<string, PartSum>();
  let manifest: Manifest | undefined;
  try {
    for await (const { name, stream } of entries(file)) {
      const sum = summing();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) {
        sum.add(chunk);
        if (name === MANIFEST_PART) chunks.push(chunk);
      }
      if (name === MANIFEST_PART) {
        try {
          manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Manifest;
        } catch {
          throw new RestoreRefused(BACKUP_MESSAGES.notABackup);
        }
      } else sums.set(name, sum.sum());
    }
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(BACKUP_MESSAGES.unreadable((err as Error).message));
  }
  if (!manifest || manifest.format !== FORMAT) throw new RestoreRefused(BACKUP_MESSAGES.notABackup);
  if (manifest.formatVersion > FORMAT_VERSION)
    throw new RestoreRefused(BACKUP_MESSAGES.newerFormat(manifest.formatVersion));

  const expected = new Map<string, PartSum>();
  for (const [table, sum] of Object.entries(manifest.tables)) expected.set(tablePart(table), sum);
  expected.set(SEQUENCES_PART, manifest.sequences);
  for (const [name, sum] of Object.entries(manifest.files)) expected.set(filePart(checkedName(name)), sum);
  if (manifest.twoFactorKey) expected.set(KEY_PART, manifest.twoFactorKey);
  for (const [part, sum] of expected) {
    const found = sums.get(part);
    if (!found) throw new RestoreRefused(BACKUP_MESSAGES.incomplete(part));
    if (found.size !== sum.size || found.sha256 !== sum.sha256)
      throw new RestoreRefused(BACKUP_MESSAGES.damaged(part));
  }
  for (const part of sums.keys())
    if (!expected.has(part)) throw new RestoreRefused(BACKUP_MESSAGES.unexpected(part));
  checkLevel(manifest);
  return manifest;
}

function checkedName(name: string): string {
  try {
    return checkedStoredName(name);
  } catch {
    throw new RestoreRefused(BACKUP_MESSAGES.unexpected(filePart(name)));
  }
}

/** Step 2, the database: no row in any table of `public` (a new or only migrated database). */
export async function checkDatabaseEmpty(database: Pick<Database, 'db'>): Promise<void> {
  const q = rowQueryOf(database.db);
  for (const table of await listTables(q)) {
    const [row] = await q<{ any: boolean }>(`select exists (select 1 from ${ident(table)}) as any`);
    if (row?.any) throw new RestoreRefused(BACKUP_MESSAGES.databaseNotEmpty(table));
  }
}

export const storageName = (config: StorageConfig) =>
  config.kind === 'local' ? config.dir : `bucket ${config.bucket}`;

/** Step 2, the files: no stored file of the portal in the store (local folder or bucket). */
export async function checkStorageEmpty(storage: FileStorage, where: string): Promise<void> {
  for await (const page of storage.list(new Date(8.64e15))) {
    if (page.length > 0) throw new RestoreRefused(BACKUP_MESSAGES.filesNotEmpty(where));
  }
}

/** The backup's schema is one this version knows: its migrations are a beginning of ours. */
function checkLevel(manifest: Manifest): Manifest {
  const all = journal(migrationsFolder()).entries;
  const { count, lastCreatedAt } = manifest.database.migrations;
  if (count > all.length || (count > 0 && all[count - 1]!.when !== lastCreatedAt))
    throw new RestoreRefused(BACKUP_MESSAGES.newerSchema(count, all.length));
  return manifest;
}

/** The migrations folder cut to the first `count` migrations, in a temporary folder (drizzle applies a whole folder). */
async function migrationsUpTo(manifest: Manifest, work: string): Promise<string> {
  const source = migrationsFolder();
  const { entries: all, raw } = journal(source);
  const { count } = checkLevel(manifest).database.migrations;
  const folder = path.join(work, 'migrations');
  await cp(source, folder, { recursive: true });
  await writeFile(
    path.join(folder, 'meta', '_journal.json'),
    JSON.stringify({ ...raw, entries: all.slice(0, count) }, null, 2),
  );
  return folder;
}

export interface RestoreTarget {
  /** A migrated-or-new, empty database. */
  database: Pick<Database, 'db' | 'migrate'>;
  storage: FileStorage;
  storageConfig: StorageConfig;
  /** DATA_DIR: where a two-factor key from the archive goes (unless one is there). */
  dataDir: string;
  log?: (message: string) => void;
}

/** Steps 1–3. Throws RestoreRefused when the archive or a target is not fit (nothing changed then). */
export async function restoreBackup(
  file: string,
  target: RestoreTarget,
  /** The manifest verifyArchive already returned for this file (the command checks before it opens anything). */
  verified?: Manifest,
): Promise<Manifest> {
  const log = target.log ?? (() => {});
  const manifest = verified ?? (await verifyArchive(file));
  log(
    `archive checked: ${Object.keys(manifest.tables).length} tables, ${Object.keys(manifest.files).length} files, made ${manifest.createdAt} by version ${manifest.appVersion}`,
  );
  await checkStorageEmpty(target.storage, storageName(target.storageConfig));
  await checkDatabaseEmpty(target.database);

  const work = await mkdtemp(path.join(tmpdir(), 'woon-restore-'));
  const written: string[] = [];
  try {
    await target.database.migrate(await migrationsUpTo(manifest, work));
    await target.database.db.transaction(async (tx) => {
      const q = rowQueryOf(tx);
      const tables = (await listTables(q)).filter((t) => !EXCLUDED_TABLES.includes(t));
      await prepareTarget(q, tables);
      const insert = rowInserter(q);
      const loaded: Record<string, number> = {};
      for await (const { name, stream } of entries(file)) {
        if (name.startsWith('db/') && name.endsWith('.jsonl')) {
          const table = name.slice(3, -'.jsonl'.length);
          loaded[table] = await loadRows(stream, (json) => insert(table, json));
        } else if (name === SEQUENCES_PART) {
          await setSequences(q, JSON.parse((await text(stream)).toString('utf8')));
        } else if (name.startsWith('files/')) {
          const stored = name.slice('files/'.length);
          // Staged and committed by the store's own driver, under the name the rows know it by.
          const staged = await target.storage.stage(Readable.from(stream));
          written.push(await staged.commitAs(stored));
        } else if (name === KEY_PART) {
          const key = await text(stream);
          await writeFile(path.join(target.dataDir, 'two-factor.key'), key, {
            mode: 0o600,
            flag: 'wx',
          }).catch((err: NodeJS.ErrnoException) => {
            if (err.code !== 'EEXIST') throw err;
            log('DATA_DIR already has a two-factor key; the archive’s was not written');
          });
        } else {
          for await (const _ of stream);
        }
      }
      await checkCounts(q, manifest, loaded);
    });
  } catch (err) {
    // The rows were rolled back; the files written so far go too, so a second attempt finds an empty store.
    for (const name of written) await target.storage.remove(name).catch(() => {});
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  // The migrations that came after the backup, as at any start.
  await target.database.migrate();
  log(
    `restored ${Object.values(manifest.tables).reduce((a, t) => a + t.rows, 0)} rows and ${written.length} files`,
  );
  return manifest;
}

async function text(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** JSON lines from `stream`, inserted BATCH rows at a time; returns the rows inserted. */
async function loadRows(
  stream: AsyncIterable<Buffer>,
  insert: (rowsJson: string) => Promise<number>,
): Promise<number> {
  let rest = '';
  let batch: string[] = [];
  let n = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    n += await insert(`[${batch.join(',')}]`);
    batch = [];
  };
  // A character split over two chunks is held back by the decoder until it is whole.
  const decoder = new StringDecoder('utf8');
  for await (const chunk of stream) {
    const lines = (rest + decoder.write(chunk)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) {
      if (line === '') continue;
      batch.push(line);
      if (batch.length >= BATCH) await flush();
    }
  }
  rest += decoder.end();
  if (rest !== '') batch.push(rest);
  await flush();
  return n;
}

async function checkCounts(q: RowQuery, manifest: Manifest, loaded: Record<string, number>): Promise<void> {
  for (const [table, { rows }] of Object.entries(manifest.tables)) {
    const found = await countRows(q, table);
    if (found !== rows || loaded[table] !== rows)
      throw new Error(BACKUP_MESSAGES.countMismatch(table, rows, Math.min(found, loaded[table] ?? 0)));
  }
}
