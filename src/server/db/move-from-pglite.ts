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

export const pgliteDir = (dataDir: string) => path.join(dataDir, 'pgdata');

export interface MoveReport {
  /** Rows per table, equal on both sides. */
  tables: Record<string, number>;
  sequences: number;
  /** Where the PGlite folder was put (kept until deleted by hand). */
  keptAt: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
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

    const tables = await source.query<{ name: string }>(
      'move_tables',
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
      [],
    );
    const sequences = await source.query<{ name: string }>(
      'move_sequences',
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
      [],
    );

    const counts: Record<string, number> = {};
    await target.query('begin');
    try {
      await target.query('set local session_replication_role = replica');
      // Rows a migration itself inserted are replaced by the source's own.
      if (tables.length > 0)
        await target.query(`truncate ${tables.map((t) => ident(t.name)).join(', ')} cascade`);
      for (const { name } of tables) {
        // Generated columns are computed again by the target; identity columns keep their values.
        const cols = await target.query<{ column_name: string }>(
          `select column_name from information_schema.columns
           where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
           order by ordinal_position`,
          [name],
        );
        const list = cols.rows.map((c) => ident(c.column_name)).join(', ');
        let copied = 0;
        for (let offset = 0; ; offset += BATCH) {
          const [batch] = await source.query<{ rows: string | null }>(
            'move_batch',
            `select json_agg(t)::text as rows from (select * from ${ident(name)} order by ctid offset ${offset} limit ${BATCH}) t`,
            [],
          );
          if (!batch?.rows) break;
          const r = await target.query(
            `insert into ${ident(name)} (${list}) overriding system value
             select ${list} from json_populate_recordset(null::${ident(name)}, $1::json)`,
            [batch.rows],
          );
          copied += r.rowCount ?? 0;
        }
        counts[name] = copied;
      }
      for (const { name } of sequences) {
        const [seq] = await source.query<{ last_value: string; is_called: boolean }>(
          'move_sequence',
          `select last_value::text as last_value, is_called from ${ident(name)}`,
          [],
        );
        if (seq)
          await target.query('select setval($1::regclass, $2::bigint, $3)', [
            ident(name),
            seq.last_value,
            seq.is_called,
          ]);
      }
      // Every table holds exactly what the source held, before anything is committed.
      for (const { name } of tables) {
        const [src] = await source.query<{ n: number }>(
          'move_count',
          `select count(*)::int as n from ${ident(name)}`,
          [],
        );
        const dst = await target.query<{ n: number }>(`select count(*)::int as n from ${ident(name)}`);
        if (src?.n !== dst.rows[0]?.n || src?.n !== counts[name])
          throw new Error(
            `${name}: ${src?.n} rijen in PGlite, ${dst.rows[0]?.n} in PostgreSQL; er is niets verplaatst.`,
          );
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
