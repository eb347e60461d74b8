// GET /api/projects/{id} (the project page) and POST /api/projects/{id}/assign.
import { PROJECT_MESSAGES } from '@shared/projects/schemas';
import type { ProjectType } from '@shared/projects/types';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { auditLog, notifications, professionalProfiles, projects, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';
import { projectDetailQuery, projectKey } from './queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function makeProject(
  consumer: { id: string },
  opts: { type?: ProjectType; status?: 'pending' | 'assigned' | 'in_progress'; professionalId?: string } = {},
) {
  return t.createProject({
    type: opts.type,
    consumerId: consumer.id,
    formData: { city: 'Utrecht', searchArea: ['Utrecht', 'Zeist'], priceFrom: 250000 },
    notes: 'Graag snel contact',
    ...(opts.professionalId
      ? { status: opts.status ?? 'assigned', professionalId: opts.professionalId }
      : {}),
  });
}

const readProject = async (id: string) =>
  (await t.database.db.select().from(projects).where(eq(projects.id, id)))[0]!;

/** The plan of a statement with sequential scans discouraged: shows which indexes can answer it. */
async function plan(q: { text: string; values: unknown[] }) {
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const text = q.values.reduce<string>(
      (acc, v, i) => acc.replaceAll(new RegExp(`\\$${i + 1}(?!\\d)`, 'g'), `'${String(v)}'`),
      q.text,
    );
    const rows = await selectRows<Record<string, string>>(tx, sql.raw(`explain ${text}`));
    return rows.map((r) => Object.values(r)[0]).join('\n');
  });
}

/** A consumer and a professional (both signed in) with an assigned buyer's agent project. */
async function assignedProject() {
  const consumer = await t.loginAs('consumer', { firstName: 'Carla', lastName: 'Jansen' });
  await t.database.db.update(users).set({ phone: '0612345678' }).where(eq(users.id, consumer.id));
  const pro = await t.loginAs('professional', {
    firstName: 'Pieter',
    lastName: 'de Vries',
    specializations: ['aankoopmakelaar', 'taxatie'],
  });
  await t.database.db
    .update(professionalProfiles)
    .set({ company: 'De Vries Makelaardij' })
    .where(eq(professionalProfiles.userId, pro.id));
  const p = await makeProject(consumer, { professionalId: pro.id });
  return { consumer, pro, p };
}

describe('GET /api/projects/:id', () => {
  it('gives the consumer the record with formData, notes, the consumer and the professional', async () => {
    const { consumer, pro, p } = await assignedProject();
    const res = await t.get(`/api/projects/${p.id}`, consumer.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: p.id,
      projectId: p.projectRef,
      title: p.title,
      type: 'aankoopmakelaar',
      status: 'assigned',
      statusColor: 'blue',
      consumerId: consumer.id,
      professionalId: pro.id,
      createdAt: p.createdAt.toISOString(),
      updatedAt: expect.any(String),
      consumerFirstName: 'Carla',
      consumerLastName: 'Jansen',
      consumerTussenvoegsel: null,
      consumerEmail: consumer.email,
      professionalFirstName: 'Pieter',
      professionalLastName: 'de Vries',
      professionalTussenvoegsel: null,
      invoice: null,
      openSteps: 9,
      awaitingInvoice: true,
      canStart: true,
      canComplete: false,
      formData: { city: 'Utrecht', searchArea: ['Utrecht', 'Zeist'], priceFrom: 250000 },
      notes: 'Graag snel contact',
      consumer: {
        id: consumer.id,
        firstName: 'Carla',
        lastName: 'Jansen',
        tussenvoegsel: null,
        email: consumer.email,
        phone: '0612345678',
      },
      professional: {
        id: pro.id,
        firstName: 'Pieter',
        lastName: 'de Vries',
        tussenvoegsel: null,
        email: pro.email,
        company: 'De Vries Makelaardij',
        specializations: ['aankoopmakelaar', 'taxatie'],
      },
    });
  });

  it('answers by uuid and by reference (any case) alike', async () => {
    const { consumer, p } = await assignedProject();
    const byId = (await t.get(`/api/projects/${p.id}`, consumer.cookie)).json();
    for (const key of [p.projectRef, p.projectRef.toLowerCase(), p.id.toUpperCase()]) {
      const res = await t.get(`/api/projects/${encodeURIComponent(key)}`, consumer.cookie);
      expect(res.statusCode, key).toBe(200);
      expect(res.json(), key).toEqual(byId);
    }
  });

  it('shows the assigned professional and admins the project; professional null while unassigned', async () => {
    const { pro, p } = await assignedProject();
    expect((await t.get(`/api/projects/${p.id}`, pro.cookie)).json().id).toBe(p.id);
    const admin = await t.loginAs('admin');
    expect((await t.get(`/api/projects/${p.projectRef}`, admin.cookie)).json().professional.id).toBe(pro.id);

    const consumer = await t.loginAs('consumer');
    const open = await makeProject(consumer, { type: 'taxatie' });
    const res = await t.get(`/api/projects/${open.id}`, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'pending',
      statusColor: 'yellow',
      professionalId: null,
      professional: null,
      consumer: { id: consumer.id, phone: null },
    });
  });

  it('answers 404 to another consumer, another professional and for unknown ids', async () => {
    const { p } = await assignedProject();
    const otherConsumer = await t.loginAs('consumer');
    const otherPro = await t.loginAs('professional');
    for (const u of [otherConsumer, otherPro]) {
      for (const key of [p.id, p.projectRef]) {
        const res = await t.get(`/api/projects/${key}`, u.cookie);
        expect(res.statusCode, `${u.role} ${key}`).toBe(404);
        expect(res.json().error).toBe(PROJECT_MESSAGES.notFound);
      }
    }
    const admin = await t.loginAs('admin');
    for (const key of ['00000000-0000-4000-8000-000000000000', 'AM-2026-99999', '-'.repeat(36)]) {
      const res = await t.get(`/api/projects/${key}`, admin.cookie);
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error).toBe(PROJECT_MESSAGES.notFound);
    }
    const bad = await t.get('/api/projects/abc', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.id).toBe(PROJECT_MESSAGES.notFound);
  });

  it('shows an admin viewing as a consumer only that consumer’s projects; 401 signed out', async () => {
    const { consumer, p } = await assignedProject();
    const asOwner = await t.adminViewingAs(consumer);
    expect((await t.get(`/api/projects/${p.id}`, asOwner.cookie)).statusCode).toBe(200);
    const asOther = await t.adminViewingAs(await t.createUser());
    expect((await t.get(`/api/projects/${p.id}`, asOther.cookie)).statusCode).toBe(404);
    const res = await t.get(`/api/projects/${p.id}`);
    expect(res.statusCode).toBe(401);
  });

  it('reads with one prepared statement that checks visibility and finds the row by key', async () => {
    const viewer = { id: '00000000-0000-4000-8000-000000000001', isAdmin: false };
    const byRef = projectDetailQuery({ by: 'ref', value: 'AM-2026-00001' }, viewer);
    expect(byRef.name).toBe('project_detail:ref');
    expect(byRef.text).toMatch(/p\.consumer_id = \$2::uuid or p\.professional_id = \$2::uuid/);
    expect(await plan(byRef)).toContain('projects_ref_key');
    const byId = projectDetailQuery({ by: 'id', value: '00000000-0000-4000-8000-000000000000' }, viewer);
    expect(byId.name).toBe('project_detail:id');
    expect(await plan(byId)).toContain('projects_pkey');
    expect(projectKey('am-2026-00042')).toEqual({ by: 'ref', value: 'AM-2026-00042' });
    expect(projectKey('-'.repeat(36))).toBeNull();
  });
});

describe('POST /api/projects/:id/assign (admin)', () => {
  it('assigns like the PATCH variant: status assigned, both told, audit-logged', async () => {
    const admin = await t.loginAs('admin');
    const consumer = await t.createUser({ firstName: 'Carla' });
    const pro = await t.createUser({ role: 'professional', firstName: 'Pieter', lastName: 'de Vries' });
    const p = await makeProject(consumer, { type: 'taxatie' });

    const res = await t.post(`/api/projects/${p.id}/assign`, { professionalId: pro.id }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Professional toegewezen',
      project: { id: p.id, status: 'assigned', professionalId: pro.id, professionalFirstName: 'Pieter' },
    });
    expect(await readProject(p.id)).toMatchObject({ status: 'assigned', professionalId: pro.id });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.linkUrl, `/project/${p.id}`));
    expect(told.map((n) => n.userId).sort()).toEqual([consumer.id, pro.id].sort());
    const mail = await t.sink.waitFor(pro.email, { subject: /Nieuwe opdracht toegewezen/ });
    expect(mail.links).toContain(`${t.config.appUrl}/project/${p.id}`);
    await t.sink.waitFor(consumer.email, { subject: /Professional toegewezen/ });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.id), eq(auditLog.action, 'project.assign')));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.id, details: { professionalId: pro.id } });
  });

  it('refuses a second assign with 409 and bad input with 400, changing nothing', async () => {
    const admin = await t.loginAs('admin');
    const pro1 = await t.createUser({ role: 'professional' });
    const pro2 = await t.createUser({ role: 'professional' });
    const p = await makeProject(await t.createUser());
    const missing = await t.post(`/api/projects/${p.id}/assign`, {}, admin.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('Kies een professional');
    const consumerAsPro = await t.post(
      `/api/projects/${p.id}/assign`,
      { professionalId: admin.id },
      admin.cookie,
    );
    expect(consumerAsPro.statusCode).toBe(400);
    expect(consumerAsPro.json().error).toBe(PROJECT_MESSAGES.notAProfessional);
    expect((await readProject(p.id)).professionalId).toBeNull();

    expect(
      (await t.post(`/api/projects/${p.id}/assign`, { professionalId: pro1.id }, admin.cookie)).statusCode,
    ).toBe(200);
    const again = await t.post(`/api/projects/${p.id}/assign`, { professionalId: pro2.id }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(PROJECT_MESSAGES.alreadyAssigned);
    expect((await readProject(p.id)).professionalId).toBe(pro1.id);

    const unknown = await t.post(
      '/api/projects/00000000-0000-4000-8000-000000000000/assign',
      { professionalId: pro1.id },
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses signed-out callers, consumers, professionals and an admin viewing as a professional', async () => {
    const pro = await t.createUser({ role: 'professional' });
    const consumer = await t.loginAs('consumer');
    const p = await makeProject(consumer);
    const body = { professionalId: pro.id };
    expect((await t.post(`/api/projects/${p.id}/assign`, body)).statusCode).toBe(401);
    expect((await t.post(`/api/projects/${p.id}/assign`, body, consumer.cookie)).statusCode).toBe(403);
    const otherPro = await t.loginAs('professional');
    expect((await t.post(`/api/projects/${p.id}/assign`, body, otherPro.cookie)).statusCode).toBe(403);
    const admin = await t.adminViewingAs(pro);
    expect((await t.post(`/api/projects/${p.id}/assign`, body, admin.cookie)).statusCode).toBe(403);
    expect((await readProject(p.id)).professionalId).toBeNull();
  });
});
