// Moving the data of a PGlite DATA_DIR (DATA_DIR/pgdata, the embedded default before decision 0045) into a
// PostgreSQL database: the embedded server on its first start, or any database through `npm run db:move-from-pglite`.
// Both sides are migrated to the same schema first; then every table is copied in one transaction with foreign keys
// and triggers held off (session_replication_role = replica, so the order of the tables does not matter and the
// audit log's append-only trigger lets its rows in), sequences are set to where they stood, and the row count of
// every table is compared before the commit. The old folder is kept, renamed, until the admin deletes it.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite } from './client';
import {
  countRows,
  ident,
  listTables,
  prepareTarget,
  type RowQuery,
  readSequences,
  rowInserter,
  setSequences,
} from './copy-rows';

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

export interface MoveReport {
  /** Rows per table, equal on both sides. */
  tables: Record<string, number>;
  sequences: number;
  /** Where the PGlite folder was put (kept until deleted by hand). */
  keptAt: string;
}

const BATCH = 2_000;

/**
 * Copies DATA_DIR/pgdata into the (migrated, still empty) PostgreSQL database at `targetUrl`, then renames the
 * folder to pgdata.moved-<time>. Refuses a target that already has accounts.
 */
export async function moveFromPglite(opts: {
  dataDir: string;
  targetUrl: string;
  log?: (m: string) => void;
}): Promise<MoveReport> {
  const log = opts.log ?? ((m: string) => console.error(m));
  const from = pgliteDir(opts.dataDir);
  if (!existsSync(path.join(from, 'PG_VERSION'))) throw new Error(`${from} bevat geen PGlite-database.`);

  const source = openPglite(opts.dataDir);
  const target = new pg.Client({ connectionString: opts.targetUrl });
  await target.connect();
  try {
    await source.migrate();
    const { rows: accounts } = await target.query<{ n: number }>('select count(*)::int as n from users');
    if ((accounts[0]?.n ?? 0) > 0)
      throw new Error('De doeldatabase heeft al accounts: er is niets verplaatst.');

    const fromSource: RowQuery = async <T>(text: string, params: unknown[] = []) =>
      source.query<T>('move', text, params);
    const toTarget: RowQuery = async <T>(text: string, params: unknown[] = []) =>
      (await target.query(text, params)).rows as T[];
    const tables = await listTables(fromSource);
    const sequences = await readSequences(fromSource);

    const counts: Record<string, number> = {};
    await target.query('begin');
    try {
      // Rows a migration itself inserted are replaced by the source's own.
      await prepareTarget(toTarget, tables);
      const insert = rowInserter(toTarget);
      for (const name of tables) {
        let copied = 0;
        for (let offset = 0; ; offset += BATCH) {
          const [batch] = await fromSource<{ rows: string | null }>(
            `select json_agg(t)::text as rows from (select * from ${ident(name)} order by ctid offset ${offset} limit ${BATCH}) t`,
          );
          if (!batch?.rows) break;
          copied += await insert(name, batch.rows);
        }
        counts[name] = copied;
      }
      await setSequences(toTarget, sequences);
      // Every table holds exactly what the source held, before anything is committed.
      for (const name of tables) {
        const src = await countRows(fromSource, name);
        const dst = await countRows(toTarget, name);
        if (src !== dst || src !== counts[name])
          throw new Error(`${name}: ${src} rijen in PGlite, ${dst} in PostgreSQL; er is niets verplaatst.`);
      }
      await target.query('commit');
    } catch (err) {
      await target.query('rollback').catch(() => {});
      throw err;
    }
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    log(`moved ${total} rows of ${tables.length} tables and ${sequences.length} sequences from PGlite`);
    await source.close();
    const keptAt = `${from}.moved-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(from, keptAt);
    log(`the PGlite folder is kept as ${keptAt}; delete it once the portal works`);
    return { tables: counts, sequences: sequences.length, keptAt };
  } finally {
    await source.close().catch(() => {});
    await target.end().catch(() => {});
  }
}
