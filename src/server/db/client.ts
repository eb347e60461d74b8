// One database handle for the app: PostgreSQL through `pg` when DATABASE_URL is set; otherwise, by default, a
// PostgreSQL server the app starts itself with its data in DATA_DIR/postgres (embedded-postgres.ts, decision 0045),
// reached through the same pool; or PGlite persisted under DATA_DIR (DATABASE_DRIVER=pglite) or in memory (tests).
// The same Drizzle schema, migrations and queries run on all of them.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder } from '../lib/paths';
import { isDatabaseUnavailable, markUnreachable, retryReadOnce } from './availability';
import { startEmbeddedPostgres } from './embedded-postgres';
import { moveFromPglite, pgliteDir } from './move-from-pglite';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/**
 * A transaction is a Db too; data-access functions take either (docs/architecture.md, Rules: transactions).
 */
export type DbOrTx = Db;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** The embedded server's URL (its socket and generated password), for tools and the bench; unset otherwise. */
  url?: string;
  /**
   * A raw parameterised read for the few hottest reads (the session lookup, the project lists and page): on
   * PostgreSQL a named prepared statement, parsed and planned once per connection; PGlite runs in-process and
   * needs no name. Reads only: a statement whose connection died is run once more on a fresh one.
   */
  query<T>(name: string, text: string, values: unknown[]): Promise<T[]>;
  /** Applies the migrations of `folder` (default: the app's own; a restore applies a backup's level first). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool right now (metrics); null on PGlite, which has one connection and no pool. */
  poolStats(): PoolStats | null;
}

export interface PoolStats {
  /** Connections open, busy and idle together, and the most the pool may open. */
  total: number;
  idle: number;
  max: number;
  /** Requests waiting for a connection: above 0 for long, the pool is too small or the database too slow. */
  waiting: number;
}

/** How long a request waits for PostgreSQL to accept connections again (a fast restart takes about a second). */
const CONNECT_PATIENCE_MS = 3_000;

/**
 * A pool that, while PostgreSQL refuses connections (restarting, failing over), keeps trying for a few seconds
 * before it gives up: nothing has been sent yet, so waiting is safe for writes as well, and a restart then costs
 * only the statements that were in flight when it cut their connections.
 */
class PatientPool extends pg.Pool {
  // pg's own query() calls connect with a callback; drizzle's transactions call it for a promise.
  // biome-ignore lint/suspicious/noExplicitAny: overrides pg-pool's overloaded signature
  override connect(callback?: any): any {
    const attempt = async (): Promise<pg.PoolClient> => {
      const deadline = Date.now() + CONNECT_PATIENCE_MS;
      for (;;) {
        try {
          return await super.connect();
        } catch (err) {
          if (!isDatabaseUnavailable(err) || this.ending) throw err;
          if (Date.now() >= deadline) throw markUnreachable(err);
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    };
    if (!callback) return attempt();
    attempt().then(
      (client) => callback(undefined, client, client.release),
      (err) => callback(err),
    );
  }
}

/**
 * PostgreSQL advisory lock keys (arbitrary constants, one per kind of start-up work), so that app nodes starting at
 * the same moment do that work one after the other: the migrations, then the demo seed.
 */
export const ADVISORY_LOCKS = { migrations: 724_311_001, demoSeed: 724_311_002 } as const;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const pool = new PatientPool({
    connectionString: url,
    max: options.max ?? 10,
    // While PostgreSQL is unreachable a request waits at most this long for a connection, then answers 503.
    connectionTimeoutMillis: 5_000,
    keepAlive: true,
  });
  // A connection the server ends (a restart, a failover, a test dropping its database) emits 'error' on its client:
  // the pool listens only while the client is idle, so a client checked out by a request or a transaction gets a
  // listener of its own. Without one, the event would end the process. The statement that was running fails on
  // its own (503 through isDatabaseUnavailable), and the pool drops the dead client when it is released.
  const connectionLost = (err: Error) => {
    if ((err as { code?: string }).code !== '57P01')
      console.error(`PostgreSQL: connection lost: ${err.message}`);
  };
  pool.on('error', connectionLost);
  pool.on('connect', (client) => client.on('error', connectionLost));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    async query<T>(name: string, text: string, values: unknown[]) {
      return retryReadOnce(async () => (await pool.query({ name, text, values })).rows as T[]);
    },
    async migrate(folder = migrationsFolder()) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      max: pool.options.max,
      waiting: pool.waitingCount,
    }),
  };
}

/** dataDir undefined: an in-memory database (tests). */
export function openPglite(dataDir: string | undefined): Database {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pgdata');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions: { pg_trgm } });
  } else {
    client = new PGlite({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async query<T>(_name: string, text: string, values: unknown[]) {
      return (await client.query<T>(text, values)).rows;
    },
    async migrate(folder = migrationsFolder()) {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
    },
    close: () => client.close(),
    poolStats: () => null,
  };
}

export async function openDatabase(config: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir?: string;
  databaseDriver?: 'embedded' | 'pglite';
  log?: (message: string) => void;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, { max: config.databasePoolSize });
  if (config.databaseDriver === 'pglite' || !config.dataDir) return openPglite(config.dataDir);
  return openEmbedded(config.dataDir, { max: config.databasePoolSize, log: config.log });
}

/**
 * The embedded PostgreSQL server under DATA_DIR, with the app's pool on it; closing the database stops the server.
 * A DATA_DIR that still holds PGlite's data (DATA_DIR/pgdata) and an embedded database without accounts has that
 * data moved in first (move-from-pglite.ts).
 */
export async function openEmbedded(
  dataDir: string,
  options: { max?: number; log?: (message: string) => void } = {},
): Promise<Database> {
  const server = await startEmbeddedPostgres({ dataDir, log: options.log });
  const database = openPostgres(server.url, { max: options.max });
  try {
    if (existsSync(path.join(pgliteDir(dataDir), 'PG_VERSION'))) {
      await database.migrate();
      const [row] = await database.query<{ n: number }>(
        'embedded_accounts',
        'select count(*)::int as n from users',
        [],
      );
      if (row?.n === 0) await moveFromPglite({ dataDir, targetUrl: server.url, log: options.log });
      else
        options.log?.(
          `${pgliteDir(dataDir)} is left as it is: the embedded database already has accounts (npm run db:move-from-pglite moves it into an empty one)`,
        );
    }
  } catch (err) {
    await database.close().catch(() => {});
    await server.stop();
    throw err;
  }
  return {
    ...database,
    url: server.url,
    async close() {
      await database.close();
      await server.stop();
    },
  };
}

/** Rows of a raw SQL statement, the same on both drivers (each answers { rows }). */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A timestamp of a raw row as ISO text: node-postgres hands a Date, PGlite and JSON aggregates a string. */
export const toIso = (v: Date | string) => (v instanceof Date ? v : new Date(v)).toISOString();
export const toIsoOrNull = (v: Date | string | null) => (v === null ? null : toIso(v));
