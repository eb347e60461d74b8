// Moving a PGlite DATA_DIR (the embedded default before decision 0045) into the embedded PostgreSQL: on the first
// start of a DATA_DIR that holds DATA_DIR/pgdata, with the demo data in it.
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { seedDemo } from '../demo/seed';
import { createFileStorage } from '../storage/create';
import { type Database, openEmbedded, openPglite } from './client';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

async function counts(database: Database, tables: string[]) {
  const out: Record<string, number> = {};
  for (const t of tables) {
    const [row] = await database.query<{ n: number }>(
      `count_${t}`,
      `select count(*)::int as n from "${t}"`,
      [],
    );
    out[t] = row!.n;
  }
  return out;
}

// These start servers of their own and ignore TEST_DATABASE_URL: the PostgreSQL pass of the API suite skips them.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))(
  'moving a PGlite DATA_DIR into the embedded PostgreSQL',
  () => {
    it('copies every table on the first start, keeps the sequences, and keeps the old folder renamed', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'woon-move-'));
      chmodSync(dataDir, 0o755);
      dirs.push(dataDir);
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });

      // A PGlite DATA_DIR as `npm start` left it before: migrated, with the demo accounts, projects and files.
      const old = openPglite(dataDir);
      await old.migrate();
      expect(
        await seedDemo(old.db, { storage: await createFileStorage(config.storage), collect: config }),
      ).toBe(true);
      const tables = (
        await old.query<{ name: string }>(
          't',
          "select relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relkind = 'r' order by 1",
          [],
        )
      ).map((r) => r.name);
      const before = await counts(old, tables);
      const [seqBefore] = await old.query<{ v: string }>(
        's',
        "select string_agg(relname || '=' || coalesce(pg_sequence_last_value(c.oid)::text, ''), ',' order by relname) as v from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relkind = 'S'",
        [],
      );
      await old.close();
      expect(before.users).toBeGreaterThan(2);
      expect(before.projects).toBeGreaterThan(0);

      const logs: string[] = [];
      const moved = await openEmbedded(dataDir, { log: (m) => logs.push(m) });
      try {
        await moved.migrate();
        expect(await counts(moved, tables)).toEqual(before);
        const [seqAfter] = await moved.query<{ v: string }>(
          's',
          "select string_agg(relname || '=' || coalesce(pg_sequence_last_value(c.oid)::text, ''), ',' order by relname) as v from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and relkind = 'S'",
          [],
        );
        expect(seqAfter!.v).toBe(seqBefore!.v);
        // The demo consumer's row arrived whole (a timestamp, a hash, a role).
        const [user] = await moved.query<{ role: string; hash: boolean; verified: boolean }>(
          'u',
          "select role, password_hash like '$argon2id$%' as hash, email_verified_at is not null as verified from users where email = 'consument@demo.nl'",
          [],
        );
        expect(user).toEqual({ role: 'consumer', hash: true, verified: true });
        // The old folder stays, renamed, and is not moved again on the next start.
        expect(existsSync(path.join(dataDir, 'pgdata'))).toBe(false);
        expect(readdirSync(dataDir).some((f) => f.startsWith('pgdata.moved-'))).toBe(true);
        expect(logs.join('\n')).toMatch(/moved \d+ rows of \d+ tables/);
      } finally {
        await moved.close();
      }
    }, 120_000);
  },
);
