import { SESSION_COOKIE } from '@shared/constants';
import { REQUEST_MESSAGES } from '@shared/requests/api';
import { HOUSE_NUMBER_HINT } from '@shared/requests/constants';
import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, projects, users } from '../../db/schema';
import { RATE_RULES } from '../../lib/rate-limit';
import {
  exampleAankoopmakelaar,
  exampleBouwkundige,
  exampleEnergielabel,
  exampleHypotheekAdviseurRequest,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleTaxatieExtended,
  exampleVerduurzaming,
  exampleVerkoopmakelaar,
} from '../../test/fixtures/requests';
import { awayFromWindowEdge, createTestApp, linkTo, type TestApp, tokenOf } from '../../test/helpers';

let t: TestApp;
let admin: { id: string; email: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(async () => {
  await t.close();
});

// Every test posts from its own address, so the per-IP limit of one test never spills into another.
let ipCounter = 0;
const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let mailCounter = 0;
const uniqueEmail = (name = 'aanvrager') => `${name}${++mailCounter}-${Date.now()}@example.nl`;

const post = (url: string, payload: unknown, opts: { ip?: string; cookie?: string } = {}) =>
  t.request({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: opts.ip ?? newIp(),
    cookie: opts.cookie,
  });

const db = () => t.database.db;
const countOf = async (table: typeof users | typeof projects) =>
  Number((await db().select({ n: count() }).from(table))[0]!.n);
const userByEmail = async (email: string) =>
  (await db().select().from(users).where(eq(users.email, email)))[0];
const projectByRef = async (ref: string) =>
  (await db().select().from(projects).where(eq(projects.projectRef, ref)))[0];
/** An account's projects, newest first. */
const projectsOf = (consumerId: string) =>
  db().select().from(projects).where(eq(projects.consumerId, consumerId)).orderBy(desc(projects.createdAt));

describe('POST /api/public/aankoopmakelaar', () => {
  it('makes an unverified account without a password, the project, and mails a set-password link (never a password)', async () => {
    const email = uniqueEmail('koper');
    const res = await post('/api/public/aankoopmakelaar', {
      ...exampleAankoopmakelaar(` ${email.toUpperCase()} `),
      projectId: 'AM-1999-99999',
      consumerId: admin.id,
      status: 'completed',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, existingUser: false, message: REQUEST_MESSAGES.received });
    expect(body.projectId).toMatch(/^AM-\d{4}-\d{5}$/);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();

    const user = await userByEmail(email);
    // The account starts with the form's salutation ('dhr' is the account's 'Dhr.') and tussenvoegsel, and keeps
    // the phone in E.164 like /profiel does.
    expect(user).toMatchObject({
      role: 'consumer',
      aanhef: 'Dhr.',
      firstName: 'Jan',
      tussenvoegsel: 'van',
      lastName: 'Jansen',
      phone: '+31612345678',
    });
    expect(user!.passwordHash).toBeNull();
    expect(user!.emailVerifiedAt).toBeNull();

    const project = await projectByRef(body.projectId);
    expect(project).toMatchObject({ type: 'aankoopmakelaar', status: 'pending', consumerId: user!.id });
    expect(project!.title).toBe('Aankoopmakelaar – Amsterdam, Utrecht, Haarlem');
    expect(project!.formData).toMatchObject({
      searchArea: ['Amsterdam', 'Utrecht', 'Haarlem'],
      priceFrom: '250000',
      email,
    });
    // Client-sent fields that only the server decides are neither stored nor obeyed, and the honeypot is not kept.
    expect(project!.formData).not.toHaveProperty('projectId');
    expect(project!.formData).not.toHaveProperty('consumerId');
    expect(project!.formData).not.toHaveProperty('status');

    const mail = await t.sink.waitFor(email, { subject: /Uw account bij Woonportaal/, timeoutMs: 20_000 });
    expect(mail.text).toContain('Geachte heer Van Jansen');
    expect(mail.text).not.toMatch(/wachtwoord\s*:/i);
    const setPassword = linkTo(mail, '/reset-password?token=');
    expect(linkTo(mail, '/verify-email?token=')).toBeTruthy();

    // The link works once: it sets the password, which proves the address, and then sign-in works.
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(setPassword), password: 'MijnEigen123!' },
    });
    expect(reset.statusCode).toBe(200);
    const cookie = await t.login(email, 'MijnEigen123!');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie });
    expect(me.json()).toMatchObject({ email, emailVerified: true });
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(setPassword), password: 'NogEen123!' },
    });
    expect(again.statusCode).toBe(400);

    // The new consumer hears about the request in the portal too.
    const notes = await db().select().from(notifications).where(eq(notifications.userId, user!.id));
    expect(notes).toEqual([
      expect.objectContaining({ title: 'Aanvraag ontvangen', linkUrl: `/project/${project!.id}` }),
    ]);
  });

  it('attaches the project to a known address: existingUser, nobody signed in, no second account, the owner told', async () => {
    const owner = await t.createUser({ role: 'consumer', email: uniqueEmail('bestaand') });
    const before = await userByEmail(owner.email);
    const res = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(owner.email));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      existingUser: true,
      message: REQUEST_MESSAGES.receivedExistingUser,
    });
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const rows = await db().select().from(users).where(eq(users.email, owner.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.passwordHash).toBe(before!.passwordHash);
    // No reference of a project in someone's account goes back to whoever filled in the form.
    expect(body.projectId).toBeUndefined();
    const [project] = await projectsOf(owner.id);
    expect(project!.type).toBe('aankoopmakelaar');

    const notes = await db().select().from(notifications).where(eq(notifications.userId, owner.id));
    expect(notes[0]).toMatchObject({ title: 'Nieuwe aanvraag aan uw account toegevoegd' });
    const mail = await t.sink.waitFor(owner.email, { subject: /Uw aanvraag is ontvangen/ });
    expect(mail.text).toContain(project!.projectRef);
    expect(mail.links.some((l) => l.includes('/reset-password'))).toBe(false);
    // The owner's own password still works.
    await t.login(owner.email);
  });

  it('sends a fresh set-password link when the known account never chose a password', async () => {
    const email = uniqueEmail('zonderwachtwoord');
    const first = await post('/api/public/taxatie', exampleTaxatie(email));
    expect(first.json().existingUser).toBe(false);
    const second = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(email));
    expect(second.json()).toMatchObject({ success: true, existingUser: true });
    const mail = await t.sink.waitFor(email, { subject: /Uw aanvraag is ontvangen/ });
    const token = tokenOf(linkTo(mail, '/reset-password?token='));
    const reset = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'NieuwWachtwoord1' },
    });
    expect(reset.statusCode).toBe(200);
    await t.login(email, 'NieuwWachtwoord1');
  });

  it("answers for a professional's or an admin's address as for any known one, creates nothing and tells the mailbox", async () => {
    const consumer = await t.createUser({ email: uniqueEmail('klant') });
    const forConsumer = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(consumer.email));
    expect(forConsumer.json()).toEqual({
      success: true,
      message: REQUEST_MESSAGES.receivedExistingUser,
      existingUser: true,
    });
    for (const role of ['professional', 'admin'] as const) {
      const staff = await t.createUser({ role, email: uniqueEmail(role) });
      const before = await db().select({ n: count() }).from(projects);
      const res = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(staff.email));
      expect(res.statusCode).toBe(forConsumer.statusCode);
      expect(res.json()).toEqual(forConsumer.json());
      const after = await db().select({ n: count() }).from(projects);
      expect(after[0]!.n).toBe(before[0]!.n);
      const mail = await t.sink.waitFor(staff.email, {
        subject: /^Aanvraag niet aan uw account toegevoegd$/,
      });
      expect(mail.text).toContain('aankoopmakelaar aanvraag');
    }
  });

  it('notifies every admin with a link to the project and a mail', async () => {
    const res = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(uniqueEmail()));
    const project = await projectByRef(res.json().projectId);
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, admin.id), eq(notifications.linkUrl, `/project/${project!.id}`)));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.title).toBe('Nieuwe opdracht');
    expect(notes[0]!.message).toContain(project!.projectRef);
    const mail = await t.sink.waitFor(admin.email, { subject: new RegExp(project!.projectRef) });
    expect(mail.links).toContain(`http://localhost:5000/project/${project!.id}`);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, project!.id));
    expect(audit.map((a) => a.action)).toContain('project.create-public');
  });

  it('refuses invalid input with 400 and the Dutch messages of the form, and stores nothing', async () => {
    const [u, p] = [await countOf(users), await countOf(projects)];
    const res = await post('/api/public/aankoopmakelaar', {
      ...exampleAankoopmakelaar(uniqueEmail()),
      salutation: '',
      firstName: ' ',
      phone: '061234567',
      email: 'geen-adres',
      hasHypotheekladviseur: '',
      searchArea: [],
      minM2: '',
      houseNumber: '12 a',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fieldErrors).toMatchObject({
      salutation: 'Aanhef is verplicht',
      firstName: 'Voornaam is verplicht',
      phone: 'Telefoon is verplicht',
      email: 'Ongeldig emailadres',
      hasHypotheekladviseur: 'Dit veld is verplicht',
      searchArea: 'Minimaal één gebied is verplicht',
      minM2: 'Minimaal m² is verplicht',
      houseNumber: HOUSE_NUMBER_HINT,
    });
    expect(body.error).toBe(body.message);
    expect([await countOf(users), await countOf(projects)]).toEqual([u, p]);
  });

  it('refuses six search areas and a price "to" that is not above "from"', async () => {
    const res = await post('/api/public/aankoopmakelaar', {
      ...exampleAankoopmakelaar(uniqueEmail()),
      searchArea: ['Amsterdam', 'Utrecht', 'Haarlem', 'Leiden', 'Delft', 'Gouda'],
      priceFrom: '400000',
      priceTo: '400000',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      searchArea: 'U kunt maximaal 5 gebieden kiezen',
      priceTo: 'Prijsklasse tot moet hoger zijn dan prijsklasse van',
    });
  });

  it('answers a filled honeypot with success and stores nothing, even when the rest is nonsense', async () => {
    const [u, p] = [await countOf(users), await countOf(projects)];
    const email = uniqueEmail('bot');
    const res = await post('/api/public/aankoopmakelaar', {
      ...exampleAankoopmakelaar(email),
      website: 'http://spam.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, existingUser: false, message: REQUEST_MESSAGES.received });
    const junk = await post('/api/public/bouwkundige', { website: 'x', firstName: 1 });
    expect(junk.statusCode).toBe(200);
    expect([await countOf(users), await countOf(projects)]).toEqual([u, p]);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('limits requests per address: the 21st within the hour is 429 in Dutch', async () => {
    await awayFromWindowEdge(RATE_RULES.publicRequestPerIp.windowMs);
    const ip = newIp();
    const owner = await t.createUser({ email: uniqueEmail('limiet') });
    for (let i = 0; i < 20; i++) {
      const ok = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(owner.email), { ip });
      expect(ok.statusCode).toBe(200);
    }
    const p = await countOf(projects);
    const res = await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(owner.email), { ip });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(
      /^Te veel aanvragen vanaf dit adres\. Probeer het over \d+ minuten opnieuw\.$/,
    );
    expect(res.headers['retry-after']).toBeTruthy();
    // Every public form counts against the same limit.
    for (const [url, payload] of [
      ['/api/public/taxatie', exampleTaxatie(owner.email)],
      ['/api/public/bouwkundige', exampleBouwkundige(owner.email)],
      [
        '/api/auth/register-and-create-project',
        {
          serviceType: 'verkoopmakelaar',
          userData: { firstName: 'Jan', lastName: 'Jansen', email: owner.email, phone: '0612345678' },
          projectData: exampleVerkoopmakelaar(owner.email),
        },
      ],
    ] as const) {
      expect((await post(url, payload, { ip })).statusCode).toBe(429);
    }
    expect(await countOf(projects)).toBe(p);
    // Another address is not affected.
    expect((await post('/api/public/aankoopmakelaar', exampleAankoopmakelaar(owner.email))).statusCode).toBe(
      200,
    );
  });

  it('refuses a request without our Origin', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/public/aankoopmakelaar',
      payload: exampleAankoopmakelaar(uniqueEmail()),
      headers: { origin: 'https://kwaadwillend.example' },
      remoteAddress: newIp(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the other public forms', () => {
  it.each([
    ['/api/public/taxatie', exampleTaxatie, 'taxatie', 'TX'],
    ['/api/public/taxatie', exampleTaxatieExtended, 'taxatie', 'TX'],
    ['/api/public/hypotheekadviseur', exampleHypotheekadviseur, 'hypotheekadviseur', 'HA'],
    ['/api/public/hypotheek-adviseur', exampleHypotheekAdviseurRequest, 'hypotheekadviseur', 'HA'],
    ['/api/public/bouwkundige', exampleBouwkundige, 'bouwkundige', 'BK'],
  ] as const)('%s (%o) makes the account and the project', async (url, example, type, prefix) => {
    const email = uniqueEmail(type);
    const res = await post(url, example(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, existingUser: false });
    expect(res.json().projectId.startsWith(`${prefix}-`)).toBe(true);
    const project = await projectByRef(res.json().projectId);
    expect(project).toMatchObject({ type, status: 'pending', consumerId: (await userByEmail(email))!.id });
    await t.sink.waitFor(email, { subject: /Uw account bij Woonportaal/, timeoutMs: 20_000 });
  });

  it.each([
    [
      '/api/public/taxatie',
      { ...exampleTaxatie(), propertyAddress: '', urgency: 'morgen', purpose: undefined },
      {
        propertyAddress: 'Adres is verplicht',
        urgency: 'Urgentie is verplicht',
        purpose: 'Doel taxatie is verplicht',
      },
    ],
    [
      '/api/public/taxatie',
      { ...exampleTaxatieExtended(), ownerName: '', clientPhone: '123', objectHouseNumber: 'A12' },
      {
        ownerName: 'Naam eigenaar/contactpersoon is verplicht',
        clientPhone: 'Telefoonnummer is verplicht',
        objectHouseNumber: HOUSE_NUMBER_HINT,
      },
    ],
    [
      '/api/public/hypotheekadviseur',
      { ...exampleHypotheekadviseur(), aanhef: '', email: 'x@', termijn: '' },
      {
        aanhef: 'Selecteer een aanhef',
        email: 'Ongeldig e-mailadres',
        termijn: 'Selecteer gewenste termijn',
      },
    ],
    [
      '/api/public/hypotheek-adviseur',
      { ...exampleHypotheekAdviseurRequest(), currentStreet: '', lastName: '' },
      { currentStreet: 'Straat is verplicht', lastName: 'Achternaam is verplicht' },
    ],
    [
      '/api/public/bouwkundige',
      { ...exampleBouwkundige(), soortPand: 'kasteel', contactPhone: '', appointmentWith: '' },
      {
        soortPand: 'Soort pand is verplicht',
        contactPhone: 'Contactnummer is verplicht',
        appointmentWith: 'Afspraak met selectie is verplicht',
      },
    ],
  ])('%s refuses invalid input with Dutch fieldErrors and stores nothing', async (url, payload, expected) => {
    const [u, p] = [await countOf(users), await countOf(projects)];
    const res = await post(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject(expected);
    expect(res.json().error).toBe(Object.values(res.json().fieldErrors)[0]);
    expect([await countOf(users), await countOf(projects)]).toEqual([u, p]);
  });

  it('the mortgage and survey forms accept a one-character phone where the spec allows it', async () => {
    const res = await post('/api/public/hypotheekadviseur', {
      ...exampleHypotheekadviseur(uniqueEmail()),
      phone: '1',
    });
    expect(res.statusCode).toBe(200);
    const survey = await post('/api/public/bouwkundige', {
      ...exampleBouwkundige(uniqueEmail()),
      contactPhone: '1',
    });
    expect(survey.statusCode).toBe(200);
  });
});

describe('POST /api/auth/register-and-create-project', () => {
  const sellerPayload = (email: string) => {
    const form = exampleVerkoopmakelaar(email);
    return {
      serviceType: 'verkoopmakelaar',
      userData: { firstName: form.firstName, lastName: form.lastName, email, phone: form.phone },
      projectData: form,
    };
  };

  it('makes the account and the seller project, with the set-password mail', async () => {
    const email = uniqueEmail('verkoper');
    const res = await post('/api/auth/register-and-create-project', sellerPayload(email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, existingUser: false });
    expect(res.json().projectId).toMatch(/^VM-/);
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    const project = await projectByRef(res.json().projectId);
    expect(project!.formData).toMatchObject({ propertyType: 'Tussenwoning', expectedValueTo: '350000' });
    const mail = await t.sink.waitFor(email, { subject: /Uw account bij Woonportaal/, timeoutMs: 20_000 });
    expect(linkTo(mail, '/reset-password?token=')).toBeTruthy();
  });

  it('answers existingUser for a known address', async () => {
    const owner = await t.createUser({ email: uniqueEmail('bekend') });
    const res = await post('/api/auth/register-and-create-project', sellerPayload(owner.email));
    expect(res.json()).toMatchObject({ success: true, existingUser: true });
    expect(res.json().projectId).toBeUndefined();
    expect((await projectsOf(owner.id)).map((p) => p.type)).toEqual(['verkoopmakelaar']);
  });

  it('refuses an unknown service and invalid project data, storing nothing', async () => {
    const [u, p] = [await countOf(users), await countOf(projects)];
    const unknown = await post('/api/auth/register-and-create-project', {
      ...sellerPayload(uniqueEmail()),
      serviceType: 'schoonmaak',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ serviceType: 'Onbekend type dienst' });
    const bad = sellerPayload(uniqueEmail());
    const invalid = await post('/api/auth/register-and-create-project', {
      ...bad,
      projectData: { ...bad.projectData, expectedValueFrom: '', propertyAddress: '' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toMatchObject({
      'projectData.expectedValueFrom': 'Verwachte waarde is verplicht',
      'projectData.propertyAddress': 'Adres is verplicht',
    });
    const noUser = await post('/api/auth/register-and-create-project', { ...bad, userData: { email: 'x' } });
    expect(noUser.statusCode).toBe(400);
    expect(noUser.json().fieldErrors).toMatchObject({
      'userData.firstName': 'Voornaam is verplicht',
      'userData.email': 'Ongeldig emailadres',
    });
    expect([await countOf(users), await countOf(projects)]).toEqual([u, p]);
  });

  it('drops a submission with the honeypot filled inside projectData', async () => {
    const email = uniqueEmail('bot');
    const payload = sellerPayload(email);
    const res = await post('/api/auth/register-and-create-project', {
      ...payload,
      projectData: { ...payload.projectData, website: 'spam' },
    });
    expect(res.json()).toMatchObject({ success: true, existingUser: false });
    expect(await userByEmail(email)).toBeUndefined();
  });
});

describe('POST /api/projects', () => {
  const examples = {
    aankoopmakelaar: exampleAankoopmakelaar,
    verkoopmakelaar: exampleVerkoopmakelaar,
    taxatie: exampleTaxatie,
    hypotheekadviseur: exampleHypotheekadviseur,
    bouwkundige: exampleBouwkundige,
    verduurzaming: exampleVerduurzaming,
    energielabel: () => exampleEnergielabel(),
  } as const;

  it.each(Object.entries(examples))(
    'creates a %s project for the signed-in consumer',
    async (type, example) => {
      const consumer = await t.loginAs('consumer');
      const res = await post(
        '/api/projects',
        {
          // The spec's clients send these; the server decides them itself.
          projectId: 'AM-1999-00001',
          consumerId: admin.id,
          status: 'completed',
          statusColor: 'green',
          hasDocuments: true,
          hasEmail: true,
          ...(type === 'hypotheekadviseur' ? { serviceType: type } : { type }),
          formData: example(consumer.email),
        },
        { cookie: consumer.cookie },
      );
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body).toMatchObject({
        success: true,
        message: REQUEST_MESSAGES.projectCreated,
        project: { type, status: 'pending', consumerId: consumer.id, professionalId: null },
      });
      expect(body.projectId).not.toBe('AM-1999-00001');
      expect(body.project.projectId).toBe(body.projectId);
      const stored = await projectByRef(body.projectId);
      expect(stored).toMatchObject({ consumerId: consumer.id, status: 'pending', type });
      const adminNote = await db()
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, admin.id), eq(notifications.linkUrl, `/project/${stored!.id}`)));
      expect(adminNote).toHaveLength(1);
    },
  );

  it("files a portal request under the account's own name and e-mail, whatever the form sent", async () => {
    const consumer = await t.loginAs('consumer', { firstName: 'Echte', lastName: 'Klant' });
    const res = await post(
      '/api/projects',
      { type: 'taxatie', formData: { ...exampleTaxatie('iemand-anders@example.nl'), firstName: 'Nep' } },
      { cookie: consumer.cookie },
    );
    expect(res.statusCode).toBe(201);
    const stored = await projectByRef(res.json().projectId);
    expect(stored!.formData).toMatchObject({ firstName: 'Echte', lastName: 'Klant', email: consumer.email });
  });

  it('accepts the other spellings of a type and the energy label extras', async () => {
    const consumer = await t.loginAs('consumer');
    const res = await post(
      '/api/projects',
      {
        type: 'energielabel',
        title: 'Energielabel Stratumseind 8',
        description: 'Energielabel aanvraag voor Stratumseind 8',
        address: 'Stratumseind 8, 5611 AB Eindhoven',
        status: 'Nieuw',
        statusColor: 'blue',
        formData: exampleEnergielabel(),
      },
      { cookie: consumer.cookie },
    );
    expect(res.statusCode).toBe(201);
    const stored = await projectByRef(res.json().projectId);
    // The client's title is ignored: the server names the project after the service and the home.
    expect(stored!.title).toBe('Energielabel – Stratumseind 8, Eindhoven');
    expect(stored!.formData).toMatchObject({ address: 'Stratumseind 8, 5611 AB Eindhoven' });

    const alias = await post(
      '/api/projects',
      { serviceType: 'hypotheek-adviseur', formData: exampleHypotheekAdviseurRequest(consumer.email) },
      { cookie: consumer.cookie },
    );
    expect(alias.statusCode).toBe(201);
    expect(alias.json().project.type).toBe('hypotheekadviseur');
    const extended = await post(
      '/api/projects',
      { type: 'taxatie', formData: exampleTaxatieExtended(consumer.email) },
      { cookie: consumer.cookie },
    );
    expect(extended.statusCode).toBe(201);
  });

  it('refuses invalid form data and unknown types with Dutch fieldErrors, creating nothing', async () => {
    const consumer = await t.loginAs('consumer');
    const p = await countOf(projects);
    const bad = await post(
      '/api/projects',
      { type: 'energielabel', formData: { ...exampleEnergielabel(), postcode: '12345', bouwjaar: '85' } },
      { cookie: consumer.cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      'formData.postcode': 'Voer een geldige postcode in',
      'formData.bouwjaar': 'Voer een geldig bouwjaar in',
    });
    const unknown = await post(
      '/api/projects',
      { type: 'schilder', formData: {} },
      { cookie: consumer.cookie },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ type: 'Onbekend type dienst' });
    const none = await post('/api/projects', { formData: {} }, { cookie: consumer.cookie });
    expect(none.json().fieldErrors).toEqual({ serviceType: 'Onbekend type dienst' });
    const noData = await post('/api/projects', { type: 'taxatie' }, { cookie: consumer.cookie });
    expect(noData.statusCode).toBe(400);
    expect(noData.json().fieldErrors).toHaveProperty('formData');
    expect(await countOf(projects)).toBe(p);
  });

  it('refuses visitors (401), professionals and admins acting as themselves (403)', async () => {
    const payload = { type: 'taxatie', formData: exampleTaxatie() };
    expect((await post('/api/projects', payload)).statusCode).toBe(401);
    const pro = await t.loginAs('professional');
    expect((await post('/api/projects', payload, { cookie: pro.cookie })).statusCode).toBe(403);
    const a = await t.loginAs('admin');
    expect((await post('/api/projects', payload, { cookie: a.cookie })).statusCode).toBe(403);
  });

  it('limits a consumer to 60 requests an hour (429 in Dutch)', async () => {
    await awayFromWindowEdge(RATE_RULES.projectCreatePerUser.windowMs);
    const consumer = await t.loginAs('consumer');
    const payload = { type: 'taxatie', formData: exampleTaxatie(consumer.email) };
    for (let i = 0; i < 60; i++) {
      expect((await post('/api/projects', payload, { cookie: consumer.cookie })).statusCode).toBe(201);
    }
    const res = await post('/api/projects', payload, { cookie: consumer.cookie });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^U heeft te veel opdrachten aangevraagd\./);
  });

  it('lets an admin viewing as a consumer request on their behalf: the consumer owns it, the admin is audited', async () => {
    const a = await t.loginAs('admin');
    const consumer = await t.createUser({ role: 'consumer' });
    await t.viewAs(a.cookie, consumer.id);
    const res = await post(
      '/api/projects',
      { type: 'taxatie', formData: exampleTaxatie() },
      { cookie: a.cookie },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().project.consumerId).toBe(consumer.id);
    const audit = await db().select().from(auditLog).where(eq(auditLog.entityId, res.json().project.id));
    expect(audit[0]).toMatchObject({ actorId: a.id, action: 'project.create' });
  });
});
