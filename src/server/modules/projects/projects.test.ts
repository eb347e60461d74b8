import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { PROJECT_MESSAGES } from '@shared/projects/schemas';
import type { ProjectStatus } from '@shared/projects/status';
import { openStepsMessage, STATUS_MESSAGES } from '@shared/projects/status';
import type { ProjectType } from '@shared/projects/types';
import { invoiceStepOf, workflowFor } from '@shared/workflows';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { auditLog, notifications, projectSteps, projects, users } from '../../db/schema';
import { invoiceProject } from '../../test/fixtures/invoices';
import { completeAllSteps } from '../../test/fixtures/steps';
import { createTestApp, type TestApp } from '../../test/helpers';
import { changeProjectStatus } from './changes';
import { countQuery, listQuery } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let seq = 0;

/** A project of `consumer`, optionally moved to a status / assigned / back-dated, straight in the database. */
async function makeProject(
  consumer: { id: string },
  opts: {
    type?: ProjectType;
    title?: string;
    status?: ProjectStatus;
    professionalId?: string | null;
    minutesAgo?: number;
  } = {},
) {
  seq++;
  return t.createProject({
    type: opts.type,
    consumerId: consumer.id,
    formData: { adres: 'Dorpsstraat 1' },
    title: opts.title ?? `Project ${seq}`,
    status: opts.status ?? 'pending',
    professionalId: opts.professionalId ?? null,
    createdAt: new Date(Date.now() - (opts.minutesAgo ?? 1000 - seq) * 60_000),
  });
}

const readProject = async (id: string) =>
  (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0]!;

const totalProjects = async () =>
  (await t.database.query<{ n: number }>('c', 'select count(*)::int as n from projects', []))[0]!.n;

const unique = () => `uniek${Math.random().toString(36).slice(2, 9)}`;

describe('GET /api/projects (admin, consumer)', () => {
  it('gives an admin every project, newest first, with names, colours and the total in X-Total-Count', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ role: 'consumer', firstName: 'Carla', lastName: 'Jansen' });
    const pro = await t.createUser({ role: 'professional', firstName: 'Pieter', lastName: 'Pro' });
    const tag = unique();
    const older = await makeProject(consumer, { title: `${tag} oud`, minutesAgo: 60 });
    const newer = await makeProject(consumer, {
      title: `${tag} nieuw`,
      status: 'assigned',
      professionalId: pro.id,
      minutesAgo: 5,
    });
    const res = await t.get(`/api/projects?q=${tag}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const rows = res.json();
    expect(rows.map((r: { id: string }) => r.id)).toEqual([newer.id, older.id]);
    expect(rows[0]).toMatchObject({
      projectId: newer.projectRef,
      type: 'aankoopmakelaar',
      status: 'assigned',
      statusColor: 'blue',
      consumerId: consumer.id,
      professionalId: pro.id,
      consumerFirstName: 'Carla',
      consumerLastName: 'Jansen',
      consumerEmail: consumer.email,
      professionalFirstName: 'Pieter',
      professionalLastName: 'Pro',
    });
    expect(rows[1]).toMatchObject({ status: 'pending', statusColor: 'yellow', professionalFirstName: null });
    expect(new Date(rows[0].createdAt).getTime()).toBeGreaterThan(new Date(rows[1].createdAt).getTime());

    const all = await t.get('/api/projects', admin.cookie);
    const n = await totalProjects();
    expect(all.headers['x-total-count']).toBe(String(n));
  });

  it('pages with page and pageSize (default 50, at most 100) and keeps the total', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser();
    const tag = unique();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await makeProject(consumer, { title: `${tag} ${i}`, minutesAgo: 50 - i }));
    const newestFirst = made.map((p) => p.id).reverse();
    const page2 = await t.get(`/api/projects?q=${tag}&page=2&pageSize=2`, admin.cookie);
    expect(page2.json().map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(2, 4));
    expect(page2.headers['x-total-count']).toBe('5');
    const page3 = await t.get(`/api/projects?q=${tag}&page=3&pageSize=2`, admin.cookie);
    expect(page3.json().map((r: { id: string }) => r.id)).toEqual(newestFirst.slice(4));
    expect(page3.headers['x-total-count']).toBe('5');
    const past = await t.get(`/api/projects?q=${tag}&page=9&pageSize=2`, admin.cookie);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('5');

    for (const bad of ['pageSize=101', 'pageSize=0', 'page=0', 'page=abc']) {
      const res = await t.get(`/api/projects?${bad}`, admin.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toBe('Ongeldige invoer');
      expect(Object.keys(res.json().fieldErrors)).toHaveLength(1);
    }
  });

  it('searches reference, title, names, e-mail, ids, type and status labels, case-insensitively', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ firstName: 'Zwaantje', lastName: 'Quaadvliet' });
    const pro = await t.createUser({ role: 'professional', firstName: 'Xander', lastName: 'Yzerbeek' });
    const p1 = await makeProject(consumer, { type: 'bouwkundige', title: 'Keuring Lindelaan 50%' });
    const p2 = await makeProject(consumer, {
      type: 'energielabel',
      status: 'completed',
      professionalId: pro.id,
      title: 'Label aanvraag',
    });
    const ids = async (q: string) => {
      const res = await t.get(`/api/projects?q=${encodeURIComponent(q)}&pageSize=100`, admin.cookie);
      expect(res.statusCode, q).toBe(200);
      return res.json().map((r: { id: string }) => r.id) as string[];
    };
    expect(await ids(p1.projectRef.toLowerCase())).toEqual([p1.id]);
    expect(await ids('LINDELAAN')).toEqual([p1.id]);
    expect((await ids('zwaantje quaadvliet')).sort()).toEqual([p1.id, p2.id].sort());
    expect((await ids(consumer.email.toUpperCase())).sort()).toEqual([p1.id, p2.id].sort());
    expect(await ids('yzerbeek')).toEqual([p2.id]);
    expect(await ids(pro.id)).toEqual([p2.id]);
    expect((await ids(consumer.id)).sort()).toEqual([p1.id, p2.id].sort());
    expect(await ids(p1.id)).toEqual([p1.id]);
    // Part of a user's id (a v4 UUID has its version digit at position 14).
    expect((await ids(consumer.id.slice(9, 23).toUpperCase())).sort()).toEqual([p1.id, p2.id].sort());
    expect(await ids(pro.id.slice(9, 23))).toEqual([p2.id]);
    // LIKE's wildcards are literal text: '50%' matches only the title that has it.
    expect(await ids('50%')).toEqual([p1.id]);
    expect(await ids('_')).toEqual([]);
    // Type and status labels as the screens show them.
    const keuring = await ids('Bouwkundige keuring');
    expect(keuring).toContain(p1.id);
    expect(keuring).not.toContain(p2.id);
    const afgerond = await ids('afgerond');
    expect(afgerond).toContain(p2.id);
    expect(afgerond).not.toContain(p1.id);
    expect(await ids('niets-dat-bestaat-xyz')).toEqual([]);
    const long = await t.get(`/api/projects?q=${'a'.repeat(101)}`, admin.cookie);
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors.q).toBe('Maximaal 100 tekens');
  });

  it('filters by status (open reads as pending) and by active, completed, cancelled, all', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser();
    const pro = await t.createUser({ role: 'professional' });
    const tag = unique();
    const by: Record<ProjectStatus, string> = {} as Record<ProjectStatus, string>;
    for (const status of ['pending', 'assigned', 'in_progress', 'completed', 'cancelled'] as const) {
      const p = await makeProject(consumer, {
        title: `${tag} ${status}`,
        status,
        professionalId: status === 'pending' ? null : pro.id,
      });
      by[status] = p.id;
    }
    const ids = async (query: string) => {
      const res = await t.get(`/api/projects?q=${tag}&${query}`, admin.cookie);
      expect(res.statusCode, query).toBe(200);
      return (res.json() as { id: string }[]).map((r) => r.id).sort();
    };
    expect(await ids('status=open')).toEqual([by.pending]);
    expect(await ids('status=in_progress')).toEqual([by.in_progress]);
    expect(await ids('filter=active')).toEqual([by.pending, by.assigned, by.in_progress].sort());
    expect(await ids('filter=completed')).toEqual([by.completed]);
    expect(await ids('filter=cancelled')).toEqual([by.cancelled]);
    expect(await ids('filter=all')).toHaveLength(5);
    expect(await ids('filter=current')).toEqual(
      [by.pending, by.assigned, by.in_progress, by.completed].sort(),
    );
    expect(await ids('filter=active&status=completed')).toEqual([]);
    expect(await ids('filter=active&status=assigned')).toEqual([by.assigned]);

    const bad = await t.get('/api/projects?status=klaar', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.status).toBe('Onbekende status');
    const badFilter = await t.get('/api/projects?filter=mijn', admin.cookie);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().fieldErrors.filter).toBe('Onbekend filter');
  });

  it('with ?userId= gives a consumer only their own, and an admin anyone’s', async () => {
    const consumer = await t.loginAs('consumer');
    const other = await t.createUser();
    const pro = await t.createUser({ role: 'professional' });
    const mine = await makeProject(consumer, { status: 'assigned', professionalId: pro.id });
    const theirs = await makeProject(other);

    const own = await t.get(`/api/projects?userId=${consumer.id}`, consumer.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.json().map((r: { id: string }) => r.id)).toEqual([mine.id]);
    expect(own.headers['x-total-count']).toBe('1');
    // Without userId a consumer also gets their own, never everyone's.
    expect((await t.get('/api/projects', consumer.cookie)).json().map((r: { id: string }) => r.id)).toEqual([
      mine.id,
    ]);

    const refused = await t.get(`/api/projects?userId=${other.id}`, consumer.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(PROJECT_MESSAGES.ownProjectsOnly);

    const admin = await t.loginAs('admin');
    const forOther = await t.get(`/api/projects?userId=${other.id}`, admin.cookie);
    expect(forOther.json().map((r: { id: string }) => r.id)).toEqual([theirs.id]);
    // A professional's projects are the ones assigned to them.
    const forPro = await t.get(`/api/projects?userId=${pro.id}`, admin.cookie);
    expect(forPro.json().map((r: { id: string }) => r.id)).toEqual([mine.id]);
    const unknown = await t.get('/api/projects?userId=00000000-0000-4000-8000-000000000000', admin.cookie);
    expect(unknown.statusCode).toBe(404);
    const badId = await t.get('/api/projects?userId=abc', admin.cookie);
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors.userId).toBe('Ongeldige gebruiker');
  });

  it('pages by key with ?after= (the last id of the page before), without a total, however deep', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.loginAs('consumer');
    const tag = unique();
    const made = [];
    for (let i = 0; i < 5; i++)
      made.push(await makeProject(consumer, { title: `${tag} ${i}`, minutesAgo: 40 - i }));
    const newestFirst = made.map((p) => p.id).reverse();
    const ids = (res: { json(): { id: string }[] }) => res.json().map((r) => r.id);

    // The admin's whole list, walked by key, is the list paged by number.
    const byNumber = ids(await t.get('/api/projects?pageSize=100', admin.cookie));
    const walked: string[] = [];
    let after = '';
    for (;;) {
      const res = await t.get(`/api/projects?pageSize=3${after ? `&after=${after}` : ''}`, admin.cookie);
      expect(res.statusCode).toBe(200);
      if (after) expect(res.headers['x-total-count']).toBeUndefined();
      const page = ids(res);
      walked.push(...page);
      if (page.length < 3) break;
      after = page.at(-1)!;
    }
    expect(walked).toEqual(byNumber);

    // With a search term and a status filter; page is then ignored.
    const first = await t.get(`/api/projects?q=${tag}&pageSize=2`, admin.cookie);
    expect(ids(first)).toEqual(newestFirst.slice(0, 2));
    const next = await t.get(
      `/api/projects?q=${tag}&pageSize=2&page=7&after=${newestFirst[1]}`,
      admin.cookie,
    );
    expect(ids(next)).toEqual(newestFirst.slice(2, 4));
    expect(next.headers['x-total-count']).toBeUndefined();
    const pending = await t.get(
      `/api/projects?q=${tag}&status=pending&after=${newestFirst[3]}`,
      admin.cookie,
    );
    expect(ids(pending)).toEqual(newestFirst.slice(4));

    // A consumer's key pages hold only their own projects, also after someone else's id; an unknown id ends the list.
    const other = await t.createUser();
    const theirs = await makeProject(other, { minutesAgo: 37.5 });
    const own = await t.get(`/api/projects?after=${theirs.id}`, consumer.cookie);
    expect(ids(own)).toEqual(newestFirst.slice(2));
    const unknown = await t.get(`/api/projects?after=${crypto.randomUUID()}`, admin.cookie);
    expect(unknown.json()).toEqual([]);
    const assigned = await t.get(
      `/api/projects/assigned?after=${theirs.id}`,
      (await t.loginAs('professional')).cookie,
    );
    expect(assigned.json()).toEqual([]);

    for (const bad of ['after=abc', 'after=', `after=${newestFirst[0]}x`]) {
      const res = await t.get(`/api/projects?${bad}`, admin.cookie);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
      expect(res.json().fieldErrors.after).toBe('Ongeldige opdracht om na verder te gaan');
    }
    const pro = await t.loginAs('professional');
    expect((await t.get(`/api/projects?after=${newestFirst[0]}`, pro.cookie)).statusCode).toBe(403);
    expect((await t.get(`/api/projects?after=${newestFirst[0]}`)).statusCode).toBe(401);
  });

  it('gives the admin the total of every project, or of a status filter, from the maintained counts', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser();
    for (let i = 0; i < 3; i++) await makeProject(consumer, { status: i === 0 ? 'cancelled' : 'pending' });
    const counted = await t.database.query<{ status: string; n: number }>(
      'c2',
      'select status, count(*)::int as n from projects group by status',
      [],
    );
    const n = (status?: string) =>
      counted.filter((r) => !status || r.status === status).reduce((sum, r) => sum + r.n, 0);
    const all = await t.get('/api/projects?pageSize=1', admin.cookie);
    expect(all.headers['x-total-count']).toBe(String(await totalProjects()));
    expect(all.headers['x-total-count']).toBe(String(n()));
    const cancelled = await t.get('/api/projects?pageSize=1&filter=cancelled', admin.cookie);
    expect(cancelled.headers['x-total-count']).toBe(String(n('cancelled')));
    const pending = await t.get('/api/projects?pageSize=1&status=open', admin.cookie);
    expect(pending.headers['x-total-count']).toBe(String(n('pending')));
  });

  it('refuses signed-out callers (401), professionals (403) and an admin viewing as a professional', async () => {
    expect((await t.get('/api/projects')).statusCode).toBe(401);
    const pro = await t.loginAs('professional');
    expect((await t.get('/api/projects', pro.cookie)).statusCode).toBe(403);
    const admin = await t.adminViewingAs(pro);
    expect((await t.get('/api/projects', admin.cookie)).statusCode).toBe(403);
  });

  it('shows an admin viewing as a consumer only that consumer’s projects', async () => {
    const consumer = await t.createUser();
    const p = await makeProject(consumer);
    const other = await t.createUser();
    await makeProject(other);
    const admin = await t.adminViewingAs(consumer);
    const res = await t.get('/api/projects', admin.cookie);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([p.id]);
    expect((await t.get(`/api/projects?userId=${other.id}`, admin.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/projects/assigned (professional)', () => {
  it('lists the projects assigned to the professional with the consumer’s name and e-mail', async () => {
    const pro = await t.loginAs('professional');
    const otherPro = await t.createUser({ role: 'professional' });
    const consumer = await t.createUser({ firstName: 'Kees', lastName: 'Klant' });
    const a = await makeProject(consumer, { status: 'assigned', professionalId: pro.id, minutesAgo: 30 });
    const b = await makeProject(consumer, { status: 'in_progress', professionalId: pro.id, minutesAgo: 10 });
    await makeProject(consumer, { status: 'assigned', professionalId: otherPro.id });
    await makeProject(consumer);
    const res = await t.get('/api/projects/assigned', pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([b.id, a.id]);
    expect(res.json()[0]).toMatchObject({
      consumerFirstName: 'Kees',
      consumerLastName: 'Klant',
      consumerEmail: consumer.email,
    });
    const active = await t.get('/api/projects/assigned?status=in_progress', pro.cookie);
    expect(active.json().map((r: { id: string }) => r.id)).toEqual([b.id]);
    const search = await t.get('/api/projects/assigned?q=kees', pro.cookie);
    expect(search.json()).toHaveLength(2);
  });

  it('refuses signed-out callers, consumers, admins and an admin viewing as a consumer', async () => {
    expect((await t.get('/api/projects/assigned')).statusCode).toBe(401);
    for (const role of ['consumer', 'admin'] as const) {
      const u = await t.loginAs(role);
      const res = await t.get('/api/projects/assigned', u.cookie);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBe('U heeft geen toegang tot deze actie');
    }
    const admin = await t.adminViewingAs(await t.createUser());
    expect((await t.get('/api/projects/assigned', admin.cookie)).statusCode).toBe(403);
  });

  it('lets an admin viewing as a professional see that professional’s projects', async () => {
    const pro = await t.createUser({ role: 'professional' });
    const p = await makeProject(await t.createUser(), { status: 'assigned', professionalId: pro.id });
    const admin = await t.adminViewingAs(pro);
    expect(
      (await t.get('/api/projects/assigned', admin.cookie)).json().map((r: { id: string }) => r.id),
    ).toEqual([p.id]);
  });
});

describe('GET /api/projects/consumer (consumer)', () => {
  it('lists only the consumer’s own projects', async () => {
    const consumer = await t.loginAs('consumer');
    const p = await makeProject(consumer, { status: 'completed' });
    await makeProject(await t.createUser());
    const res = await t.get('/api/projects/consumer?filter=completed', consumer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((r: { id: string }) => r.id)).toEqual([p.id]);
    expect(res.json()[0]).toMatchObject({ status: 'completed', statusColor: 'green' });
    expect((await t.get('/api/projects/consumer?filter=active', consumer.cookie)).json()).toEqual([]);
  });

  it('refuses signed-out callers, professionals, admins and an admin viewing as a professional', async () => {
    expect((await t.get('/api/projects/consumer')).statusCode).toBe(401);
    for (const role of ['professional', 'admin'] as const) {
      const u = await t.loginAs(role);
      expect((await t.get('/api/projects/consumer', u.cookie)).statusCode, role).toBe(403);
    }
    const admin = await t.adminViewingAs(await t.createUser({ role: 'professional' }));
    expect((await t.get('/api/projects/consumer', admin.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/projects/counts', () => {
  it('counts per status what the caller can see', async () => {
    const consumer = await t.loginAs('consumer');
    const pro = await t.loginAs('professional');
    await makeProject(consumer);
    await makeProject(consumer, { status: 'assigned', professionalId: pro.id });
    await makeProject(consumer, { status: 'in_progress', professionalId: pro.id });
    await makeProject(consumer, { status: 'completed', professionalId: pro.id });
    await makeProject(await t.createUser(), { status: 'cancelled' });

    const mine = await t.get('/api/projects/counts', consumer.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({
      total: 4,
      pending: 1,
      assigned: 1,
      inProgress: 1,
      completed: 1,
      cancelled: 0,
    });
    expect((await t.get('/api/projects/counts', pro.cookie)).json()).toEqual({
      total: 3,
      pending: 0,
      assigned: 1,
      inProgress: 1,
      completed: 1,
      cancelled: 0,
    });
    const admin = await t.loginAs('admin');
    const all = (await t.get('/api/projects/counts', admin.cookie)).json();
    const n = await totalProjects();
    expect(all.total).toBe(n);
    expect(all.cancelled).toBeGreaterThanOrEqual(1);
    // An admin viewing as the consumer sees the consumer's counts.
    const viewing = await t.adminViewingAs(consumer);
    expect((await t.get('/api/projects/counts', viewing.cookie)).json().total).toBe(4);
  });

  it('refuses signed-out callers', async () => {
    expect((await t.get('/api/projects/counts')).statusCode).toBe(401);
  });
});

describe('PATCH /api/projects/:id/assign (admin)', () => {
  it('assigns a professional: status assigned, both told by notification and mail, audit-logged', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ firstName: 'Carla' });
    const pro = await t.createUser({ role: 'professional', firstName: 'Pieter', lastName: 'de Vries' });
    // With an aanhef the mail opens formally, the 'de' capitalised where it starts the name (decision 0023).
    await t.database.db.update(users).set({ aanhef: 'Dhr.' }).where(eq(users.id, pro.id));
    const p = await makeProject(consumer, { type: 'taxatie' });

    const res = await t.patch(`/api/projects/${p.id}/assign`, { professionalId: pro.id }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Professional toegewezen',
      project: {
        id: p.id,
        status: 'assigned',
        statusColor: 'blue',
        professionalId: pro.id,
        professionalFirstName: 'Pieter',
        professionalLastName: 'de Vries',
      },
    });
    const row = await readProject(p.id);
    expect(row.assignedAt).toBeInstanceOf(Date);
    expect(row.status).toBe('assigned');

    const link = `/project/${p.id}`;
    const [toPro] = await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(toPro).toMatchObject({ title: 'Nieuwe opdracht toegewezen', linkUrl: link });
    expect(toPro!.message).toContain(p.projectRef);
    const [toConsumer] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, consumer.id));
    expect(toConsumer).toMatchObject({ title: 'Professional toegewezen', linkUrl: link });
    expect(toConsumer!.message).toContain('Pieter de Vries');

    const proMail = await t.sink.waitFor(pro.email, { subject: /Nieuwe opdracht toegewezen/ });
    expect(proMail.links).toContain(`${t.config.appUrl}${link}`);
    expect(proMail.text).toMatch(/^Geachte heer De Vries,$/m);
    const consumerMail = await t.sink.waitFor(consumer.email, { subject: /Professional toegewezen/ });
    expect(consumerMail.links).toContain(`${t.config.appUrl}${link}`);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.assign')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      details: { professionalId: pro.id, to: 'assigned' },
    });
  });

  it('refuses a second assign with 409, also when two admins assign at the same moment', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser();
    const pro1 = await t.createUser({ role: 'professional' });
    const pro2 = await t.createUser({ role: 'professional' });
    const p = await makeProject(consumer);
    expect(
      (await t.patch(`/api/projects/${p.id}/assign`, { professionalId: pro1.id }, admin.cookie)).statusCode,
    ).toBe(200);
    const again = await t.patch(`/api/projects/${p.id}/assign`, { professionalId: pro2.id }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PROJECT_MESSAGES.alreadyAssigned);
    expect((await readProject(p.id)).professionalId).toBe(pro1.id);

    const q = await makeProject(consumer);
    const admin2 = await t.loginAs('admin');
    const results = await Promise.all([
      t.patch(`/api/projects/${q.id}/assign`, { professionalId: pro1.id }, admin.cookie),
      t.patch(`/api/projects/${q.id}/assign`, { professionalId: pro2.id }, admin2.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.statusCode === 200)!.json().project.professionalId;
    expect((await readProject(q.id)).professionalId).toBe(winner);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.linkUrl, `/project/${q.id}`));
    expect(told).toHaveLength(2); // one professional and the consumer, once
  });

  it('refuses completed and cancelled projects with 409', async () => {
    const admin = await t.loginAs('admin');
    const pro = await t.createUser({ role: 'professional' });
    for (const status of ['completed', 'cancelled'] as const) {
      const p = await makeProject(await t.createUser(), { status });
      const res = await t.patch(`/api/projects/${p.id}/assign`, { professionalId: pro.id }, admin.cookie);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe(PROJECT_MESSAGES.assignClosed);
      expect((await readProject(p.id)).professionalId).toBeNull();
    }
  });

  it('accepts only an existing, not deleted professional (400, nothing changed)', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser();
    const p = await makeProject(consumer);
    const deletedPro = await t.createUser({ role: 'professional' });
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deletedPro.id));
    for (const professionalId of [
      consumer.id,
      admin.id,
      deletedPro.id,
      '00000000-0000-4000-8000-000000000000',
    ]) {
      const res = await t.patch(`/api/projects/${p.id}/assign`, { professionalId }, admin.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: PROJECT_MESSAGES.notAProfessional,
        fieldErrors: { professionalId: PROJECT_MESSAGES.notAProfessional },
      });
    }
    const notUuid = await t.patch(`/api/projects/${p.id}/assign`, { professionalId: 'abc' }, admin.cookie);
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().fieldErrors.professionalId).toBe('Kies een professional');
    const missing = await t.patch(`/api/projects/${p.id}/assign`, {}, admin.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Kies een professional');
    const extra = await t.patch(
      `/api/projects/${p.id}/assign`,
      { professionalId: deletedPro.id, status: 'completed' },
      admin.cookie,
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fieldErrors.status).toBe('Onbekend veld');
    const row = await readProject(p.id);
    expect(row).toMatchObject({ status: 'pending', professionalId: null, assignedAt: null });
    expect(
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, consumer.id))).filter(
        (n) => n.title === 'Uw opdracht is afgerond',
      ),
    ).toHaveLength(0);
  });

  it('answers 404 for an unknown project and 400 for an id that is no id', async () => {
    const admin = await t.loginAs('admin');
    const pro = await t.createUser({ role: 'professional' });
    const unknown = await t.patch(
      '/api/projects/00000000-0000-4000-8000-000000000000/assign',
      { professionalId: pro.id },
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(PROJECT_MESSAGES.notFound);
    const bad = await t.patch('/api/projects/abc/assign', { professionalId: pro.id }, admin.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses signed-out callers, consumers, professionals and an admin viewing as a professional', async () => {
    const pro = await t.createUser({ role: 'professional' });
    const p = await makeProject(await t.createUser());
    const body = { professionalId: pro.id };
    expect((await t.patch(`/api/projects/${p.id}/assign`, body)).statusCode).toBe(401);
    for (const role of ['consumer', 'professional'] as const) {
      const u = await t.loginAs(role);
      expect((await t.patch(`/api/projects/${p.id}/assign`, body, u.cookie)).statusCode, role).toBe(403);
    }
    const admin = await t.adminViewingAs(pro);
    expect((await t.patch(`/api/projects/${p.id}/assign`, body, admin.cookie)).statusCode).toBe(403);
    expect((await readProject(p.id)).professionalId).toBeNull();
  });
});

describe('PATCH /api/projects/:id/status', () => {
  async function assignedProject() {
    const consumer = await t.createUser({ firstName: 'Carla' });
    const pro = await t.loginAs('professional');
    const p = await makeProject(consumer, { status: 'assigned', professionalId: pro.id });
    return { consumer, pro, p };
  }

  it('lets the assigned professional start and complete; the consumer is told each time', async () => {
    const { consumer, pro, p } = await assignedProject();
    const start = await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, pro.cookie);
    expect(start.statusCode).toBe(200);
    expect(start.json()).toMatchObject({
      success: true,
      message: 'Status bijgewerkt',
      project: { id: p.id, status: 'in_progress', statusColor: 'orange' },
    });
    expect((await readProject(p.id)).startedAt).toBeInstanceOf(Date);
    const startedMail = await t.sink.waitFor(consumer.email, { subject: /Uw opdracht is in behandeling/ });
    expect(startedMail.links).toContain(`${t.config.appUrl}/project/${p.id}`);

    // Not while steps are open (decision 0018), the invoice step included; not before the project is invoiced:
    // nothing changes, nobody is told.
    const complete = () => t.patch(`/api/projects/${p.id}/status`, { status: 'completed' }, pro.cookie);
    const steps = workflowFor(p.type).steps;
    const early = await complete();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(openStepsMessage(steps));
    expect(early.json().message).toMatch(/^De opdracht kan nog niet worden afgerond: stap 1 \(/);
    const invoiceStep = invoiceStepOf(p.type)!;
    await completeAllSteps(t, p, { except: [invoiceStep.stepNumber] });
    const onlyInvoiceLeft = await complete();
    expect(onlyInvoiceLeft.statusCode).toBe(409);
    expect(onlyInvoiceLeft.json().error).toBe(
      `De opdracht kan nog niet worden afgerond: stap ${invoiceStep.stepNumber} (${invoiceStep.title}) is nog niet voltooid.`,
    );
    await t.database.db
      .update(projectSteps)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(projectSteps.projectId, p.id));
    const noInvoice = await complete();
    expect(noInvoice.statusCode).toBe(409);
    expect(noInvoice.json().message).toBe(INVOICE_MESSAGES.completeNeedsInvoice);
    expect((await readProject(p.id)).status).toBe('in_progress');
    expect(
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, consumer.id))).map(
        (n) => n.title,
      ),
    ).toEqual(['Uw opdracht is in behandeling']);

    await invoiceProject(t, p);
    const done = await t.patch(`/api/projects/${p.id}/status`, { status: 'completed' }, pro.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json().project).toMatchObject({ status: 'completed', statusColor: 'green' });
    expect((await readProject(p.id)).completedAt).toBeInstanceOf(Date);
    await t.sink.waitFor(consumer.email, { subject: /Uw opdracht is afgerond/ });

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, consumer.id));
    expect(told.map((n) => n.title).sort()).toEqual([
      'Uw opdracht is afgerond',
      'Uw opdracht is in behandeling',
    ]);
    expect(told.every((n) => n.linkUrl === `/project/${p.id}`)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.status')));
    expect(audit.map((a) => a.details)).toEqual(
      expect.arrayContaining([
        { from: 'assigned', to: 'in_progress' },
        { from: 'in_progress', to: 'completed' },
      ]),
    );
  });

  it('lets the professional start a pending project assigned to them', async () => {
    const pro = await t.loginAs('professional');
    const p = await makeProject(await t.createUser(), { status: 'pending', professionalId: pro.id });
    const res = await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, pro.cookie);
    expect(res.statusCode).toBe(200);
  });

  it('refuses the professional’s illegal transitions with 403 or 409 and changes nothing', async () => {
    const { pro, p } = await assignedProject();
    const cases: Array<[string, number, string]> = [
      ['completed', 409, STATUS_MESSAGES.completeNotAllowed],
      ['cancelled', 403, STATUS_MESSAGES.forbidden],
      ['assigned', 403, STATUS_MESSAGES.useAssign],
      ['pending', 403, STATUS_MESSAGES.reopenNotAllowed],
      ['open', 403, STATUS_MESSAGES.reopenNotAllowed],
    ];
    for (const [status, code, message] of cases) {
      const res = await t.patch(`/api/projects/${p.id}/status`, { status }, pro.cookie);
      expect(res.statusCode, status).toBe(code);
      expect(res.json().error).toBe(message);
    }
    expect((await readProject(p.id)).status).toBe('assigned');

    await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, pro.cookie);
    const twice = await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, pro.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe(STATUS_MESSAGES.alreadyStatus);
    await invoiceProject(t, p);
    await completeAllSteps(t, p);
    expect(
      (await t.patch(`/api/projects/${p.id}/status`, { status: 'completed' }, pro.cookie)).statusCode,
    ).toBe(200);
    const restart = await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, pro.cookie);
    expect(restart.statusCode).toBe(409);
    expect(restart.json().error).toBe(STATUS_MESSAGES.startNotAllowed);
    expect((await readProject(p.id)).status).toBe('completed');
  });

  it('answers 404 for a project not assigned to the professional, or unknown', async () => {
    const { p } = await assignedProject();
    const otherPro = await t.loginAs('professional');
    const res = await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, otherPro.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(PROJECT_MESSAGES.notFound);
    const unassigned = await makeProject(await t.createUser());
    expect(
      (await t.patch(`/api/projects/${unassigned.id}/status`, { status: 'in_progress' }, otherPro.cookie))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.patch(
          '/api/projects/00000000-0000-4000-8000-000000000000/status',
          { status: 'in_progress' },
          otherPro.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await readProject(p.id)).status).toBe('assigned');
  });

  it('lets an admin cancel (consumer and professional told), but not start, complete or cancel a completed one', async () => {
    const { consumer, pro, p } = await assignedProject();
    const admin = await t.loginAs('admin');
    for (const status of ['in_progress', 'completed']) {
      const res = await t.patch(`/api/projects/${p.id}/status`, { status }, admin.cookie);
      expect(res.statusCode, status).toBe(403);
      expect(res.json().error).toBe(STATUS_MESSAGES.forbidden);
    }
    const cancel = await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, admin.cookie);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().project).toMatchObject({ status: 'cancelled', statusColor: 'red' });
    expect((await readProject(p.id)).cancelledAt).toBeInstanceOf(Date);
    await t.sink.waitFor(consumer.email, { subject: /Uw opdracht is geannuleerd/ });
    await t.sink.waitFor(pro.email, { subject: /Opdracht geannuleerd/ });
    const again = await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(STATUS_MESSAGES.alreadyStatus);

    const done = await makeProject(consumer, { status: 'completed', professionalId: pro.id });
    const late = await t.patch(`/api/projects/${done.id}/status`, { status: 'cancelled' }, admin.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe(STATUS_MESSAGES.cancelNotAllowed);
    expect((await readProject(done.id)).status).toBe('completed');
  });

  it('refuses bad input with 400 in Dutch and changes nothing', async () => {
    const { pro, p } = await assignedProject();
    const bad = await t.patch(`/api/projects/${p.id}/status`, { status: 'klaar' }, pro.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'Onbekende status',
      fieldErrors: { status: 'Onbekende status' },
    });
    const none = await t.patch(`/api/projects/${p.id}/status`, {}, pro.cookie);
    expect(none.statusCode).toBe(400);
    expect((await readProject(p.id)).status).toBe('assigned');
  });

  it('refuses signed-out callers and consumers, also the project’s own consumer', async () => {
    const { consumer, p } = await assignedProject();
    expect((await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' })).statusCode).toBe(401);
    const own = await t.login(consumer.email);
    expect((await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, own)).statusCode).toBe(
      403,
    );
    const admin = await t.adminViewingAs(consumer);
    expect(
      (await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, admin.cookie)).statusCode,
    ).toBe(403);
    expect((await readProject(p.id)).status).toBe('assigned');
  });

  it('lets an admin viewing as the professional start the project, audit-logged as the admin', async () => {
    const consumer = await t.createUser();
    const pro = await t.createUser({ role: 'professional' });
    const p = await makeProject(consumer, { status: 'assigned', professionalId: pro.id });
    const admin = await t.adminViewingAs(pro);
    const res = await t.patch(`/api/projects/${p.id}/status`, { status: 'in_progress' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.status')));
    expect(entry!.actorId).toBe(admin.id);
    // ...but viewing as a professional, the admin cannot cancel.
    const cancel = await t.patch(`/api/projects/${p.id}/status`, { status: 'cancelled' }, admin.cookie);
    expect(cancel.statusCode).toBe(403);
  });
});

describe('POST /api/projects/:id/reopen (admin)', () => {
  async function completedProject() {
    const consumer = await t.loginAs('consumer', { firstName: 'Carla' });
    const pro = await t.loginAs('professional', { firstName: 'Pieter' });
    const p = await makeProject(consumer, { status: 'completed', professionalId: pro.id });
    return { consumer, pro, p };
  }
  const reopen = (id: string, body: unknown, cookie?: string) =>
    t.post(`/api/projects/${id}/reopen`, body, cookie);

  it('puts a completed project back in progress; both parties are told why; audit-logged', async () => {
    const admin = await t.loginAs('admin');
    const { consumer, pro, p } = await completedProject();
    const res = await reopen(p.id, { reason: '  Stap 4 was per ongeluk afgerond ' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: PROJECT_MESSAGES.reopened,
      project: { id: p.id, status: 'in_progress', statusColor: 'orange' },
    });
    const row = await readProject(p.id);
    expect(row).toMatchObject({ status: 'in_progress', completedAt: null, professionalId: pro.id });

    for (const [user, title] of [
      [consumer, 'Uw opdracht is heropend'],
      [pro, 'Opdracht heropend'],
    ] as const) {
      const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, user.id));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ title, linkUrl: `/project/${p.id}` });
      expect(told[0]!.message).toContain('Reden: Stap 4 was per ongeluk afgerond');
      const mail = await t.sink.waitFor(user.email, { subject: new RegExp(title) });
      expect(mail.links).toContain(`${t.config.appUrl}/project/${p.id}`);
    }
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.reopen')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      details: { from: 'completed', to: 'in_progress', reason: 'Stap 4 was per ongeluk afgerond' },
    });

    // The professional can complete it again once the work is done.
    await invoiceProject(t, p);
    await completeAllSteps(t, p);
    const again = await t.patch(`/api/projects/${p.id}/status`, { status: 'completed' }, pro.cookie);
    expect(again.statusCode).toBe(200);
  });

  it('refuses signed-out callers, consumers (also the project’s own) and professionals (also the assigned one)', async () => {
    const { consumer, pro, p } = await completedProject();
    expect((await reopen(p.id, { reason: 'Fout' })).statusCode).toBe(401);
    const callers = [consumer, pro, await t.loginAs('consumer'), await t.loginAs('professional')];
    for (const caller of callers) {
      const res = await reopen(p.id, { reason: 'Fout' }, caller.cookie);
      expect(res.statusCode).toBe(403);
    }
    expect((await readProject(p.id)).status).toBe('completed');
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.userId, consumer.id)),
    ).toEqual([]);
  });

  it('answers 400 for bad input and 404 for an unknown project', async () => {
    const admin = await t.loginAs('admin');
    const { p } = await completedProject();
    const cases: Array<[unknown, string]> = [
      [{}, 'Geef een reden op'],
      [{ reason: '   ' }, 'Geef een reden op'],
      [{ reason: 'x'.repeat(501) }, 'Maximaal 500 tekens'],
      [{ reason: 12 }, 'Geef een reden op'],
    ];
    for (const [body, message] of cases) {
      const res = await reopen(p.id, body, admin.cookie);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fieldErrors.reason).toBe(message);
    }
    expect((await reopen(p.id, { reason: 'Fout', status: 'pending' }, admin.cookie)).statusCode).toBe(400);
    expect((await reopen('geen-uuid', { reason: 'Fout' }, admin.cookie)).statusCode).toBe(400);
    const unknown = await reopen('00000000-0000-4000-8000-000000000000', { reason: 'Fout' }, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await readProject(p.id)).status).toBe('completed');
  });

  it('refuses a project that is not completed with 409 and changes nothing', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser();
    const pro = await t.createUser({ role: 'professional' });
    for (const status of ['pending', 'assigned', 'in_progress', 'cancelled'] as const) {
      const p = await makeProject(consumer, { status, professionalId: status === 'pending' ? null : pro.id });
      const res = await reopen(p.id, { reason: 'Fout' }, admin.cookie);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error).toBe(PROJECT_MESSAGES.reopenNotCompleted);
      expect((await readProject(p.id)).status).toBe(status);
    }
  });
});

describe('the list statements', () => {
  /**
   * The plan of a statement with sequential scans discouraged: shows which indexes can answer it. `ordered`: also
   * without bitmap scans and sorts, so that on a test's few rows the plan is the one 100,000 rows get (an index
   * walked in the list's order), not a sort the planner finds as cheap here.
   */
  async function plan(q: { text: string; values: unknown[] }, ordered = false) {
    return t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      if (ordered) {
        await tx.execute(sql`set local enable_bitmapscan = off`);
        await tx.execute(sql`set local enable_sort = off`);
      }
      const rows = await selectRows<Record<string, string>>(
        tx,
        sql.raw(
          `explain ${q.values.reduce<string>(
            (text, v, i) =>
              text.replaceAll(
                new RegExp(`\\$${i + 1}(?!\\d)`, 'g'),
                Array.isArray(v)
                  ? `array[${v.map((x) => `'${x}'`).join(',')}]`
                  : typeof v === 'number'
                    ? String(v)
                    : `'${v}'`,
              ),
            q.text,
          )}`,
        ),
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
  }

  it('search through the trigram indexes of projects and users, lists read the created_at indexes backwards', async () => {
    const search = await plan(countQuery({ scope: { kind: 'all' }, q: 'jansen' }));
    expect(search).toContain('projects_search_trgm_idx');
    expect(search).toContain('users_search_trgm_idx');
    const page = await plan(listQuery({ scope: { kind: 'all' }, q: 'jansen' }, 1, 50));
    expect(page).toContain('projects_search_trgm_idx');
    const all = await plan(listQuery({ scope: { kind: 'all' } }, 1, 50));
    expect(all).toMatch(/Index Scan Backward using projects_created_idx/);
    const pro = await plan(
      listQuery({ scope: { kind: 'professional', userId: '00000000-0000-4000-8000-000000000000' } }, 1, 50),
    );
    expect(pro).toMatch(/Index Scan Backward using projects_professional_created_idx/);
    const consumer = await plan(
      listQuery({ scope: { kind: 'consumer', userId: '00000000-0000-4000-8000-000000000000' } }, 1, 50),
    );
    expect(consumer).toMatch(/Index Scan Backward using projects_consumer_created_idx/);
    // Paged by key: the walk starts at the key, an index condition, not a filter over the newest rows.
    const after = await plan(
      listQuery({ scope: { kind: 'all' }, after: '00000000-0000-4000-8000-000000000000' }, 1, 50),
      true,
    );
    expect(after).toMatch(
      /Index Scan Backward using projects_created_idx[^\n]*\n\s*Index Cond: \(ROW\(created_at, id\) < /,
    );
  });
});

describe('changeProjectStatus from other modules', () => {
  it('runs inside the caller’s transaction: completed with it, or rolled back with it', async () => {
    const consumer = await t.createUser();
    const pro = await t.createUser({ role: 'professional' });
    const p = await makeProject(consumer, { status: 'in_progress', professionalId: pro.id });
    await invoiceProject(t, p);
    await completeAllSteps(t, p);
    const actor = { id: pro.id, role: 'professional' as const, realUserId: pro.id };
    await expect(
      t.database.db.transaction(async (tx) => {
        await changeProjectStatus({ ...t.app.ctx, tx, idOrRef: p.id, status: 'completed', actor });
        throw new Error('the workflow step failed');
      }),
    ).rejects.toThrow('the workflow step failed');
    expect((await readProject(p.id)).status).toBe('in_progress');
    expect(
      (await t.database.db.select().from(notifications).where(eq(notifications.userId, consumer.id))).filter(
        (n) => n.title === 'Uw opdracht is afgerond',
      ),
    ).toHaveLength(0);

    await t.database.db.transaction(async (tx) => {
      const { project } = await changeProjectStatus({
        ...t.app.ctx,
        tx,
        idOrRef: p.id,
        status: 'completed',
        actor,
      });
      expect(project.status).toBe('completed');
    });
    expect((await readProject(p.id)).status).toBe('completed');
    await t.sink.waitFor(consumer.email, { subject: /Uw opdracht is afgerond/ });
  });
});
