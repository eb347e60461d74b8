import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers';
import { professionalProfiles, users } from './schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed';

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

  it('never touches a database that has users', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(users);
    expect(await seedDemo(t.database.db)).toBe(false);
    const [after] = await t.database.db.select({ n: count() }).from(users);
    expect(after!.n).toBe(before!.n);
  });
});
