// The daily backup (BACKUP_DIR, decision 0047): the archive `npm run backup` makes, once a day, into BACKUP_DIR of
// the node that makes it, the newest BACKUP_KEEP archives kept there.
//
// One node per day, also with many nodes: a round claims the day with a row in backup_runs (insert, on conflict
// nothing), so only the node whose insert went in makes that day's archive. A claim whose backup failed is given
// up at once, and one that never finished (its node stopped mid-way) may be taken over after CLAIM_TIMEOUT, so the
// day is not lost. On PGlite the backup's transaction holds the database's one connection: requests wait while it
// runs (PGlite is for one small node; decision 0047).
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createBackup } from '../backup/backup';
import type { AppContext } from '../context';
import { selectRows } from '../db/client';
import { KEY_FILE } from '../lib/secret-key';
import { startLoop, type Worker } from '../mail/outbox';

const HOUR = 60 * 60_000;
/** A claim older than this without a finished backup is taken to be dead. */
const CLAIM_TIMEOUT_HOURS = 6;
/** Archives this job makes and prunes: woonportaal-<UTC time>.tar.gz, so that the name sorts by age. */
const ARCHIVE = /^woonportaal-\d{8}T\d{6}Z\.tar\.gz$/;

type Ctx = Pick<AppContext, 'db' | 'database' | 'storage' | 'config' | 'log'>;

export const archiveName = (at: Date) =>
  `woonportaal-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')}.tar.gz`;

/** Claims `day` for this node: true when this node is to make its backup. */
async function claim(ctx: Ctx, day: string): Promise<boolean> {
  const rows = await selectRows<{ day: string }>(
    ctx.db,
    sql`insert into backup_runs (day) values (${day})
        on conflict (day) do update set claimed_at = now()
          where backup_runs.finished_at is null
            and backup_runs.claimed_at < now() - make_interval(hours => ${CLAIM_TIMEOUT_HOURS})
        returning day`,
  );
  return rows.length > 0;
}

/** One round: today's backup when no node has made it yet; the archive's path when this node made it. */
export async function scheduledBackup(ctx: Ctx, now: Date = new Date()): Promise<string | undefined> {
  const settings = ctx.config.backup;
  if (!settings) return undefined;
  const day = now.toISOString().slice(0, 10);
  if (!(await claim(ctx, day))) return undefined;
  const name = archiveName(now);
  const out = path.join(settings.dir, name);
  try {
    await mkdir(settings.dir, { recursive: true });
    const manifest = await createBackup({
      database: ctx.database,
      storage: ctx.storage,
      out,
      twoFactorKeyFile: ctx.config.twoFactorKey ? undefined : path.join(ctx.config.dataDir, KEY_FILE),
    });
    await ctx.db.execute(
      sql`update backup_runs set finished_at = now(), archive = ${name} where day = ${day}`,
    );
    ctx.log.info(
      {
        archive: out,
        tables: Object.keys(manifest.tables).length,
        files: Object.keys(manifest.files).length,
      },
      'daily backup made',
    );
  } catch (err) {
    // Given up, so that the next round (of any node) tries again.
    await ctx.db
      .execute(sql`delete from backup_runs where day = ${day} and finished_at is null`)
      .catch(() => {});
    throw err;
  }
  await pruneArchives(settings.dir, settings.keep);
  return out;
}

/** Removes all but the newest `keep` archives of this job from `dir`; other files there are left alone. */
export async function pruneArchives(dir: string, keep: number): Promise<string[]> {
  const archives = (await readdir(dir)).filter((n) => ARCHIVE.test(n)).sort();
  const old = archives.slice(0, Math.max(0, archives.length - keep));
  for (const name of old) await rm(path.join(dir, name), { force: true });
  return old;
}

/** Every hour, first a minute after the start: the first round of a day makes that day's backup. */
export function startBackupLoop(ctx: AppContext): Worker | null {
  if (!ctx.config.backup) return null;
  return startLoop('backup', HOUR, () => scheduledBackup(ctx), ctx.log, 60_000);
}
