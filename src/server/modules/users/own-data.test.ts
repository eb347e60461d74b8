// One's own data on /profiel (decision 0043): the export's ZIP, opened and read here, and deleting one's own account.
import { OWN_DATA_MESSAGES } from '@shared/users/own-data';
import { ROLE_LABELS } from '@shared/users/roles';
import { DELETED_USER_NAME } from '@shared/users/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditLog, invoices, notifications, projects, sessions, users } from '../../db/schema';
import { pdf, png } from '../../test/files';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { awayFromWindowEdge, createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { EXPORT_RATE_RULE } from './export';

let t: TestApp;
type Signed = TestUser & { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const exportOf = (cookie?: string) => t.request({ method: 'GET', url: '/api/profile/export', cookie });
const deleteOwn = (payload: unknown, cookie?: string) => t.post('/api/profile/delete', payload, cookie);

/** The ZIP's entries by path. */
function unzip(body: Buffer): Record<string, Uint8Array> {
  return unzipSync(new Uint8Array(body));
}
const jsonOf = (entries: Record<string, Uint8Array>, name: string) =>
  JSON.parse(Buffer.from(entries[name]!).toString('utf8'));
/** Every entry as one text, to look for what must not be there. */
const allText = (entries: Record<string, Uint8Array>) =>
  Object.values(entries)
    .map((e) => Buffer.from(e).toString('latin1'))
    .join('\n');

const upload = (projectId: string, filename: string, content: Buffer, cookie: string) =>
  t.postMultipart(
    `/api/projects/${projectId}/documents`,
    [
      { name: 'files', filename, content },
      { name: 'category', value: 'general' },
    ],
    cookie,
  );

/** Everything an account can have: a project with an invoice, documents of both sides, messages, an appointment. */
async function world() {
  const consumer = await t.loginAs('consumer', { firstName: 'Sanne', lastName: 'Berg' });
  const pro = await t.loginAs('professional', { firstName: 'Pieter' });
  await withCompanyDetails(t, pro.id);
  const { project, invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
  const admin = await t.loginAs('admin');
  const own = pdf();
  const report = png();
  // Consumers hand in files through document requests; admins and the professional upload.
  expect((await upload(project.id, 'koopcontract.pdf', own, admin.cookie)).statusCode).toBe(201);
  expect((await upload(project.id, 'foto-dak.png', report, pro.cookie)).statusCode).toBe(201);
  for (const [who, text] of [
    [consumer, 'Vraag van de klant'],
    [pro, 'Antwoord van de professional'],
  ] as const) {
    const res = await t.post(
      '/api/messages/send',
      { projectId: project.id, subject: 'Bezichtiging', message: text },
      who.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
  }
  const startsAt = new Date(Date.now() + 3 * 86_400_000);
  await t.database.db.insert(appointments).values({
    projectId: project.id,
    stepNumber: 2,
    uid: `test-${project.id}@woonportaal`,
    title: 'Bezichtiging Dorpsstraat 12',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 3_600_000),
    location: 'Dorpsstraat 12, Utrecht',
  });
  await t.database.db
    .insert(notifications)
    .values({ userId: consumer.id, title: 'Welkom', message: 'Welkom bij Woonportaal' });
  expect(
    (
      await t.patch(
        '/api/profile',
        { firstName: 'Sanne', tussenvoegsel: 'van der', lastName: 'Berg' },
        consumer.cookie,
      )
    ).statusCode,
  ).toBe(200);

  // Someone else's project, documents and messages, which neither export may hold.
  const other = await t.loginAs('consumer', { firstName: 'Anderpersoon', lastName: 'Geheimhouder' });
  const otherProject = await t.createProject({
    consumerId: other.id,
    status: 'in_progress',
    professionalId: pro.id,
    formData: { street: 'Geheimstraat', note: 'ANDERMANS-GEGEVENS' },
  });
  expect((await upload(otherProject.id, 'ander.pdf', pdf(2048), admin.cookie)).statusCode).toBe(201);
  await t.post(
    '/api/messages/send',
    { projectId: otherProject.id, subject: 'Ander', message: 'ANDERMANS-BERICHT' },
    other.cookie,
  );
  return { consumer, pro, project, invoice, own, report, other, otherProject };
}

describe('GET /api/profile/export', () => {
  it('gives the consumer a ZIP with every part, the invoice PDF and the documents byte for byte, and nobody else’s data', async () => {
    const w = await world();
    const res = await exportOf(w.consumer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="woonportaal-gegevens-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const zip = unzip(res.rawPayload);
    for (const part of [
      'profiel.json',
      'opdrachten.json',
      'berichten.json',
      'meldingen.json',
      'afspraken.json',
      'facturen.json',
      'documenten.json',
      'logboek.json',
    ])
      expect(Object.keys(zip)).toContain(part);

    const profile = jsonOf(zip, 'profiel.json');
    expect(profile.account).toMatchObject({
      id: w.consumer.id,
      email: w.consumer.email,
      firstName: 'Sanne',
      tussenvoegsel: 'van der',
      lastName: 'Berg',
      role: 'consumer',
      straat: 'Thuisweg',
      twoFactorEnabled: false,
    });
    expect(JSON.stringify(profile)).not.toMatch(/passwordHash|totpSecret|\$argon2/);

    const [project] = jsonOf(zip, 'opdrachten.json');
    expect(jsonOf(zip, 'opdrachten.json')).toHaveLength(1);
    expect(project).toMatchObject({
      projectRef: w.project.projectRef,
      yourRole: 'client',
      formData: { street: 'Dorpsstraat', houseNumber: '12' },
    });
    expect(Array.isArray(project.steps)).toBe(true);

    const messages = jsonOf(zip, 'berichten.json');
    expect(messages.map((m: { message: string; fromYou: boolean }) => [m.message, m.fromYou])).toEqual([
      ['Vraag van de klant', true],
      ['Antwoord van de professional', false],
    ]);
    expect(jsonOf(zip, 'meldingen.json').map((n: { title: string }) => n.title)).toContain('Welkom');
    expect(jsonOf(zip, 'afspraken.json')).toEqual([
      expect.objectContaining({
        projectRef: w.project.projectRef,
        title: 'Bezichtiging Dorpsstraat 12',
        location: 'Dorpsstraat 12, Utrecht',
      }),
    ]);

    const [invoice] = jsonOf(zip, 'facturen.json');
    expect(invoice).toMatchObject({ invoiceNumber: w.invoice.invoiceNumber, yourRole: 'client' });
    const download = await t.get(`/api/invoices/${w.invoice.id}/download`, w.consumer.cookie);
    expect(Buffer.from(zip[invoice.pdf]!).equals(download.rawPayload)).toBe(true);

    const docs = jsonOf(zip, 'documenten.json');
    expect(docs.map((d: { originalName: string }) => d.originalName).sort()).toEqual([
      'foto-dak.png',
      'koopcontract.pdf',
    ]);
    const fileOf = (name: string) =>
      Buffer.from(zip[docs.find((d: { originalName: string }) => d.originalName === name).file]!);
    expect(fileOf('koopcontract.pdf').equals(w.own)).toBe(true);
    expect(fileOf('foto-dak.png').equals(w.report)).toBe(true);

    const log = jsonOf(zip, 'logboek.json');
    expect(log.map((a: { action: string }) => a.action)).toContain('users.profile-updated');

    const text = allText(zip);
    for (const foreign of [
      'ANDERMANS-GEGEVENS',
      'ANDERMANS-BERICHT',
      w.other.email,
      'Geheimhouder',
      'ander.pdf',
    ])
      expect(text).not.toContain(foreign);

    // Audit-logged: who downloaded their data, and when.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.consumer.id), eq(auditLog.action, 'users.data-exported')));
    expect(entry).toMatchObject({ actorId: w.consumer.id, entityType: 'user' });
  });

  it('gives a professional their assigned projects without the client’s request data, their own uploads and their invoices', async () => {
    const w = await world();
    const res = await exportOf(w.pro.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const zip = unzip(res.rawPayload);
    const projectsOut = jsonOf(zip, 'opdrachten.json');
    expect(projectsOut.map((p: { projectRef: string }) => p.projectRef).sort()).toEqual(
      [w.project.projectRef, w.otherProject.projectRef].sort(),
    );
    for (const p of projectsOut) {
      expect(p.yourRole).toBe('professional');
      expect(p).not.toHaveProperty('formData');
    }
    const docs = jsonOf(zip, 'documenten.json');
    expect(docs.map((d: { originalName: string }) => d.originalName)).toEqual(['foto-dak.png']);
    expect(Buffer.from(zip[docs[0].file]!).equals(w.report)).toBe(true);
    const [invoice] = jsonOf(zip, 'facturen.json');
    expect(invoice).toMatchObject({ invoiceNumber: w.invoice.invoiceNumber, yourRole: 'professional' });
    expect(zip[invoice.pdf]).toBeDefined();
    expect(jsonOf(zip, 'profiel.json').professionalProfile).toMatchObject({ kvkNummer: '12345678' });
    const text = allText(zip);
    expect(text).not.toContain('ANDERMANS-GEGEVENS');
    expect(text).not.toContain('koopcontract.pdf');
  });

  it('is refused signed out (401), while viewing as someone else (403), and for the last admin (409)', async () => {
    expect((await exportOf()).statusCode).toBe(401);
    const consumer = await t.createUser({ role: 'consumer' });
    const admin = await t.adminViewingAs(consumer);
    const viewing = await exportOf(admin.cookie);
    expect(viewing.statusCode).toBe(403);
    expect(viewing.json().message).toBe(OWN_DATA_MESSAGES.notWhileViewingAs);
    await t.viewAs(admin.cookie, admin.id).catch(() => {});

    await asLastAdmin(async (lone) => {
      const res = await exportOf(lone.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        code: 'LAST_ADMIN',
        error: OWN_DATA_MESSAGES.lastAdmin,
        message: OWN_DATA_MESSAGES.lastAdmin,
      });
    });
    // With another admin there, an admin downloads theirs.
    const admin2 = await t.loginAs('admin');
    expect((await exportOf(admin2.cookie)).statusCode).toBe(200);
  });

  it('is rate-limited per account', async () => {
    await awayFromWindowEdge(EXPORT_RATE_RULE.windowMs);
    const u = await t.loginAs('consumer');
    for (let i = 0; i < EXPORT_RATE_RULE.limit; i++) expect((await exportOf(u.cookie)).statusCode).toBe(200);
    const refused = await exportOf(u.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
  });
});

/** Runs `work` with `lone` as the only admin left (the others are consumers meanwhile). */
async function asLastAdmin(work: (lone: Signed) => Promise<void>) {
  const lone = await t.loginAs('admin');
  const others = await t.database.db
    .update(users)
    .set({ role: 'consumer' })
    .where(sql`${users.role} = 'admin' and ${users.id} <> ${lone.id}`)
    .returning({ id: users.id });
  try {
    await work(lone);
  } finally {
    for (const o of others)
      await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, o.id));
  }
}

const PERIOD_MS = 30_000;
const codeAt = (secret: string, step: number) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * PERIOD_MS });

async function canSignIn(user: TestUser) {
  const res = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
  });
  return res.statusCode === 200;
}

describe('POST /api/profile/delete', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const u = await t.loginAs('consumer');
    const res = await deleteOwn({ password: 'Verkeerd123!' }, u.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      fieldErrors: { password: expect.any(String) },
    });
    expect((await t.get('/api/auth/user', u.cookie)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.email).toBe(u.email);
  });

  it('asks for the code when two-factor sign-in is on, refuses a wrong one, and takes a recovery code', async () => {
    const u = await t.loginAs('consumer');
    const setup = await t.post('/api/auth/2fa/setup', { password: u.password }, u.cookie);
    const { secret } = setup.json();
    const step = Math.floor(Date.now() / PERIOD_MS);
    const enable = await t.post('/api/auth/2fa/enable', { code: codeAt(secret, step) }, u.cookie);
    expect(enable.statusCode).toBe(200);
    const { recoveryCodes } = enable.json() as { recoveryCodes: string[] };

    const without = await deleteOwn({ password: u.password, code: '' }, u.cookie);
    expect(without.statusCode).toBe(400);
    expect(without.json()).toMatchObject({
      code: 'INVALID_TWO_FACTOR_CODE',
      fieldErrors: { code: expect.any(String) },
    });
    const wrong = await deleteOwn({ password: u.password, code: '000000' }, u.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const [kept] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(kept?.deletedAt ?? null).toBeNull();
    expect((await t.get('/api/auth/user', u.cookie)).statusCode).toBe(200);

    const done = await deleteOwn({ password: u.password, code: recoveryCodes[0] }, u.cookie);
    expect(done.statusCode, done.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
  });

  it('anonymises a consumer others rely on: signed out everywhere, invoices kept, the professionals and admins told', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const consumer = await t.loginAs('consumer', { firstName: 'Sanne', lastName: 'Berg' });
    const elsewhere = await t.login(consumer.email);
    const pro = await t.loginAs('professional');
    await withCompanyDetails(t, pro.id);
    const { project, invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    await t.database.db
      .update(projects)
      .set({ status: 'completed', completedAt: new Date() })
      .where(eq(projects.id, project.id));
    const openPro = await t.createUser({ role: 'professional' });
    const open = await t.createProject({
      consumerId: consumer.id,
      status: 'assigned',
      professionalId: openPro.id,
    });

    await t.database.db.update(users).set({ tussenvoegsel: 'van der' }).where(eq(users.id, consumer.id));
    const res = await deleteOwn({ password: consumer.password }, consumer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, message: OWN_DATA_MESSAGES.deleted });
    expect(res.cookies.find((c) => c.name === 'sid')?.value ?? '').toBe('');

    // Cannot sign in, and no session of theirs is left.
    expect(await canSignIn(consumer)).toBe(false);
    for (const cookie of [consumer.cookie, elsewhere])
      expect((await t.get('/api/auth/user', cookie)).statusCode).toBe(401);
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, consumer.id))).toEqual([]);

    // Anonymised as decision 0005 says; the invoice stays, naming the anonymised account.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, consumer.id));
    expect(row).toMatchObject({
      ...DELETED_USER_NAME,
      phone: null,
      passwordHash: null,
      tussenvoegsel: null,
      straat: null,
      postcode: null,
      plaats: null,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.email).toMatch(/@verwijderd\.invalid$/);
    const [kept] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept).toMatchObject({ consumerId: consumer.id, invoiceNumber: invoice.invoiceNumber });
    expect((await t.database.db.select().from(projects).where(eq(projects.id, open.id)))[0]?.status).toBe(
      'cancelled',
    );

    // Told: the professional of the finished project, the one of the cancelled one, and every admin.
    const noticesOf = (userId: string) =>
      t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.createdAt));
    expect(await noticesOf(pro.id)).toContainEqual(
      expect.objectContaining({
        title: OWN_DATA_MESSAGES.professionalTitle,
        message: OWN_DATA_MESSAGES.professionalMessage('Sanne van der Berg', [project.projectRef]),
      }),
    );
    expect((await noticesOf(openPro.id)).map((n) => n.title)).toContain('Opdracht geannuleerd');
    expect(await noticesOf(admin.id)).toContainEqual(
      expect.objectContaining({
        title: OWN_DATA_MESSAGES.adminTitle,
        message: OWN_DATA_MESSAGES.adminMessage('Sanne van der Berg', ROLE_LABELS.consumer),
      }),
    );
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, consumer.id), eq(auditLog.action, 'users.anonymised')));
    expect(entry).toMatchObject({
      actorId: consumer.id,
      details: expect.objectContaining({ ownRequest: true }),
    });
  });

  it('erases an account nobody relies on', async () => {
    const u = await t.loginAs('professional');
    const res = await deleteOwn({ password: u.password }, u.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(users).where(eq(users.id, u.id))).toEqual([]);
    expect(await canSignIn(u)).toBe(false);
  });

  it('is refused for the last admin, signed out, while viewing as someone, and on bad input', async () => {
    await asLastAdmin(async (lone) => {
      const res = await deleteOwn({ password: lone.password }, lone.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('LAST_ADMIN');
      expect((await t.get('/api/auth/user', lone.cookie)).statusCode).toBe(200);
    });
    expect((await deleteOwn({ password: 'x' })).statusCode).toBe(401);
    const consumer = await t.createUser({ role: 'consumer' });
    const admin = await t.adminViewingAs(consumer);
    const viewing = await deleteOwn({ password: admin.password }, admin.cookie);
    expect(viewing.statusCode).toBe(403);
    expect(
      (await t.database.db.select().from(users).where(eq(users.id, consumer.id)))[0]?.deletedAt,
    ).toBeNull();
    const u = await t.loginAs('consumer');
    for (const payload of [
      {},
      { password: '' },
      { password: u.password, extra: 1 },
      { password: u.password, code: 'abc' },
    ]) {
      const bad = await deleteOwn(payload, u.cookie);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.get('/api/auth/user', u.cookie)).statusCode).toBe(200);
  });
});
