import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, invoices, professionalProfiles, projects, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/helpers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROJECTS, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('demo seed', () => {
  it('creates the three verified demo accounts that sign in with Demo1234!', async () => {
    expect(await seedDemo(t.database.db)).toBe(true);
    for (const account of DEMO_ACCOUNTS) {
      const cookie = await t.login(account.email, DEMO_PASSWORD);
      const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie })).json();
      expect(me).toMatchObject({ email: account.email, role: account.role, emailVerified: true });
    }
    const [pro] = await t.database.db
      .select()
      .from(professionalProfiles)
      .innerJoin(users, eq(users.id, professionalProfiles.userId))
      .where(eq(users.email, 'professional@demo.nl'));
    expect(pro!.professional_profiles.specializations.length).toBeGreaterThan(0);
  });

  it('gives the demo consumer a project in every stage, the started ones with the demo professional', async () => {
    const consumer = await t.login('consument@demo.nl', DEMO_PASSWORD);
    const own = await t.request({ method: 'GET', url: '/api/projects/consumer', cookie: consumer });
    expect(own.statusCode).toBe(200);
    const rows = own.json() as Array<{ status: string; title: string; projectId: string }>;
    expect(rows).toHaveLength(DEMO_PROJECTS.length);
    expect(rows.map((r) => r.status).sort()).toEqual(['assigned', 'completed', 'in_progress', 'pending']);
    // Newest first: the pending one was asked for last.
    expect(rows[0]!.status).toBe('pending');
    for (const r of rows) expect(r.projectId).toMatch(/^[A-Z]{2}-\d{4}-\d{5}$/);

    const pro = await t.login('professional@demo.nl', DEMO_PASSWORD);
    const assigned = await t.request({ method: 'GET', url: '/api/projects/assigned', cookie: pro });
    expect(
      assigned
        .json()
        .map((r: { status: string }) => r.status)
        .sort(),
    ).toEqual(['assigned', 'completed', 'in_progress']);
    const [done] = await t.database.db.select().from(projects).where(eq(projects.status, 'completed'));
    expect(done!.completedAt).toBeInstanceOf(Date);
    expect(done!.startedAt).toBeInstanceOf(Date);

    const admin = await t.login('admin@demo.nl', DEMO_PASSWORD);
    const counts = await t.request({ method: 'GET', url: '/api/projects/counts', cookie: admin });
    expect(counts.json()).toMatchObject({ total: 4, pending: 1, assigned: 1, inProgress: 1, completed: 1 });
  });

  it('never touches a database that has users', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    expect(await seedDemo(t.database.db)).toBe(false);
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });
});

describe('demo seed on app nodes that start at the same moment', () => {
  // On PostgreSQL (npm run test:pg) the two seeds run on two connections and truly interleave: without the seed's
  // advisory lock both inserted the demo accounts and one failed on the unique e-mail, which stopped its node.
  it('seeds once; the other node finds the data and leaves no file of its own behind', async () => {
    const fresh = await createTestApp();
    try {
      const { db } = fresh.database;
      const { storage } = fresh.app.ctx;
      const outcomes = await Promise.all([seedDemo(db, { storage }), seedDemo(db, { storage })]);
      expect(outcomes.sort()).toEqual([false, true]);
      const [people] = await db.select({ n: count() }).from(users);
      expect(people!.n).toBe(DEMO_ACCOUNTS.length);
      const [work] = await db.select({ n: count() }).from(projects);
      expect(work!.n).toBe(DEMO_PROJECTS.length);
      // Exactly the winner's files: its report and invoice PDF, not the loser's report.
      const kept = [
        ...(await db.select({ name: documents.storedName }).from(documents)),
        ...(await db.select({ name: invoices.pdfStoredName }).from(invoices)),
      ].map((r) => r.name);
      const files = readdirSync(path.join(fresh.config.dataDir, 'uploads'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.pdf'));
      expect(files.sort()).toEqual(kept.sort());
    } finally {
      await fresh.close();
    }
  });
});
