// Migration 0013 moves the service_area text /profiel used to write into work_areas, the one copy kept since. Its
// data step runs here on rows as the old columns held them, on PGlite (the same SQL PostgreSQL runs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../lib/paths';

const [moveData, dropColumn] = readFileSync(
  path.join(migrationsFolder(), '0013_work_areas_one_copy.sql'),
  'utf8',
).split('--> statement-breakpoint');

let db: PGlite;
beforeAll(async () => {
  db = new PGlite();
  await db.exec(`create table professional_profiles (
    user_id text primary key,
    service_area text,
    work_areas text[] not null default '{}'::text[]
  )`);
});
afterAll(async () => {
  await db.close();
});

describe('migration 0013: one stored copy of the work areas', () => {
  it('takes what /profiel last saved, split into entries; keeps the work areas where it saved nothing', async () => {
    await db.exec(`insert into professional_profiles (user_id, service_area, work_areas) values
      ('created', 'Utrecht, Amersfoort', '{Utrecht,Amersfoort}'),
      ('edited', ' Zeist ,, zeist, Het Gooi ', '{Utrecht}'),
      ('profile-only', 'Utrecht en omstreken', '{}'),
      ('never-typed', null, '{Hilversum}'),
      ('blank', '   ', '{Bussum}'),
      ('nothing', null, '{}')`);
    await db.exec(moveData!);
    await db.exec(dropColumn!);
    const { rows } = await db.query<{ user_id: string; work_areas: string[] }>(
      'select user_id, work_areas from professional_profiles order by user_id',
    );
    expect(Object.fromEntries(rows.map((r) => [r.user_id, r.work_areas]))).toEqual({
      blank: ['Bussum'],
      created: ['Utrecht', 'Amersfoort'],
      edited: ['Zeist', 'Het Gooi'],
      'never-typed': ['Hilversum'],
      nothing: [],
      'profile-only': ['Utrecht en omstreken'],
    });
    const { rows: columns } = await db.query(
      `select column_name from information_schema.columns where table_name = 'professional_profiles'`,
    );
    expect(columns.map((c) => (c as { column_name: string }).column_name)).not.toContain('service_area');
  });
});
