import { todayInAmsterdam } from '@shared/workflows';
import { and, eq, sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { appointments, auditLog, notifications } from '../../db/schema';
import { sendAppointmentReminders } from '../../jobs/appointment-reminders';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import type { ReceivedMail } from '../../test/smtp-sink';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Cookied = TestUser & { cookie: string };

/** A day `days` ahead of today in Amsterdam, as the forms send it. */
function dayAhead(days: number): string {
  const [y, m, d] = todayInAmsterdam().split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

const DAMRAK = { street: 'Damrak', houseNumber: '45', postcode: '1012 LG', city: 'Amsterdam' };

/** A buyer's agent's project with a professional, its steps started. */
async function setup(): Promise<{
  consumer: Cookied;
  pro: Cookied;
  projectId: string;
  projectRef: string;
}> {
  const consumer = await t.loginAs('consumer');
  const pro = await t.loginAs('professional');
  const row = await t.createProject({
    type: 'aankoopmakelaar',
    consumerId: consumer.id,
    formData: DAMRAK,
    status: 'assigned',
    professionalId: pro.id,
  });
  const init = await t.post(`/api/projects/${row.id}/steps/initialize`, {}, pro.cookie);
  expect(init.statusCode).toBe(200);
  return { consumer, pro, projectId: row.id, projectRef: row.projectRef };
}

const intake = (projectId: string, date: string, time: string, cookie: string) =>
  t.post(
    `/api/projects/${projectId}/steps/1/complete`,
    { stepData: { afspraakDatum: date, afspraakTijd: time } },
    cookie,
  );

const rowsOf = (projectId: string) =>
  t.database.db.select().from(appointments).where(eq(appointments.projectId, projectId));

/** The mails to `email` whose subject matches, after the outbox has run. */
async function mailsTo(email: string, subject: RegExp): Promise<ReceivedMail[]> {
  await t.flushMail();
  return t.sink.mails.filter((m) => m.to.includes(email) && subject.test(m.subject));
}

/** The .ics of a mail, parsed. */
function calendarOf(mail: ReceivedMail) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(file, `no .ics in ${mail.subject}`).toBeDefined();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const event = calendar.getFirstSubcomponent('vevent')!;
  return {
    contentType: file!.contentType,
    method: calendar.getFirstPropertyValue('method'),
    timezone: calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: Number(event.getFirstPropertyValue('sequence')),
    status: event.getFirstPropertyValue('status'),
    startTzid: event.getFirstProperty('dtstart')!.getParameter('tzid'),
    start: String(event.getFirstPropertyValue('dtstart')),
    location: event.getFirstPropertyValue('location'),
    attendees: event.getAllProperties('attendee').map((p) => String(p.getFirstValue())),
  };
}

describe('saving an appointment step', () => {
  it('invites both parties with an .ics (REQUEST, Amsterdam time); a change raises SEQUENCE; an unchanged save sends nothing', async () => {
    const { consumer, pro, projectId, projectRef } = await setup();
    const date = dayAhead(10);
    expect((await intake(projectId, date, '10:30', pro.cookie)).statusCode).toBe(200);

    const [row] = await rowsOf(projectId);
    expect(row).toMatchObject({ stepNumber: 1, title: 'Intakegesprek', status: 'active', sequence: 0 });
    expect(row!.location).toBe('Damrak 45, 1012 LG Amsterdam');

    for (const person of [consumer, pro]) {
      const [mail] = await mailsTo(person.email, /^Uitnodiging: Intakegesprek/);
      expect(mail?.subject).toContain(projectRef);
      const ics = calendarOf(mail!);
      expect(ics.method).toBe('REQUEST');
      expect(ics.contentType).toContain('text/calendar');
      expect(ics.uid).toBe(row!.uid);
      expect(ics.sequence).toBe(0);
      expect(ics.timezone).toBe('Europe/Amsterdam');
      expect(ics.startTzid).toBe('Europe/Amsterdam');
      expect(ics.start).toBe(`${date}T10:30:00`);
      expect(ics.location).toBe('Damrak 45, 1012 LG Amsterdam');
      expect(ics.attendees.map((a) => a.toLowerCase())).toEqual([
        `mailto:${consumer.email}`,
        `mailto:${pro.email}`,
      ]);
    }

    // Corrected to another time: the same UID, SEQUENCE 1, a change mail and the consumer's notification.
    expect((await intake(projectId, date, '14:00', pro.cookie)).statusCode).toBe(200);
    const [moved] = await rowsOf(projectId);
    expect(moved).toMatchObject({ uid: row!.uid, sequence: 1 });
    const [change] = await mailsTo(consumer.email, /^Gewijzigde afspraak/);
    const changed = calendarOf(change!);
    expect(changed).toMatchObject({
      method: 'REQUEST',
      uid: row!.uid,
      sequence: 1,
      start: `${date}T14:00:00`,
    });
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, consumer.id), eq(notifications.title, 'Afspraak verzet')));
    expect(told).toHaveLength(1);
    expect(told[0]!.message).toContain('14:00');

    // Saved again as it is: nothing is sent, nothing rises.
    const before = t.sink.mails.length;
    expect((await intake(projectId, date, '14:00', pro.cookie)).statusCode).toBe(200);
    await t.flushMail();
    expect(t.sink.mails.length).toBe(before);
    expect((await rowsOf(projectId))[0]!.sequence).toBe(1);
  });

  it('saving the active step without completing it makes the appointment; clearing its date cancels it (METHOD:CANCEL)', async () => {
    const { consumer, pro, projectId } = await setup();
    const save = (stepData: object) =>
      t.request({
        method: 'PUT',
        url: `/api/projects/${projectId}/steps/1`,
        payload: { stepData },
        cookie: pro.cookie,
      });
    expect((await save({ afspraakDatum: dayAhead(5), afspraakTijd: '09:00' })).statusCode).toBe(200);
    const [row] = await rowsOf(projectId);
    expect(row).toMatchObject({ status: 'active', sequence: 0 });
    await mailsTo(consumer.email, /^Uitnodiging/);

    expect((await save({ afspraakDatum: '', afspraakTijd: '09:00' })).statusCode).toBe(200);
    expect((await rowsOf(projectId))[0]).toMatchObject({ status: 'cancelled', sequence: 1 });
    const [mail] = await mailsTo(consumer.email, /^Afspraak geannuleerd/);
    expect(calendarOf(mail!)).toMatchObject({
      method: 'CANCEL',
      uid: row!.uid,
      sequence: 1,
      status: 'CANCELLED',
    });

    // Planned again: the same appointment comes back with the next sequence.
    expect((await save({ afspraakDatum: dayAhead(6), afspraakTijd: '09:00' })).statusCode).toBe(200);
    expect((await rowsOf(projectId))[0]).toMatchObject({ status: 'active', sequence: 2, uid: row!.uid });
  });

  it('cancels every appointment ahead when an admin cancels the project, mailing METHOD:CANCEL', async () => {
    const { consumer, pro, projectId } = await setup();
    await intake(projectId, dayAhead(3), '11:00', pro.cookie);
    const admin = await t.loginAs('admin');
    const res = await t.patch(`/api/projects/${projectId}/status`, { status: 'cancelled' }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect((await rowsOf(projectId))[0]).toMatchObject({ status: 'cancelled', sequence: 1 });
    for (const person of [consumer, pro]) {
      const [mail] = await mailsTo(person.email, /^Afspraak geannuleerd/);
      expect(calendarOf(mail!)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    }
  });

  it('makes no appointment for a step that plans none', async () => {
    const { pro, projectId } = await setup();
    await intake(projectId, dayAhead(3), '11:00', pro.cookie);
    const step2 = await t.post(
      `/api/projects/${projectId}/steps/2/complete`,
      { stepData: { bezichtigingen: [{ object: 'Laan 1', bezichtigingDatum: `${dayAhead(4)}T10:00` }] } },
      pro.cookie,
    );
    expect(step2.statusCode).toBe(200);
    expect(await rowsOf(projectId)).toHaveLength(1);
  });
});

describe('GET /api/projects/{id}/appointments', () => {
  it('answers whoever sees the project; 404 for others; 401 signed out', async () => {
    const { consumer, pro, projectId, projectRef } = await setup();
    await intake(projectId, dayAhead(7), '10:00', pro.cookie);
    const admin = await t.loginAs('admin');
    for (const who of [consumer, pro, admin]) {
      const res = await t.get(`/api/projects/${projectId}/appointments`, who.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        expect.objectContaining({
          projectId: projectRef,
          title: 'Intakegesprek',
          status: 'active',
          stepNumber: 1,
        }),
      ]);
    }
    expect((await t.get(`/api/projects/${projectRef}/appointments`, consumer.cookie)).statusCode).toBe(200);
    for (const role of ['consumer', 'professional'] as const) {
      const other = await t.loginAs(role);
      const res = await t.get(`/api/projects/${projectId}/appointments`, other.cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
    expect((await t.get(`/api/projects/${projectId}/appointments`)).statusCode).toBe(401);
    expect((await t.get('/api/projects/not-a-project/appointments', consumer.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/appointments', () => {
  it("gives the caller's own: a consumer's projects, a professional's assigned ones, an admin every one", async () => {
    const a = await setup();
    const b = await setup();
    await intake(a.projectId, dayAhead(8), '10:00', a.pro.cookie);
    await intake(b.projectId, dayAhead(9), '10:00', b.pro.cookie);
    const ids = async (cookie: string, query = '') =>
      ((await t.get(`/api/appointments${query}`, cookie)).json() as { projectUuid: string }[]).map(
        (x) => x.projectUuid,
      );
    expect(await ids(a.consumer.cookie)).toEqual([a.projectId]);
    expect(await ids(b.pro.cookie)).toEqual([b.projectId]);
    const admin = await t.loginAs('admin');
    expect(await ids(admin.cookie)).toEqual(expect.arrayContaining([a.projectId, b.projectId]));
    // A period that ends before the appointment leaves it out; the 'to' day itself is included.
    expect(await ids(a.consumer.cookie, `?from=${dayAhead(0)}&to=${dayAhead(7)}`)).toEqual([]);
    expect(await ids(a.consumer.cookie, `?from=${dayAhead(0)}&to=${dayAhead(8)}`)).toEqual([a.projectId]);
    expect((await t.get('/api/appointments')).statusCode).toBe(401);
  });

  it('refuses bad dates, a period that ends before it starts and one longer than a year', async () => {
    const consumer = await t.loginAs('consumer');
    for (const query of [
      '?from=morgen',
      '?from=2026-02-30',
      '?to=2026-13-01',
      '?from=2026-05-01&to=2026-04-01',
      '?from=2026-01-01&to=2027-06-01',
    ]) {
      const res = await t.get(`/api/appointments${query}`, consumer.cookie);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().fieldErrors, query).toBeDefined();
    }
    const ok = await t.get(
      '/api/appointments?from=2026-01-01T00:00:00%2B01:00&to=2026-03-01',
      consumer.cookie,
    );
    expect(ok.statusCode).toBe(200);
  });
});

describe('the calendar link and feed', () => {
  it('makes a link shown once, serves the feed (METHOD:PUBLISH) by it, replaces and revokes it; audit-logged', async () => {
    const { consumer, pro, projectId } = await setup();
    await intake(projectId, dayAhead(6), '16:15', pro.cookie);
    expect((await t.get('/api/calendar/token', consumer.cookie)).json()).toEqual({
      active: false,
      createdAt: null,
    });

    const made = await t.post('/api/calendar/token', {}, consumer.cookie);
    expect(made.statusCode).toBe(201);
    const url = new URL(made.json().url);
    expect(url.pathname).toMatch(/^\/api\/calendar\/[\w-]{30,}\.ics$/);
    expect((await t.get('/api/calendar/token', consumer.cookie)).json()).toMatchObject({ active: true });

    const feed = await t.get(url.pathname);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Europe/Amsterdam',
    );
    const [row] = await rowsOf(projectId);
    expect(calendar.getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'))).toEqual([
      row!.uid,
    ]);

    // The token itself is not stored.
    const stored = JSON.stringify(await selectRows(t.database.db, sql`select * from calendar_tokens`));
    expect(stored).not.toContain(url.pathname.split('/').pop()!.replace('.ics', ''));

    const again = await t.post('/api/calendar/token', {}, consumer.cookie);
    expect((await t.get(url.pathname)).statusCode).toBe(404);
    const second = new URL(again.json().url).pathname;
    expect((await t.get(second)).statusCode).toBe(200);

    expect(
      (await t.request({ method: 'DELETE', url: '/api/calendar/token', cookie: consumer.cookie })).statusCode,
    ).toBe(204);
    const gone = await t.get(second);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().code).toBe('NOT_FOUND');
    expect(
      (await t.request({ method: 'DELETE', url: '/api/calendar/token', cookie: consumer.cookie })).statusCode,
    ).toBe(404);
    expect((await t.get('/api/calendar/onbekend.ics')).statusCode).toBe(404);

    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, consumer.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['calendar.token-created', 'calendar.token-revoked']),
    );
  });

  it("a professional's feed holds their assigned projects' appointments; an admin viewing as someone may not make one", async () => {
    const { consumer, pro, projectId } = await setup();
    await intake(projectId, dayAhead(6), '08:00', pro.cookie);
    const made = await t.post('/api/calendar/token', {}, pro.cookie);
    const feed = await t.get(new URL(made.json().url).pathname);
    expect(feed.body).toContain('Intakegesprek');

    const admin = await t.adminViewingAs(consumer);
    const refused = await t.post('/api/calendar/token', {}, admin.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
  });
});

describe('the reminder job', () => {
  it('reminds once, 24 hours before; two rounds at once remind once; never an appointment already begun', async () => {
    const { consumer, pro, projectId } = await setup();
    await intake(projectId, dayAhead(3), '10:00', pro.cookie);
    const [row] = await rowsOf(projectId);
    const startsAt = row!.startsAt.getTime();
    const hour = 60 * 60_000;

    // Other tests' appointments share the database: this one's row and mails tell what happened to it.
    const reminded = async () => (await rowsOf(projectId))[0]!.reminderSentAt;
    // Two days ahead: not yet.
    await sendAppointmentReminders(t.app.ctx, new Date(startsAt - 48 * hour));
    expect(await reminded()).toBeNull();
    // 23 hours ahead, by two nodes at once: one of them sends it.
    const at = new Date(startsAt - 23 * hour);
    const [one, two] = await Promise.all([
      sendAppointmentReminders(t.app.ctx, at),
      sendAppointmentReminders(t.app.ctx, at),
    ]);
    expect(one + two).toBeGreaterThanOrEqual(1);
    expect(await reminded()).toEqual(at);
    await sendAppointmentReminders(t.app.ctx, new Date(startsAt - 2 * hour));
    expect(await mailsTo(consumer.email, /^Herinnering: Intakegesprek/)).toHaveLength(1);
    expect(await mailsTo(pro.email, /^Herinnering: Intakegesprek/)).toHaveLength(1);

    // An appointment whose moment has passed is never reminded of, however late the job runs.
    const late = await setup();
    await intake(late.projectId, dayAhead(2), '10:00', late.pro.cookie);
    const [lateRow] = await rowsOf(late.projectId);
    await sendAppointmentReminders(t.app.ctx, new Date(lateRow!.startsAt.getTime() + hour));
    expect((await rowsOf(late.projectId))[0]!.reminderSentAt).toBeNull();
    expect(await mailsTo(late.consumer.email, /^Herinnering/)).toHaveLength(0);
  });
});
