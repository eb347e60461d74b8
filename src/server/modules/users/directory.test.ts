import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { professionalProfiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/users/professionals (admin)', () => {
  it('lists professionals that are not deleted, filtered by project type; those without specializations always', async () => {
    const admin = await t.loginAs('admin');
    const keurder = await t.createUser({ role: 'professional', specializations: ['bouwkundige-keuring'] });
    const bouw = await t.createUser({ role: 'professional', specializations: ['Bouwkundige', 'taxatie'] });
    const taxateur = await t.createUser({ role: 'professional', specializations: ['taxatie'] });
    const generalist = await t.createUser({ role: 'professional', specializations: [] });
    const gone = await t.createUser({ role: 'professional', specializations: ['bouwkundige'] });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    await t.database.db
      .update(professionalProfiles)
      .set({ company: 'Keur BV' })
      .where(eq(professionalProfiles.userId, keurder.id));
    const consumer = await t.createUser();

    const all = await t.get('/api/users/professionals', admin.cookie);
    expect(all.statusCode).toBe(200);
    const allIds = all.json().map((p: { id: string }) => p.id);
    expect(allIds).toEqual(expect.arrayContaining([keurder.id, bouw.id, taxateur.id, generalist.id]));
    expect(allIds).not.toContain(gone.id);
    expect(allIds).not.toContain(consumer.id);
    expect(allIds).not.toContain(admin.id);
    expect(all.json().find((p: { id: string }) => p.id === keurder.id)).toEqual({
      id: keurder.id,
      firstName: keurder.firstName,
      lastName: 'Gebruiker',
      tussenvoegsel: null,
      email: keurder.email,
      company: 'Keur BV',
      specializations: ['bouwkundige-keuring'],
    });

    for (const query of [
      'type=bouwkundige',
      'projectType=bouwkundige-keuring',
      'specialization=Bouwkundige',
    ]) {
      const res = await t.get(`/api/users/professionals?${query}`, admin.cookie);
      expect(res.statusCode, query).toBe(200);
      expect(
        res
          .json()
          .map((p: { id: string }) => p.id)
          .sort(),
        query,
      ).toEqual([keurder.id, bouw.id, generalist.id].sort());
    }
    const tax = await t.get('/api/users/professionals?type=taxatie', admin.cookie);
    expect(
      tax
        .json()
        .map((p: { id: string }) => p.id)
        .sort(),
    ).toEqual([bouw.id, taxateur.id, generalist.id].sort());
    const tooLong = await t.get(`/api/users/professionals?type=${'x'.repeat(51)}`, admin.cookie);
    expect(tooLong.statusCode).toBe(400);
  });

  it('refuses signed-out callers, consumers, professionals and an admin viewing as a consumer', async () => {
    expect((await t.get('/api/users/professionals')).statusCode).toBe(401);
    for (const role of ['consumer', 'professional'] as const) {
      const u = await t.loginAs(role);
      expect((await t.get('/api/users/professionals', u.cookie)).statusCode, role).toBe(403);
    }
    const admin = await t.adminViewingAs(await t.createUser());
    expect((await t.get('/api/users/professionals', admin.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/users/counts (admin)', () => {
  it('counts users per role, leaving deleted accounts out', async () => {
    const admin = await t.loginAs('admin');
    const before = (await t.get('/api/users/counts', admin.cookie)).json();
    await t.createUser({ role: 'consumer' });
    await t.createUser({ role: 'professional' });
    const gone = await t.createUser({ role: 'consumer' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    const res = await t.get('/api/users/counts', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total: before.total + 2,
      consumer: before.consumer + 1,
      professional: before.professional + 1,
      admin: before.admin,
    });
    const rows = await t.database.db.select({ role: users.role, deletedAt: users.deletedAt }).from(users);
    const live = rows.filter((r) => !r.deletedAt);
    expect(res.json().total).toBe(live.length);
    expect(res.json().admin).toBe(live.filter((r) => r.role === 'admin').length);
  });

  it('refuses signed-out callers, consumers, professionals and an admin viewing as a professional', async () => {
    expect((await t.get('/api/users/counts')).statusCode).toBe(401);
    for (const role of ['consumer', 'professional'] as const) {
      const u = await t.loginAs(role);
      expect((await t.get('/api/users/counts', u.cookie)).statusCode, role).toBe(403);
    }
    const admin = await t.adminViewingAs(await t.createUser({ role: 'professional' }));
    expect((await t.get('/api/users/counts', admin.cookie)).statusCode).toBe(403);
  });
});
