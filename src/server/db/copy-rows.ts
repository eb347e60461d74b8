// Copying rows between databases table by table, shared by the move from PGlite (move-from-pglite.ts) and by backup
// and restore (backup/): which tables and sequences the schema has, rows in and out as JSON (one text per row, or
// a JSON array per batch), and sequences set to where they stood. Each side is reached through a plain query
// function, so the same code runs on a pg client, a drizzle transaction or PGlite.
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './client';

/** Runs one statement with its parameters and returns its rows. */
export type RowQuery = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A RowQuery over a drizzle database or transaction (both drivers answer { rows }). */
export function rowQueryOf(db: DbOrTx): RowQuery {
  return async <T>(text: string, params: unknown[] = []) => {
    // $1, $2, … become drizzle parameters, so both drivers bind them as values.
    const parts = text.split(/\$(\d+)/);
    const chunks: SQL[] = parts.map((part, i) =>
      i % 2 === 0 ? sql.raw(part) : sql`${params[Number(part) - 1]}`,
    );
    const query = sql.join(chunks, sql.raw(''));
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };
}

/** The tables of the app's schema (`public`), by name. */
export async function listTables(q: RowQuery): Promise<string[]> {
  const rows = await q<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return rows.map((r) => r.name);
}

/** Every sequence of `public` with where it stands. */
export async function readSequences(
  q: RowQuery,
): Promise<Array<{ name: string; lastValue: string; isCalled: boolean }>> {
  const names = await q<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const out: Array<{ name: string; lastValue: string; isCalled: boolean }> = [];
  for (const { name } of names) {
    const [seq] = await q<{ last_value: string; is_called: boolean }>(
      `select last_value::text as last_value, is_called from ${ident(name)}`,
    );
    if (seq) out.push({ name, lastValue: seq.last_value, isCalled: seq.is_called });
  }
  return out;
}

export async function setSequences(
  q: RowQuery,
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>,
): Promise<void> {
  for (const s of sequences)
    await q('select setval($1::regclass, $2::bigint, $3)', [ident(s.name), s.lastValue, s.isCalled]);
}

/**
 * Opens the target for a copy, inside its transaction: foreign keys and triggers held off (session_replication_role
 * = replica: the order of the tables does not matter, the maintained totals are copied rather than counted again, and
 * the audit log's append-only trigger lets its rows in), and every table emptied of rows a migration itself made.
 */
export async function prepareTarget(q: RowQuery, tables: string[]): Promise<void> {
  await q('set local session_replication_role = replica');
  if (tables.length > 0) await q(`truncate ${tables.map(ident).join(', ')} cascade`);
}

/**
 * Inserts a batch of rows, given as one JSON array text of row objects, into `table`: generated columns are left
 * for the target to compute, identity columns keep their values. Returns the rows inserted.
 */
export function rowInserter(q: RowQuery): (table: string, rowsJson: string) => Promise<number> {
  const columns = new Map<string, string>();
  return async (table, rowsJson) => {
    let list = columns.get(table);
    if (list === undefined) {
      const cols = await q<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = $1 and is_generated = 'NEVER'
         order by ordinal_position`,
        [table],
      );
      list = cols.map((c) => ident(c.column_name)).join(', ');
      columns.set(table, list);
    }
    const [row] = await q<{ n: number }>(
      `with ins as (insert into ${ident(table)} (${list}) overriding system value
         select ${list} from json_populate_recordset(null::${ident(table)}, $1::json) returning 1)
       select count(*)::int as n from ins`,
      [rowsJson],
    );
    return row?.n ?? 0;
  };
}

export async function countRows(q: RowQuery, table: string): Promise<number> {
  const [row] = await q<{ n: number }>(`select count(*)::int as n from ${ident(table)}`);
  return row?.n ?? 0;
}
