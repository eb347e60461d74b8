// Migrations at start on many app nodes: every node runs them, serialised by a PostgreSQL advisory lock,
// so an empty database is migrated once however many nodes start at the same moment. PostgreSQL only (npm run
// test:pg and CI): PGlite is one process with one connection, where nothing runs concurrently. The two-node test
// (bench/cluster) does the same with two real app processes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';
import { ADVISORY_LOCKS, type Database, openDatabase, openPostgres } from './client';

const url = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!url)('migrations on many app nodes (PostgreSQL)', () => {
  const made: string[] = [];
  const open: Database[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    for (const d of open) await d.close().catch(() => {});
    for (const name of made) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  /** A new empty database and `nodes` handles on it, each with its own pool, as separate app nodes have. */
  async function emptyDatabase(nodes: number): Promise<{ url: string; dbs: Database[] }> {
    const name = `migrate_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
    await admin.query(`create database ${name}`);
    made.push(name);
    const dbUrl = new URL(url!);
    dbUrl.pathname = `/${name}`;
    const dbs = Array.from({ length: nodes }, () => openPostgres(dbUrl.toString(), { max: 2 }));
    open.push(...dbs);
    return { url: dbUrl.toString(), dbs };
  }

  const applied = async (dbUrl: string) => {
    const c = new pg.Client({ connectionString: dbUrl });
    await c.connect();
    try {
      const { rows } = await c.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
      return rows.map((r) => r.hash);
    } finally {
      await c.end();
    }
  };

  it('four nodes migrating an empty database at the same moment apply each migration once', async () => {
    const { url: dbUrl, dbs } = await emptyDatabase(4);
    await Promise.all(dbs.map((d) => d.migrate()));
    const hashes = await applied(dbUrl);
    expect(hashes).toHaveLength(journal.entries.length);
    expect(new Set(hashes).size).toBe(journal.entries.length);
  });

  it('a node waits while another holds the migration lock, then finds the work done', async () => {
    const { url: dbUrl, dbs } = await emptyDatabase(2);
    // This test's own session plays a node that holds the lock for a while (a long migration).
    const holder = new pg.Client({ connectionString: dbUrl });
    await holder.connect();
    let waiting: Promise<void> | undefined;
    try {
      await holder.query('select pg_advisory_lock($1)', [ADVISORY_LOCKS.migrations]);
      let done = false;
      waiting = dbs[0]!.migrate().then(() => {
        done = true;
      });
      await sleep(500);
      expect(done).toBe(false);
      const { rows } = await holder.query<{ n: number }>(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = $1 and not granted`,
        [ADVISORY_LOCKS.migrations],
      );
      expect(rows[0]!.n).toBe(1);
      const { rows: tables } = await holder.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
      expect(tables[0]!.t).toBeNull();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [ADVISORY_LOCKS.migrations]).catch(() => {});
      await holder.end();
    }
    await waiting;
    // A node that comes later takes the lock, finds every migration applied and applies none again.
    await dbs[1]!.migrate();
    const hashes = await applied(dbUrl);
    expect(hashes).toHaveLength(journal.entries.length);
    expect(new Set(hashes).size).toBe(journal.entries.length);
  });
});

describe.skipIf(!url)('DATABASE_POOL_SIZE (PostgreSQL)', () => {
  it('caps the connections one node holds: 12 slow queries at once on a pool of 3 use 3 backends', async () => {
    const db = await openDatabase({ databaseUrl: url, databasePoolSize: 3 });
    try {
      const pids = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          db.query<{ pid: number }>(
            `pool_size_${i}`,
            'select pg_backend_pid() as pid from pg_sleep(0.1)',
            [],
          ),
        ),
      );
      expect(new Set(pids.map((rows) => rows[0]!.pid)).size).toBe(3);
    } finally {
      await db.close();
    }
  });
});
