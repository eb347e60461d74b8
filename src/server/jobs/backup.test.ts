// The daily backup (BACKUP_DIR): one archive a day however many nodes run the round, a failed one given up so the
// next round tries again, a claim left by a stopped node taken over, the newest BACKUP_KEEP archives kept.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { backupRuns } from '../db/schema';
import type { FileStorage } from '../storage/files';
import { localFileStorage } from '../storage/local-files';
import { createTestApp, type TestApp } from '../test/helpers';
import { archiveName, pruneArchives, scheduledBackup } from './backup';

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'woon-backups-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

const ctx = (storage?: FileStorage) => ({
  db: t.database.db,
  database: t.database,
  storage: storage ?? localFileStorage(t.config.storage.kind === 'local' ? t.config.storage.dir : ''),
  config: { ...t.config, backup: { dir, keep: 2 } },
  log: t.app.log,
});
const archives = () => readdirSync(dir).filter((n) => n.endsWith('.tar.gz'));

describe('the daily backup', () => {
  it('is off without BACKUP_DIR; BACKUP_KEEP is 7 unless set, and checked', () => {
    expect(loadConfig({}).backup).toBeUndefined();
    expect(loadConfig({ BACKUP_DIR: '/srv/backups' }).backup).toEqual({ dir: '/srv/backups', keep: 7 });
    expect(loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '3' }).backup?.keep).toBe(3);
    expect(() => loadConfig({ BACKUP_DIR: 'b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('is made by one of many nodes a day: the rounds of the others find the day taken', async () => {
    const at = new Date('2026-03-01T02:00:00Z');
    // Four nodes' rounds at the same moment.
    const made = await Promise.all([1, 2, 3, 4].map(() => scheduledBackup(ctx(), at)));
    expect(made.filter(Boolean)).toEqual([path.join(dir, archiveName(at))]);
    expect(archives()).toEqual([archiveName(at)]);
    const [run] = await t.database.db.select().from(backupRuns).where(eq(backupRuns.day, '2026-03-01'));
    expect(run).toMatchObject({ archive: archiveName(at) });
    expect(run?.finishedAt).not.toBeNull();
    // Later that day: nothing more.
    expect(await scheduledBackup(ctx(), new Date('2026-03-01T09:00:00Z'))).toBeUndefined();
  });

  it('gives a failed day up, so the next round tries again; takes over a claim left hanging', async () => {
    const broken: FileStorage = {
      ...localFileStorage(dir),
      open: async () => {
        throw new Error('store away');
      },
    };
    // Needs a file to read: a document's row whose file the broken store cannot open.
    const day = new Date('2026-03-02T02:00:00Z');
    const withFile = await t.loginAs('professional');
    const consumer = await t.createUser();
    const project = await t.createProject({
      consumerId: consumer.id,
      status: 'in_progress',
      professionalId: withFile.id,
    });
    const { pdf } = await import('../test/files');
    const up = await t.postMultipart(
      `/api/projects/${project.id}/documents`,
      [{ name: 'files', filename: 'a.pdf', content: pdf() }],
      withFile.cookie,
    );
    expect(up.statusCode).toBe(201);
    await expect(scheduledBackup(ctx(broken), day)).rejects.toThrow('store away');
    expect(await t.database.db.select().from(backupRuns).where(eq(backupRuns.day, '2026-03-02'))).toEqual([]);
    expect(archives().some((n) => n.includes('20260302'))).toBe(false);
    expect(await scheduledBackup(ctx(), day)).toBeDefined();

    // A node stopped mid-way yesterday-night: its claim is taken over after six hours.
    await t.database.db
      .insert(backupRuns)
      .values({ day: '2026-03-03', claimedAt: new Date(Date.now() - 7 * 3_600_000) });
    expect(await scheduledBackup(ctx(), new Date('2026-03-03T08:00:00Z'))).toBeDefined();
    await t.database.db.insert(backupRuns).values({ day: '2026-03-04' });
    expect(await scheduledBackup(ctx(), new Date('2026-03-04T08:00:00Z'))).toBeUndefined();
    await t.database.db.execute(sql`delete from backup_runs`);
  });

  it('keeps the newest BACKUP_KEEP archives and leaves other files alone', async () => {
    // The rounds above kept two of their three archives.
    expect(archives().sort()).toEqual([
      archiveName(new Date('2026-03-02T02:00:00Z')),
      archiveName(new Date('2026-03-03T08:00:00Z')),
    ]);
    writeFileSync(path.join(dir, 'notes.txt'), 'mine');
    expect(await pruneArchives(dir, 1)).toEqual([archiveName(new Date('2026-03-02T02:00:00Z'))]);
    expect(readdirSync(dir).sort()).toEqual(['notes.txt', archiveName(new Date('2026-03-03T08:00:00Z'))]);
  });
});
