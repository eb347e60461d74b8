// POST /api/messages/send and GET /api/projects/{id}/messages (the message page).
import { MESSAGE_MESSAGES } from '@shared/messages/schemas';
import { PROJECT_MESSAGES } from '@shared/projects/schemas';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, notifications, users } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const send = (payload: unknown, cookie?: string) =>
  t.request({ method: 'POST', url: '/api/messages/send', payload: payload as object, cookie });

const makeProject = (consumerId: string, professionalId?: string) =>
  t.createProject({
    type: 'taxatie',
    consumerId,
    ...(professionalId ? { status: 'assigned', professionalId } : {}),
  });

/** The project's consumer and assigned professional, signed in. */
async function assigned() {
  const consumer = await t.loginAs('consumer', { firstName: 'Carla', lastName: 'Jansen' });
  const pro = await t.loginAs('professional', { firstName: 'Pieter', lastName: 'de Vries' });
  const p = await makeProject(consumer.id, pro.id);
  return { consumer, pro, p };
}

/** The admin's name, which their messages carry. */
const ADMIN_NAME = { firstName: 'Anne', lastName: 'Beheer' };

const messagesOf = (projectId: string) =>
  t.database.db.select().from(messages).where(eq(messages.projectId, projectId));
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('POST /api/messages/send', () => {
  it('stores a consumer’s message and tells the professional by notification and mail', async () => {
    const { consumer, pro, p } = await assigned();
    const res = await send(
      { subject: '  Vraag over de taxatie ', message: 'Wanneer komt u langs?', projectId: p.id },
      consumer.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      success: true,
      message: MESSAGE_MESSAGES.sent,
      data: {
        id: expect.any(String),
        projectId: p.id,
        subject: 'Vraag over de taxatie',
        message: 'Wanneer komt u langs?',
        createdAt: expect.any(String),
        senderId: consumer.id,
        senderName: 'Carla Jansen',
        senderRole: 'consumer',
      },
    });
    expect(await messagesOf(p.id)).toHaveLength(1);

    const link = `/contact?project=${p.id}`;
    const [notice] = await notificationsOf(pro.id);
    expect(notice).toMatchObject({ title: 'Nieuw bericht', linkUrl: link });
    expect(notice!.message).toContain('Carla Jansen');
    expect(notice!.message).toContain(p.projectRef);
    expect(await notificationsOf(consumer.id)).toHaveLength(0);

    const mail = await t.sink.waitFor(pro.email, { subject: /Nieuw bericht over Taxatie/ });
    expect(mail.subject).toContain(p.projectRef);
    expect(mail.text).toMatch(/^Geachte Pieter de Vries,$/m);
    expect(mail.text).toContain('Wanneer komt u langs?');
    expect(mail.links).toContain(`${t.config.appUrl}${link}`);
  });

  it('lets the assigned professional answer: the consumer is told', async () => {
    const { consumer, pro, p } = await assigned();
    const res = await send(
      { subject: 'Afspraak', message: 'Dinsdag om 10:00?', projectId: p.id },
      pro.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ senderId: pro.id, senderRole: 'professional' });
    const mail = await t.sink.waitFor(consumer.email, { subject: /Nieuw bericht/ });
    expect(mail.text).toContain('Dinsdag om 10:00?');
    expect(await notificationsOf(consumer.id)).toHaveLength(1);
    expect(await notificationsOf(pro.id)).toHaveLength(0);
  });

  it('lets an admin write: both parties are told; also on a project without professional', async () => {
    const { consumer, pro, p } = await assigned();
    const admin = await t.loginAs('admin', ADMIN_NAME);
    const res = await send({ subject: 'Status', message: 'Wij kijken mee.', projectId: p.id }, admin.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ senderName: 'Anne Beheer', senderRole: 'admin' });
    await t.sink.waitFor(consumer.email, { subject: /Nieuw bericht/ });
    await t.sink.waitFor(pro.email, { subject: /Nieuw bericht/ });

    const lonely = await t.createUser();
    const open = await makeProject(lonely.id);
    const res2 = await send(
      { subject: 'Welkom', message: 'We zoeken een professional.', projectId: open.id },
      admin.cookie,
    );
    expect(res2.statusCode).toBe(201);
    await t.sink.waitFor(lonely.email, { subject: /Nieuw bericht/ });
  });

  it('refuses a consumer while no professional is assigned (409, nothing stored)', async () => {
    const consumer = await t.loginAs('consumer');
    const p = await makeProject(consumer.id);
    const res = await send(
      { subject: 'Hallo', message: 'Is er al iemand?', projectId: p.id },
      consumer.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Professional is nog niet toegewezen!');
    expect(await messagesOf(p.id)).toHaveLength(0);
  });

  it('answers 404 to another consumer, another professional and for an unknown project; 401 signed out', async () => {
    const { p } = await assigned();
    const body = { subject: 'Hallo', message: 'Test', projectId: p.id };
    for (const role of ['consumer', 'professional'] as const) {
      const other = await t.loginAs(role);
      const res = await send(body, other.cookie);
      expect(res.statusCode, role).toBe(404);
      expect(res.json().error).toBe(PROJECT_MESSAGES.notFound);
    }
    const admin = await t.loginAs('admin');
    const unknown = await send({ ...body, projectId: '00000000-0000-4000-8000-000000000000' }, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect((await send(body)).statusCode).toBe(401);
    expect(await messagesOf(p.id)).toHaveLength(0);
  });

  it('lets an admin viewing as the consumer write as the admin; not for another consumer’s project', async () => {
    const { consumer, pro, p } = await assigned();
    const admin = await t.adminViewingAs(consumer, ADMIN_NAME);
    const res = await send({ subject: 'Namens u', message: 'Ik help even.', projectId: p.id }, admin.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ senderId: admin.id, senderRole: 'admin' });
    // The writer is the admin, so both parties of the project are told.
    await t.sink.waitFor(pro.email, { subject: /Nieuw bericht/ });
    await t.sink.waitFor(consumer.email, { subject: /Nieuw bericht/ });

    const { p: other } = await assigned();
    const refused = await send({ subject: 'X', message: 'Y', projectId: other.id }, admin.cookie);
    expect(refused.statusCode).toBe(404);
  });

  it('refuses blank or missing fields with 400 in Dutch and stores nothing', async () => {
    const { consumer, p } = await assigned();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: '   ', message: 'Tekst', projectId: p.id }, 'subject'],
      [{ subject: 'Onderwerp', message: '\n\t ', projectId: p.id }, 'message'],
      [{ subject: '\u200B\u200B', message: 'Tekst', projectId: p.id }, 'subject'], // only invisible characters
      [{ message: 'Tekst', projectId: p.id }, 'subject'],
      [{ subject: 'Onderwerp', projectId: p.id }, 'message'],
    ];
    for (const [payload, field] of cases) {
      const res = await send(payload, consumer.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toBe(MESSAGE_MESSAGES.fieldsRequired);
      expect(res.json().fieldErrors[field]).toBe(MESSAGE_MESSAGES.fieldsRequired);
    }
    const badProject = await send({ subject: 'A', message: 'B', projectId: 'AM-1' }, consumer.cookie);
    expect(badProject.statusCode).toBe(400);
    expect(badProject.json().fieldErrors.projectId).toBe(PROJECT_MESSAGES.notFound);
    const tooLong = await send({ subject: 'A', message: 'x'.repeat(5001), projectId: p.id }, consumer.cookie);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors.message).toBe('Maximaal 5000 tekens');
    const extra = await send({ subject: 'A', message: 'B', projectId: p.id, senderId: 'x' }, consumer.cookie);
    expect(extra.statusCode).toBe(400);
    expect(await messagesOf(p.id)).toHaveLength(0);
  });

  it('limits sending per person (429 after 30 in 10 minutes)', async () => {
    const { consumer, p } = await assigned();
    const rule = RATE_RULES.messageSendPerUser;
    const start = new Date(Math.floor(Date.now() / rule.windowMs) * rule.windowMs).toISOString();
    await t.database.db.execute(
      sql`insert into rate_limits (key, window_start, count)
          values (${`${rule.name}:${consumer.id}`}, ${start}, ${rule.limit})`,
    );
    const res = await send({ subject: 'Nog een', message: 'Bericht', projectId: p.id }, consumer.cookie);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^U heeft te veel berichten verstuurd/);
    expect(await messagesOf(p.id)).toHaveLength(0);
  });

  it('tells nobody whose account was deleted', async () => {
    const { consumer, pro, p } = await assigned();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, consumer.id));
    const res = await send({ subject: 'Hallo', message: 'Nog daar?', projectId: p.id }, pro.cookie);
    expect(res.statusCode).toBe(201);
    expect(await notificationsOf(consumer.id)).toHaveLength(0);
  });
});

describe('GET /api/projects/:id/messages', () => {
  it('gives the thread oldest first with sender names and roles, by uuid or reference', async () => {
    const { consumer, pro, p } = await assigned();
    const admin = await t.loginAs('admin', ADMIN_NAME);
    for (const [who, subject] of [
      [consumer, 'Eerste'],
      [pro, 'Tweede'],
      [admin, 'Derde'],
    ] as const) {
      expect(
        (await send({ subject, message: `${subject} bericht`, projectId: p.id }, who.cookie)).statusCode,
      ).toBe(201);
    }
    for (const who of [consumer, pro, admin]) {
      for (const key of [p.id, p.projectRef]) {
        const res = await t.get(`/api/projects/${key}/messages`, who.cookie);
        expect(res.statusCode, `${who.role} ${key}`).toBe(200);
        expect(
          res
            .json()
            .map((m: { subject: string; senderName: string; senderRole: string }) => [
              m.subject,
              m.senderName,
              m.senderRole,
            ]),
        ).toEqual([
          ['Eerste', 'Carla Jansen', 'consumer'],
          ['Tweede', 'Pieter de Vries', 'professional'],
          ['Derde', 'Anne Beheer', 'admin'],
        ]);
      }
    }
  });

  it('answers an empty list for a project without messages', async () => {
    const { consumer, p } = await assigned();
    const res = await t.get(`/api/projects/${p.id}/messages`, consumer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('answers 404 to others, an admin viewing as another consumer, unknown ids; 401 signed out', async () => {
    const { consumer, p } = await assigned();
    await send({ subject: 'Geheim', message: 'Alleen voor ons', projectId: p.id }, consumer.cookie);
    for (const role of ['consumer', 'professional'] as const) {
      const other = await t.loginAs(role);
      expect((await t.get(`/api/projects/${p.id}/messages`, other.cookie)).statusCode, role).toBe(404);
    }
    const viewingOther = await t.adminViewingAs(await t.createUser(), ADMIN_NAME);
    expect((await t.get(`/api/projects/${p.id}/messages`, viewingOther.cookie)).statusCode).toBe(404);
    const viewingOwner = await t.adminViewingAs(consumer, ADMIN_NAME);
    expect((await t.get(`/api/projects/${p.id}/messages`, viewingOwner.cookie)).json()).toHaveLength(1);
    const admin = await t.loginAs('admin');
    expect(
      (await t.get('/api/projects/00000000-0000-4000-8000-000000000000/messages', admin.cookie)).statusCode,
    ).toBe(404);
    expect((await t.get(`/api/projects/${p.id}/messages`)).statusCode).toBe(401);
  });
});
