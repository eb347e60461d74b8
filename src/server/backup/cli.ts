// npm run backup -- --out FILE and npm run restore -- FILE (decision 0047; docs/deployment.md, Backup and restore).
//
// Which database: DATABASE_URL's; else the embedded server of DATA_DIR, reached through its socket and password
// while the portal runs (so a backup needs no stop), or started by the command itself when no portal runs; or
// PGlite in DATA_DIR (DATABASE_DRIVER=pglite), which only one process can open: stop the portal first, or let the
// portal make its scheduled backups (BACKUP_DIR). Which files: the configured store (DATA_DIR/uploads or the bucket).
// Exit code 0 when done, 1 when refused or failed, with the reason on stderr.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, ConfigError, loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { clusterDir, embeddedUrlOf, startEmbeddedPostgres } from '../db/embedded-postgres';
import { pgliteDir } from '../db/move-from-pglite';
import { KEY_FILE } from '../lib/secret-key';
import { createFileStorage } from '../storage/create';
import { createBackup } from './backup';
import { BACKUP_MESSAGES } from './manifest';
import { checkStorageEmpty, RestoreRefused, restoreBackup, storageName, verifyArchive } from './restore';

export const CLI_MESSAGES = {
  backupUsage: 'Gebruik: npm run backup -- --out BESTAND (bijvoorbeeld --out backups/woonportaal.tar.gz)',
  restoreUsage: 'Gebruik: npm run restore -- BESTAND',
  noDatabase: (dir: string) => `${dir} bevat geen database: er is niets om een back-up van te maken.`,
  pgliteBusy:
    'De PGlite-database is open (DATA_DIR/pgdata/postmaster.pid): met DATABASE_DRIVER=pglite kan maar één proces haar openen. Stop het portaal eerst, of laat het portaal zelf dagelijks een back-up maken (BACKUP_DIR).',
  exists: (file: string) => `${file} bestaat al: kies een andere naam.`,
  made: (file: string, tables: number, files: number) =>
    `Back-up gemaakt: ${file} (${tables} tabellen, ${files} bestanden).`,
  restored: (tables: number, files: number) =>
    `Hersteld: ${tables} tabellen, ${files} bestanden. Start het portaal (npm start).`,
} as const;

interface Run {
  env?: NodeJS.ProcessEnv;
  out?: (line: string) => void;
  err?: (line: string) => void;
}

/** The database the commands use, and how to let go of it. */
async function openDatabaseFor(
  config: Config,
  purpose: 'backup' | 'restore',
  log: (m: string) => void,
): Promise<{ database: Database; close(): Promise<void> }> {
  if (config.databaseUrl) {
    const database = openPostgres(config.databaseUrl, { max: 1 });
    return { database, close: () => database.close() };
  }
  if (config.databaseDriver === 'pglite') {
    const hasData = existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION'));
    if (purpose === 'backup' && !hasData) throw new RestoreRefused(CLI_MESSAGES.noDatabase(config.dataDir));
    // PGlite keeps a postmaster.pid in its folder while a process has it open.
    if (existsSync(path.join(pgliteDir(config.dataDir), 'postmaster.pid')))
      throw new RestoreRefused(CLI_MESSAGES.pgliteBusy);
    const database = openPglite(config.dataDir);
    return { database, close: () => database.close() };
  }
  const running = embeddedUrlOf(config.dataDir);
  if (running) {
    if (purpose === 'restore') throw new RestoreRefused(BACKUP_MESSAGES.appRunning(config.dataDir));
    const database = openPostgres(running, { max: 1 });
    return { database, close: () => database.close() };
  }
  if (purpose === 'backup' && !existsSync(path.join(clusterDir(config.dataDir), 'PG_VERSION')))
    throw new RestoreRefused(CLI_MESSAGES.noDatabase(config.dataDir));
  if (purpose === 'restore' && existsSync(path.join(pgliteDir(config.dataDir), 'PG_VERSION')))
    throw new RestoreRefused(BACKUP_MESSAGES.pgliteData(config.dataDir));
  const server = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  const database = openPostgres(server.url, { max: 1 });
  return {
    database,
    async close() {
      await database.close();
      await server.stop();
    },
  };
}

type Opened = Awaited<ReturnType<typeof openDatabaseFor>>;

const outOf = (run: Run) => run.out ?? ((l: string) => console.log(l));
const errOf = (run: Run) => run.err ?? ((l: string) => console.error(l));

/**
 * A command's work with the configuration and the database it opens (`use`, closed afterwards): 0 when it is done,
 * 1 with one line on stderr when the configuration or the work fails.
 */
async function withConfig(
  run: Run,
  work: (config: Config, use: (opened: Opened) => Opened) => Promise<void>,
): Promise<number> {
  let config: Config;
  try {
    config = loadConfig(run.env ?? process.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
    errOf(run)(e.message);
    return 1;
  }
  let opened: Opened | undefined;
  try {
    await work(config, (o) => {
      opened = o;
      return o;
    });
    return 0;
  } catch (e) {
    errOf(run)(e instanceof Error ? e.message : String(e));
    return 1;
  } finally {
    await opened?.close().catch(() => {});
  }
}

/** npm run backup -- --out FILE; returns the exit code. */
export async function runBackup(args: string[], run: Run = {}): Promise<number> {
  const out = outOf(run);
  const i = args.findIndex((a) => a === '--out' || a.startsWith('--out='));
  const file = i < 0 ? undefined : args[i]!.startsWith('--out=') ? args[i]!.slice(6) : args[i + 1];
  if (!file) {
    errOf(run)(CLI_MESSAGES.backupUsage);
    return 1;
  }
  const target = path.resolve(file);
  if (existsSync(target)) {
    errOf(run)(CLI_MESSAGES.exists(target));
    return 1;
  }
  return withConfig(run, async (config, use) => {
    const { database } = use(await openDatabaseFor(config, 'backup', out));
    const manifest = await createBackup({
      database,
      storage: await createFileStorage(config.storage),
      out: target,
      twoFactorKeyFile: config.twoFactorKey ? undefined : path.join(config.dataDir, KEY_FILE),
      log: out,
    });
    out(CLI_MESSAGES.made(target, Object.keys(manifest.tables).length, Object.keys(manifest.files).length));
  });
}

/** npm run restore -- FILE; returns the exit code. */
export async function runRestore(args: string[], run: Run = {}): Promise<number> {
  const out = outOf(run);
  const file = args.find((a) => !a.startsWith('-'));
  if (!file || !existsSync(file)) {
    errOf(run)(CLI_MESSAGES.restoreUsage);
    return 1;
  }
  return withConfig(run, async (config, use) => {
    // The archive and the file store are checked before any database is opened or made.
    const manifest = await verifyArchive(file);
    const storage = await createFileStorage(config.storage);
    await checkStorageEmpty(storage, storageName(config.storage));
    const { database } = use(await openDatabaseFor(config, 'restore', out));
    await restoreBackup(
      file,
      { database, storage, storageConfig: config.storage, dataDir: config.dataDir, log: out },
      manifest,
    );
    out(CLI_MESSAGES.restored(Object.keys(manifest.tables).length, Object.keys(manifest.files).length));
  });
}
