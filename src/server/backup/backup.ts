// Making a backup archive (decision 0047; the layout is in manifest.ts) while the portal serves.
//
// Consistency between rows and files: everything is read inside ONE repeatable-read transaction, so every table is
// read at the same snapshot. Its first statement takes a key-share lock on every row that names a stored file
// and must keep it (documents, invoice PDFs): a request that deletes such a row, which removes the file right after
// its commit, now waits until the backup is done, so every such file of the snapshot is still there when it is
// copied. Files are never changed in place (a stored name is new for every write), so a file copied later holds
// the same bytes it held at the snapshot; files written after the snapshot belong to rows the snapshot does not
// have and are not copied. Other writes go on as usual.
//
// Nothing is held in memory whole: rows come through a cursor a batch at a time and go to a temporary file (a tar
// entry needs its size before its bytes), files are streamed from the store into the archive.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import tar from 'tar-stream';
import type { Database } from '../db/client';
import { ident, listTables, type RowQuery, readSequences, rowQueryOf } from '../db/copy-rows';
import { migrationsFolder } from '../lib/paths';
import type { FileStorage } from '../storage/files';
import { isStoredName } from '../storage/files';
import {
  appVersion,
  BACKUP_MESSAGES,
  EXCLUDED_TABLES,
  FORMAT,
  FORMAT_VERSION,
  filePart,
  journal,
  KEY_PART,
  MANIFEST_PART,
  type Manifest,
  SEQUENCES_PART,
  summing,
  tablePart,
} from './manifest';

/** Rows fetched from the cursor at a time. */
const FETCH = 1_000;
/** A lock that cannot be taken because a row changed in the moment the snapshot was taken: start again. */
const ATTEMPTS = 5;

export interface BackupOptions {
  database: Pick<Database, 'db' | 'kind'>;
  storage: FileStorage;
  /** Where the archive goes; written under a temporary name beside it and renamed when complete. */
  out: string;
  /** DATA_DIR's generated two-factor key (path), when no TWO_FACTOR_KEY is configured. */
  twoFactorKeyFile?: string;
  log?: (message: string) => void;
}

/** Writes the archive; returns its manifest. A failed backup leaves no archive behind. */
export async function createBackup(opts: BackupOptions): Promise<Manifest> {
  const log = opts.log ?? (() => {});
  const partial = `${opts.out}.partial`;
  const work = await mkdtemp(path.join(tmpdir(), 'woon-backup-'));
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        const manifest = await writeArchive(opts, partial, work, log);
        await rename(partial, opts.out);
        return manifest;
      } catch (err) {
        await rm(partial, { force: true });
        // drizzle hands the driver's error on as the cause of its own.
        const e = err as { code?: string; cause?: { code?: string } };
        if (attempt >= ATTEMPTS || (e.code ?? e.cause?.code) !== '40001') throw err;
        log('a row changed while the snapshot was taken; starting the backup again');
      }
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function writeArchive(
  opts: BackupOptions,
  partial: string,
  work: string,
  log: (m: string) => void,
): Promise<Manifest> {
  const pack = tar.pack();
  const written = pipeline(pack, createGzip(), createWriteStream(partial));
  // An error of the file (disk full) surfaces in `written`; the entries below would otherwise wait forever.
  const failed = written.then(
    () => new Promise<never>(() => {}),
    (err) => Promise.reject(err),
  );
  const entry = (name: string, size: number, source: AsyncIterable<Buffer>) =>
    Promise.race([
      failed,
      (async () => {
        const sums = summing();
        const sink = pack.entry({ name, size, mode: 0o600, mtime: new Date(0) });
        await pipeline(
          source,
          async function* (chunks: AsyncIterable<Buffer>) {
            for await (const chunk of chunks) {
              sums.add(chunk);
              yield chunk;
            }
          },
          sink,
        );
        return sums.sum();
      })(),
    ]);

  try {
    const manifest = await opts.database.db.transaction(
      async (tx) => {
        const q = rowQueryOf(tx);
        // The first statement fixes the snapshot and holds deletions of rows that name files (see the top).
        await lockFileRows(q);
        const server = (await q<{ v: string }>('select version() as v'))[0]?.v ?? '';
        const migrations = await migrationLevel(q);
        const tables: Manifest['tables'] = {};
        for (const table of await listTables(q)) {
          if (EXCLUDED_TABLES.includes(table)) continue;
          const file = path.join(work, `${table}.jsonl`);
          const rows = await dumpTable(q, table, file);
          const { size } = await stat(file);
          const sum = await entry(tablePart(table), size, createReadStream(file));
          await rm(file, { force: true });
          tables[table] = { ...sum, rows };
        }
        const sequencesJson = Buffer.from(JSON.stringify(await readSequences(q)));
        const sequences = await entry(SEQUENCES_PART, sequencesJson.length, toIterable(sequencesJson));

        const files: Manifest['files'] = {};
        for await (const page of referencedFiles(q)) {
          for (const { name, required } of page) {
            const opened = await opts.storage.open(name);
            if (!opened) {
              if (required) throw new Error(BACKUP_MESSAGES.fileMissing(name));
              log(`backup: attachment ${name} of a waiting mail is not in the store; left out`);
              continue;
            }
            files[name] = await entry(filePart(name), opened.size, opened.stream);
          }
        }
        const count = Object.keys(files).length;
        log(`backup: ${Object.keys(tables).length} tables, ${count} ${count === 1 ? 'file' : 'files'}`);
        return {
          format: FORMAT,
          formatVersion: FORMAT_VERSION,
          appVersion: appVersion(),
          createdAt: new Date().toISOString(),
          database: { driver: opts.database.kind, server, migrations },
          storage: opts.storage.kind,
          tables,
          sequences,
          files,
        } satisfies Manifest as Manifest;
      },
      { isolationLevel: 'repeatable read' },
    );

    if (opts.twoFactorKeyFile) {
      const key = await stat(opts.twoFactorKeyFile).catch(() => undefined);
      if (key?.isFile())
        manifest.twoFactorKey = await entry(KEY_PART, key.size, createReadStream(opts.twoFactorKeyFile));
    }
    const json = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
    await entry(MANIFEST_PART, json.length, toIterable(json));
    pack.finalize();
    await written;
    return manifest;
  } catch (err) {
    pack.destroy(err as Error);
    await written.catch(() => {});
    throw err;
  }
}

async function* toIterable(buffer: Buffer): AsyncIterable<Buffer> {
  yield buffer;
}

async function lockFileRows(q: RowQuery): Promise<void> {
  // Counted in the database: the locked rows themselves need not travel to this process.
  await q('select count(*) from (select 1 from documents for key share) d');
  await q('select count(*) from (select 1 from invoices where pdf_stored_name is not null for key share) i');
}

/** How many of the app's migrations the schema has had applied, and the last one's time (drizzle's own table). */
async function migrationLevel(q: RowQuery): Promise<Manifest['database']['migrations']> {
  const [row] = await q<{ n: number; last: string | null }>(
    'select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  const lastCreatedAt = row?.last ? Number(row.last) : null;
  const last = journal(migrationsFolder()).entries.find((e) => e.when === lastCreatedAt)?.tag ?? null;
  return { count: row?.n ?? 0, lastCreatedAt, last };
}

/** A table's rows as JSON lines in `file`, through a cursor of the snapshot; returns the number of rows. */
async function dumpTable(q: RowQuery, table: string, file: string): Promise<number> {
  const cursor = `backup_${table}`;
  await q(
    `declare ${ident(cursor)} no scroll cursor for select row_to_json(t)::text as r from ${ident(table)} t`,
  );
  let rows = 0;
  const out = createWriteStream(file);
  try {
    for (;;) {
      const batch = await q<{ r: string }>(`fetch ${FETCH} from ${ident(cursor)}`);
      if (batch.length === 0) break;
      rows += batch.length;
      const text = `${batch.map((b) => b.r).join('\n')}\n`;
      if (!out.write(text)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
  } finally {
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  }
  await q(`close ${ident(cursor)}`);
  return rows;
}

/**
 * The stored names the snapshot's rows refer to, a page at a time: documents and invoice PDFs, which must be there;
 * payout statements' PDFs and the attachments of mails still waiting to be sent, copied when there (a payout's PDF
 * is drawn anew for every download: its stored copy is the attachment of the payout's mail, and the orphan sweep
 * may have removed it once the mail went).
 */
async function* referencedFiles(q: RowQuery): AsyncIterable<Array<{ name: string; required: boolean }>> {
  await q(
    `declare backup_files no scroll cursor for
       select name, bool_or(required) as required from (
         select stored_name as name, true as required from documents
         union all select pdf_stored_name, true from invoices where pdf_stored_name is not null
         union all select pdf_stored_name, false from payouts where pdf_stored_name is not null
         union all select a->>'storedName', false from mail_outbox, jsonb_array_elements(attachments) as a
           where status = 'pending' and attachments is not null
       ) f group by name order by name`,
  );
  for (;;) {
    const batch = await q<{ name: string; required: boolean }>(`fetch ${FETCH} from backup_files`);
    if (batch.length === 0) break;
    yield batch.filter((b) => isStoredName(b.name));
  }
  await q('close backup_files');
}
