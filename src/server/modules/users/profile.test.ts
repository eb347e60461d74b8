import { PROFILE_MESSAGES } from '@shared/users/profile';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, professionalProfiles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/profile', () => {
  it('saves one’s own name and phone and answers the user as GET /api/auth/user does, with the address', async () => {
    for (const role of ['consumer', 'professional', 'admin'] as const) {
      const u = await t.loginAs(role, { specializations: ['taxatie'] });
      const res = await t.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { firstName: '  Karin ', lastName: 'de Vries', phone: '06 1234 5678' },
        cookie: u.cookie,
      });
      expect(res.statusCode).toBe(200);
      const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json();
      const profile = (await t.request({ method: 'GET', url: '/api/profile', cookie: u.cookie })).json();
      expect(res.json()).toEqual(profile);
      expect(profile).toMatchObject(me);
      // Stored in E.164 (decision 0023); the web app shows it the Dutch way.
      expect(me).toMatchObject({ id: u.id, firstName: 'Karin', lastName: 'de Vries', phone: '+31612345678' });
      if (role === 'professional') expect(me.specializations).toEqual(['taxatie']);
    }
  });

  it('clears the phone when left empty', async () => {
    const u = await t.loginAs('consumer');
    await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'A', lastName: 'B', phone: '0612345678' },
      cookie: u.cookie,
    });
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'A', lastName: 'B', phone: '' },
      cookie: u.cookie,
    });
    expect(res.json().phone).toBeNull();
  });

  it('refuses bad input with Dutch messages and changes nothing', async () => {
    const u = await t.loginAs('consumer', { firstName: 'Origineel' });
    for (const [payload, field, message] of [
      [{ firstName: ' ', lastName: 'B' }, 'firstName', 'Voornaam is verplicht'],
      [{ firstName: 'A', lastName: '' }, 'lastName', 'Achternaam is verplicht'],
      [{ firstName: 'A', lastName: 'B', phone: '1'.repeat(31) }, 'phone', 'Maximaal 30 tekens'],
      [{ firstName: 'A', lastName: 'B', role: 'admin' }, null, null],
      [{ firstName: 'A', lastName: 'B', email: 'x@y.nl' }, null, null],
    ] as const) {
      const res = await t.request({ method: 'PATCH', url: '/api/profile', payload, cookie: u.cookie });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      if (field) expect(res.json().fieldErrors[field]).toBe(message);
    }
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json();
    expect(me).toMatchObject({ firstName: 'Origineel', role: 'consumer', email: u.email });
  });

  it('saves aanhef, initialen and tussenvoegsel, normalised, and a phone as E.164', async () => {
    for (const role of ['consumer', 'professional', 'admin'] as const) {
      const u = await t.loginAs(role);
      const res = await t.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: {
          aanhef: 'Dhr.',
          initialen: ' j p ',
          firstName: 'Jan',
          tussenvoegsel: ' Van  der ',
          lastName: 'Berg',
          phone: '+32 470 12 34 56',
        },
        cookie: u.cookie,
      });
      expect(res.statusCode, role).toBe(200);
      const saved = {
        aanhef: 'Dhr.',
        initialen: 'J.P.',
        firstName: 'Jan',
        tussenvoegsel: 'van der',
        lastName: 'Berg',
        phone: '+32470123456',
      };
      expect(res.json()).toMatchObject(saved);
      const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json();
      expect(me).toMatchObject(saved);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
      expect(row).toMatchObject(saved);
    }
  });

  it('leaves out what the body leaves out, clears what is sent empty', async () => {
    const u = await t.loginAs('consumer');
    const patch = (payload: object) =>
      t.request({ method: 'PATCH', url: '/api/profile', payload, cookie: u.cookie });
    await patch({
      firstName: 'A',
      lastName: 'B',
      aanhef: 'Mevr.',
      initialen: 'A.',
      tussenvoegsel: 'de',
      phone: '0201234567',
    });
    expect((await patch({ firstName: 'Anna', lastName: 'B' })).json()).toMatchObject({
      firstName: 'Anna',
      aanhef: 'Mevr.',
      initialen: 'A.',
      tussenvoegsel: 'de',
      phone: '+31201234567',
    });
    expect(
      (
        await patch({ firstName: 'Anna', lastName: 'B', aanhef: '', initialen: '', tussenvoegsel: null })
      ).json(),
    ).toMatchObject({ aanhef: null, initialen: null, tussenvoegsel: null, phone: '+31201234567' });
  });

  it('keeps a number stored before the check readable, as typed', async () => {
    const u = await t.loginAs('consumer');
    await t.database.db.update(users).set({ phone: '06-1234 (werk)' }).where(eq(users.id, u.id));
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json();
    expect(me.phone).toBe('06-1234 (werk)');
    // Saving the names alone leaves it; sending it again asks for a number the check takes.
    const names = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'A', lastName: 'B' },
      cookie: u.cookie,
    });
    expect(names.json().phone).toBe('06-1234 (werk)');
    const again = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'A', lastName: 'B', phone: '06-1234 (werk)' },
      cookie: u.cookie,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().fieldErrors.phone).toBe('Voer een geldig telefoonnummer in');
  });

  it('refuses a bad aanhef, initials, tussenvoegsel or phone with Dutch field messages and changes nothing', async () => {
    const u = await t.loginAs('consumer', { firstName: 'Origineel' });
    await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Origineel', lastName: 'B', aanhef: 'Mevr.', phone: '0612345678' },
      cookie: u.cookie,
    });
    for (const [payload, field, message] of [
      [{ aanhef: 'Fam.' }, 'aanhef', 'Kies Dhr., Mevr. of geen aanhef'],
      [{ aanhef: 'dhr' }, 'aanhef', 'Kies Dhr., Mevr. of geen aanhef'],
      [{ initialen: 'J1' }, 'initialen', 'Vul uw initialen in met punten, bijvoorbeeld J.P.'],
      [{ initialen: 'x'.repeat(21) }, 'initialen', 'Maximaal 20 tekens'],
      [
        { tussenvoegsel: 'de 2' },
        'tussenvoegsel',
        'Een tussenvoegsel bestaat uit letters, bijvoorbeeld de of van der',
      ],
      [{ phone: '12-03-2024' }, 'phone', 'Voer een geldig telefoonnummer in'],
      [{ phone: 'bel mij maar' }, 'phone', 'Voer een geldig telefoonnummer in'],
      [{ phone: '06123456789' }, 'phone', 'Voer een geldig telefoonnummer in'],
    ] as const) {
      const res = await t.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { firstName: 'Gewijzigd', lastName: 'B', ...payload },
        cookie: u.cookie,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors).toEqual({ [field]: message });
    }
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie: u.cookie })).json();
    expect(me).toMatchObject({
      firstName: 'Origineel',
      aanhef: 'Mevr.',
      initialen: null,
      phone: '+31612345678',
    });
  });

  it('refuses signed-out callers', async () => {
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'A', lastName: 'B', aanhef: 'Dhr.' },
    });
    expect(res.statusCode).toBe(401);
    // And a state-changing request from another site, even signed in.
    const u = await t.loginAs('consumer');
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'A', lastName: 'B' },
      headers: { cookie: u.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('an admin viewing as someone edits that someone, audit-logged, and not themselves', async () => {
    const admin = await t.loginAs('admin', { firstName: 'Beheerder' });
    const consumer = await t.createUser({ role: 'consumer' });
    await t.viewAs(admin.cookie, consumer.id);
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Via', lastName: 'Beheer' },
      cookie: admin.cookie,
    });
    expect(res.json()).toMatchObject({ id: consumer.id, firstName: 'Via', isAdminSwitching: true });
    const [adminRow] = await t.database.db.select().from(users).where(eq(users.id, admin.id));
    expect(adminRow?.firstName).toBe('Beheerder');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, consumer.id));
    expect(audit.map((a) => [a.action, a.actorId])).toContainEqual(['users.profile-updated', admin.id]);
  });
});

const NO_COMPANY = {
  company: null,
  kvkNummer: null,
  btwNummer: null,
  iban: null,
  bedrijfsStraat: null,
  bedrijfsHuisnummer: null,
  bedrijfsHuisletter: null,
  bedrijfsPostcode: null,
  bedrijfsPlaats: null,
  beroepsaansprakelijkheidsverzekering: null,
};

describe('GET and PUT /api/professional-profile', () => {
  it('reads and saves the professional’s own profile', async () => {
    const pro = await t.loginAs('professional', { specializations: ['taxatie'] });
    const empty = await t.request({ method: 'GET', url: '/api/professional-profile', cookie: pro.cookie });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      specializations: ['taxatie'],
      experience: null,
      certifications: null,
      serviceArea: null,
      ...NO_COMPANY,
    });
    const body = {
      specializations: ['aankoopmakelaar', 'taxatie', 'aankoopmakelaar'],
      experience: '12 jaar makelaar',
      certifications: 'NVM, RT',
      serviceArea: 'Utrecht en omstreken',
    };
    const put = await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: body,
      cookie: pro.cookie,
    });
    expect(put.statusCode).toBe(200);
    const saved = { ...body, ...NO_COMPANY, specializations: ['aankoopmakelaar', 'taxatie'] };
    expect(put.json()).toEqual(saved);
    expect(
      (await t.request({ method: 'GET', url: '/api/professional-profile', cookie: pro.cookie })).json(),
    ).toEqual(saved);
    // The current user carries the specializations too.
    const me = (await t.request({ method: 'GET', url: '/api/auth/user', cookie: pro.cookie })).json();
    expect(me.specializations).toEqual(['aankoopmakelaar', 'taxatie']);
    // Empty texts are stored as nothing.
    const cleared = await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: { specializations: [], experience: '', certifications: null, serviceArea: '  ' },
      cookie: pro.cookie,
    });
    expect(cleared.json()).toEqual({
      specializations: [],
      experience: null,
      certifications: null,
      serviceArea: null,
      ...NO_COMPANY,
    });
  });

  it('keeps one copy of the work areas: what /profiel saves is what the admin’s user page shows', async () => {
    const admin = await t.loginAs('admin');
    const pro = await t.loginAs('professional');
    const adminView = async () =>
      (await t.request({ method: 'GET', url: `/api/admin/users/${pro.id}`, cookie: admin.cookie })).json()
        .professionalProfile;
    // As create-professional stores them.
    await t.database.db
      .update(professionalProfiles)
      .set({ workAreas: ['Utrecht'] })
      .where(eq(professionalProfiles.userId, pro.id));
    const get = async () =>
      (await t.request({ method: 'GET', url: '/api/professional-profile', cookie: pro.cookie })).json();
    expect((await get()).serviceArea).toBe('Utrecht');

    const put = await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: {
        specializations: ['taxatie'],
        experience: null,
        certifications: null,
        serviceArea: ' Amersfoort, Hilversum,, amersfoort , Het Gooi ',
      },
      cookie: pro.cookie,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().serviceArea).toBe('Amersfoort, Hilversum, Het Gooi');
    expect((await get()).serviceArea).toBe('Amersfoort, Hilversum, Het Gooi');
    expect((await adminView()).workAreas).toEqual(['Amersfoort', 'Hilversum', 'Het Gooi']);

    // Cleared on /profiel: the admin sees none either.
    await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: { specializations: ['taxatie'], experience: null, certifications: null, serviceArea: '' },
      cookie: pro.cookie,
    });
    expect((await get()).serviceArea).toBeNull();
    expect((await adminView()).workAreas).toEqual([]);
  });

  it('saves the company details an invoice needs, normalised; absent leaves them, empty clears them', async () => {
    const pro = await t.loginAs('professional');
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/professional-profile', payload, cookie: pro.cookie });
    const res = await put({
      specializations: ['taxatie'],
      company: ' Makelaardij De Gevel B.V. ',
      kvkNummer: '1234 5678',
      btwNummer: 'nl123456789b01',
      iban: 'nl91 abna 0417 1643 00',
      bedrijfsStraat: 'Keizersgracht',
      bedrijfsHuisnummer: '123',
      bedrijfsHuisletter: 'A',
      bedrijfsPostcode: '1015cj',
      bedrijfsPlaats: 'Amsterdam',
    });
    expect(res.statusCode).toBe(200);
    const company = {
      company: 'Makelaardij De Gevel B.V.',
      kvkNummer: '12345678',
      btwNummer: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      bedrijfsStraat: 'Keizersgracht',
      bedrijfsHuisnummer: '123',
      bedrijfsHuisletter: 'A',
      bedrijfsPostcode: '1015 CJ',
      bedrijfsPlaats: 'Amsterdam',
    };
    expect(res.json()).toMatchObject(company);
    // A form without the company fields leaves them as they are.
    expect((await put({ specializations: ['taxatie'], experience: '3 jaar' })).json()).toMatchObject(company);
    expect((await put({ specializations: ['taxatie'], iban: '' })).json()).toMatchObject({
      ...company,
      iban: null,
    });
    for (const payload of [
      { kvkNummer: '1234567' },
      { btwNummer: 'NL12345678B01' },
      { iban: 'NL92ABNA0417164300' },
      { bedrijfsPostcode: '10155 CJ' },
      { bedrijfsHuisnummer: '12a' },
    ]) {
      const bad = await put({ specializations: [], ...payload });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(bad.json().fieldErrors)).toEqual(Object.keys(payload));
    }
  });

  it('takes only a Dutch IBAN, as create-professional, and saves the liability insurance', async () => {
    const pro = await t.loginAs('professional');
    const put = (payload: object) =>
      t.request({ method: 'PUT', url: '/api/professional-profile', payload, cookie: pro.cookie });
    const ok = await put({
      specializations: ['taxatie'],
      iban: 'NL91ABNA0417164300',
      beroepsaansprakelijkheidsverzekering: ' Nationale-Nederlanden, polis 12345 ',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      iban: 'NL91ABNA0417164300',
      beroepsaansprakelijkheidsverzekering: 'Nationale-Nederlanden, polis 12345',
    });
    // A valid Belgian and German IBAN: refused, with the Dutch message, and nothing changed.
    for (const iban of ['BE68 5390 0754 7034', 'DE89370400440532013000']) {
      const bad = await put({ specializations: [], iban, beroepsaansprakelijkheidsverzekering: '' });
      expect(bad.statusCode, iban).toBe(400);
      expect(bad.json().fieldErrors).toEqual({
        iban: 'Vul een geldig IBAN in: een Nederlands rekeningnummer, bijvoorbeeld NL91 ABNA 0417 1643 00',
      });
    }
    const now = (
      await t.request({ method: 'GET', url: '/api/professional-profile', cookie: pro.cookie })
    ).json();
    expect(now).toMatchObject({
      specializations: ['taxatie'],
      iban: 'NL91ABNA0417164300',
      beroepsaansprakelijkheidsverzekering: 'Nationale-Nederlanden, polis 12345',
    });
    expect(
      (
        await put({ specializations: ['taxatie'], beroepsaansprakelijkheidsverzekering: 'x'.repeat(501) })
      ).json().fieldErrors,
    ).toEqual({ beroepsaansprakelijkheidsverzekering: 'Maximaal 500 tekens' });
  });

  it('stores another spelling of a service the one way', async () => {
    const pro = await t.loginAs('professional');
    const put = await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: { specializations: ['bouwkundige-keuring', 'Taxatie'] },
      cookie: pro.cookie,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().specializations).toEqual(['bouwkundige', 'taxatie']);
  });

  it('creates the profile row when a professional has none yet', async () => {
    const pro = await t.loginAs('professional');
    await t.database.db.delete(professionalProfiles).where(eq(professionalProfiles.userId, pro.id));
    const put = await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: { specializations: ['taxatie'], experience: null, certifications: null, serviceArea: 'Zeist' },
      cookie: pro.cookie,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().serviceArea).toBe('Zeist');
  });

  it('refuses bad input with Dutch messages and changes nothing', async () => {
    const pro = await t.loginAs('professional', { specializations: ['taxatie'] });
    for (const payload of [
      { specializations: 'taxatie' },
      { specializations: ['x'.repeat(51)] },
      { specializations: ['tuinarchitect'] },
      { specializations: [], experience: 'x'.repeat(2001) },
      { specializations: [], onbekend: true },
      {},
    ]) {
      const res = await t.request({
        method: 'PUT',
        url: '/api/professional-profile',
        payload,
        cookie: pro.cookie,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatch(/\S/);
    }
    const long = await t.request({
      method: 'PUT',
      url: '/api/professional-profile',
      payload: { specializations: [], experience: 'x'.repeat(2001) },
      cookie: pro.cookie,
    });
    expect(long.json().fieldErrors.experience).toBe('Maximaal 2000 tekens');
    expect(
      (await t.request({ method: 'GET', url: '/api/professional-profile', cookie: pro.cookie })).json()
        .specializations,
    ).toEqual(['taxatie']);
  });

  it('is for professionals only; an admin viewing as a professional sees theirs', async () => {
    const consumer = await t.loginAs('consumer');
    const admin = await t.loginAs('admin');
    const payload = { specializations: [], experience: null, certifications: null, serviceArea: null };
    for (const [cookie, status] of [
      [null, 401],
      [consumer.cookie, 403],
      [admin.cookie, 403],
    ] as const) {
      expect((await t.request({ method: 'GET', url: '/api/professional-profile', cookie })).statusCode).toBe(
        status,
      );
      expect(
        (await t.request({ method: 'PUT', url: '/api/professional-profile', payload, cookie })).statusCode,
      ).toBe(status);
    }
    const asConsumer = await t.loginAs('admin');
    await t.viewAs(asConsumer.cookie, consumer.id);
    expect(
      (await t.request({ method: 'GET', url: '/api/professional-profile', cookie: asConsumer.cookie }))
        .statusCode,
    ).toBe(403);

    const pro = await t.createUser({ role: 'professional', specializations: ['energielabel'] });
    await t.viewAs(admin.cookie, pro.id);
    const res = await t.request({ method: 'GET', url: '/api/professional-profile', cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.json().specializations).toEqual(['energielabel']);
  });
});

describe('the audit trail of the profile, and the IBAN notice', () => {
  const put = (payload: object, cookie: string) =>
    t.request({ method: 'PUT', url: '/api/professional-profile', payload, cookie });
  const entriesOf = (entityId: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)))
      .orderBy(desc(auditLog.createdAt));
  const noticesOf = (userId: string) =>
    t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
  const ibanMails = (email: string) =>
    t.sink.mails.filter((m) => m.to.includes(email) && /IBAN/.test(m.subject));

  it('logs a changed IBAN in full before and after, mails the professional and tells every admin', async () => {
    const admin = await t.loginAs('admin');
    const pro = await t.loginAs('professional', { firstName: 'Iris', lastName: 'Bank' });
    await t.database.db.update(users).set({ aanhef: 'Mevr.' }).where(eq(users.id, pro.id));

    expect(
      (await put({ specializations: ['taxatie'], iban: 'NL91ABNA0417164300' }, pro.cookie)).statusCode,
    ).toBe(200);
    await t.flushMail();
    const first = await t.sink.waitFor(pro.email, { subject: /IBAN/ });
    expect(first.subject).toBe('Uw IBAN is gewijzigd');
    expect(first.text).toContain('Geachte mevrouw Bank,');
    expect(first.text).toContain('Vorig IBAN: niet ingevuld. Nieuw IBAN: eindigend op 4300.');
    expect(first.text).not.toContain('NL91ABNA0417164300');

    const res = await put({ specializations: ['taxatie'], iban: 'NL44 RABO 0123 4567 89' }, pro.cookie);
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesOf(pro.id, 'users.company-details-updated');
    expect(entry).toMatchObject({
      actorId: pro.id,
      actingUserId: null,
      actingRole: null,
      entityType: 'professional_profile',
      before: { iban: 'NL91ABNA0417164300' },
      after: { iban: 'NL44RABO0123456789' },
      details: { fields: ['iban'] },
    });
    expect(entry!.ip).toBeTruthy();

    await t.flushMail();
    const mail = await t.sink.waitFor(pro.email, { subject: /IBAN/ });
    expect(mail.text).toContain('Vorig IBAN: eindigend op 4300. Nieuw IBAN: eindigend op 6789.');
    expect(mail.text).toMatch(/U heeft op \d{2}-\d{2}-\d{4} om \d{2}:\d{2} met uw eigen account het IBAN/);
    expect(mail.text).toContain(
      'Heeft u dit niet zelf gedaan of laten doen? Neem dan direct contact met ons op',
    );
    expect(mail.text).toContain("'Wachtwoord vergeten'");
    expect(mail.links).toContain('http://localhost:5000/profiel');

    const told = await noticesOf(admin.id);
    expect(told.map((n) => n.message)).toContainEqual(
      `Het IBAN van Iris Bank (${pro.email}) is gewijzigd van eindigend op 4300 naar eindigend op 6789, door de professional zelf. De professional heeft hierover een e-mail gekregen.`,
    );
    expect(told.find((n) => n.title === 'IBAN van een professional gewijzigd')?.linkUrl).toBe(
      `/admin/users/${pro.id}`,
    );
  });

  it('records the admin who changed it while viewing as the professional, and names them in the mail', async () => {
    const pro = await t.loginAs('professional', { firstName: 'Paul', lastName: 'Rekening' });
    const admin = await t.adminViewingAs(pro, { firstName: 'Anna', lastName: 'Beheer' });
    const res = await put(
      { specializations: [], iban: 'NL91ABNA0417164300', kvkNummer: '12345678' },
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    const [entry] = await entriesOf(pro.id, 'users.company-details-updated');
    expect(entry).toMatchObject({
      actorId: admin.id,
      actingUserId: pro.id,
      actingRole: 'professional',
      before: { iban: null, kvkNummer: null },
      after: { iban: 'NL91ABNA0417164300', kvkNummer: '12345678' },
    });
    await t.flushMail();
    const mail = await t.sink.waitFor(pro.email, { subject: /IBAN/ });
    expect(mail.text).toMatch(
      /Een beheerder \(Anna Beheer\) heeft op \d{2}-\d{2}-\d{4} om \d{2}:\d{2} het IBAN/,
    );
    const told = await noticesOf(admin.id);
    expect(told.map((n) => n.message).join('\n')).toContain('door beheerder Anna Beheer');
  });

  it('logs KVK and BTW changes with before and after, without a mail; an unchanged profile logs nothing', async () => {
    const pro = await t.loginAs('professional', { specializations: ['taxatie'] });
    await put(
      { specializations: ['taxatie'], kvkNummer: '12345678', iban: 'NL91ABNA0417164300' },
      pro.cookie,
    );
    await t.flushMail();
    await t.sink.waitFor(pro.email, { subject: /IBAN/ });

    await put(
      { specializations: ['taxatie'], kvkNummer: '87654321', btwNummer: 'NL123456789B01' },
      pro.cookie,
    );
    const [entry] = await entriesOf(pro.id, 'users.company-details-updated');
    expect(entry).toMatchObject({
      before: { kvkNummer: '12345678', btwNummer: null },
      after: { kvkNummer: '87654321', btwNummer: 'NL123456789B01' },
    });
    expect(Object.keys(entry!.after as object).sort()).toEqual(['btwNummer', 'kvkNummer']);

    const count = (await entriesOf(pro.id, 'users.company-details-updated')).length;
    await put({ specializations: ['taxatie'], kvkNummer: '87654321' }, pro.cookie);
    expect(await entriesOf(pro.id, 'users.company-details-updated')).toHaveLength(count);
    expect(await entriesOf(pro.id, 'users.profile-updated')).toHaveLength(0);
    await put({ specializations: ['taxatie', 'bouwkundige'] }, pro.cookie);
    const [other] = await entriesOf(pro.id, 'users.profile-updated');
    expect(other).toMatchObject({
      entityType: 'user',
      details: { fields: ['specializations'] },
      before: null,
    });
    await t.flushMail();
    expect(ibanMails(pro.email)).toHaveLength(1);
  });

  it('writes nothing, mails nobody and keeps the IBAN when the body is refused', async () => {
    const pro = await t.loginAs('professional');
    await put({ specializations: [], iban: 'NL91ABNA0417164300' }, pro.cookie);
    await t.flushMail();
    await t.sink.waitFor(pro.email, { subject: /IBAN/ });
    const before = await entriesOf(pro.id, 'users.company-details-updated');
    const bad = await put({ specializations: [], iban: 'NL92ABNA0417164300' }, pro.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.iban).toMatch(/geldig IBAN/);
    expect(await entriesOf(pro.id, 'users.company-details-updated')).toHaveLength(before.length);
    await t.flushMail();
    expect(ibanMails(pro.email)).toHaveLength(1);
    const [row] = await t.database.db
      .select({ iban: professionalProfiles.iban })
      .from(professionalProfiles)
      .where(eq(professionalProfiles.userId, pro.id));
    expect(row?.iban).toBe('NL91ABNA0417164300');
  });

  it('logs which personal fields PATCH /api/profile changed, not their values', async () => {
    const u = await t.loginAs('consumer', { firstName: 'Oud' });
    await t.patch(
      '/api/profile',
      { firstName: 'Nieuw', lastName: 'Gebruiker', phone: '0612345678' },
      u.cookie,
    );
    const [entry] = await entriesOf(u.id, 'users.profile-updated');
    expect(entry).toMatchObject({ actorId: u.id, details: { fields: ['firstName', 'phone'] }, before: null });
    await t.patch('/api/profile', { firstName: 'Nieuw', lastName: 'Gebruiker' }, u.cookie);
    expect(await entriesOf(u.id, 'users.profile-updated')).toHaveLength(1);
  });
});

describe('the home address on /profiel (GET and PATCH /api/profile)', () => {
  const ADDRESS = {
    straat: 'Damrak',
    huisnummer: '45',
    huisletter: 'a',
    postcode: '1012lg',
    plaats: 'Amsterdam',
  };
  const names = { firstName: 'Adres', lastName: 'Houder' };
  const get = (cookie?: string) => t.request({ method: 'GET', url: '/api/profile', cookie });
  const stored = async (id: string) =>
    (
      await t.database.db
        .select({
          straat: users.straat,
          huisnummer: users.huisnummer,
          huisletter: users.huisletter,
          postcode: users.postcode,
          plaats: users.plaats,
        })
        .from(users)
        .where(eq(users.id, id))
    )[0];

  it('saves everyone’s own address normalised, answers it and GET /api/profile shows it', async () => {
    for (const role of ['consumer', 'professional', 'admin'] as const) {
      const u = await t.loginAs(role, { address: null });
      expect((await get(u.cookie)).json()).toMatchObject({
        id: u.id,
        straat: null,
        postcode: null,
        plaats: null,
      });
      const res = await t.patch('/api/profile', { ...names, ...ADDRESS }, u.cookie);
      expect(res.statusCode).toBe(200);
      const saved = {
        straat: 'Damrak',
        huisnummer: '45',
        huisletter: 'A',
        postcode: '1012 LG',
        plaats: 'Amsterdam',
      };
      expect(res.json()).toMatchObject({ id: u.id, role, ...saved });
      expect((await get(u.cookie)).json()).toEqual(res.json());
      expect(await stored(u.id)).toEqual(saved);
    }
  });

  it('keeps the address when the body leaves it out, clears it when every part is sent empty', async () => {
    const u = await t.loginAs('consumer', { address: null });
    await t.patch('/api/profile', { ...names, ...ADDRESS }, u.cookie);
    await t.patch('/api/profile', { ...names, phone: '0612345678' }, u.cookie);
    expect(await stored(u.id)).toMatchObject({ straat: 'Damrak', postcode: '1012 LG' });
    const cleared = await t.patch(
      '/api/profile',
      { ...names, straat: '', huisnummer: '', huisletter: '', postcode: '', plaats: '' },
      u.cookie,
    );
    expect(cleared.statusCode).toBe(200);
    expect(await stored(u.id)).toEqual({
      straat: null,
      huisnummer: null,
      huisletter: null,
      postcode: null,
      plaats: null,
    });
  });

  it('refuses a bad or half address with Dutch field messages and changes nothing', async () => {
    const u = await t.loginAs('consumer', { address: null });
    await t.patch('/api/profile', { ...names, ...ADDRESS }, u.cookie);
    const before = await stored(u.id);
    for (const [payload, field, message] of [
      [{ postcode: '0123 AB' }, 'postcode', 'Vul een postcode in als 1234 AB'],
      [{ postcode: '1234' }, 'postcode', 'Vul een postcode in als 1234 AB'],
      [{ huisnummer: '12a' }, 'huisnummer', 'Vul een huisnummer in cijfers in'],
      [{ huisnummer: '0' }, 'huisnummer', 'Vul een huisnummer in cijfers in'],
      [{ huisletter: 'A!' }, 'huisletter', PROFILE_MESSAGES.huisletter],
      [{ plaats: '' }, 'plaats', 'Plaats is verplicht'],
      [{ straat: '' }, 'straat', 'Straat is verplicht'],
      [{ straat: 'x'.repeat(201) }, 'straat', 'Maximaal 200 tekens'],
    ] as const) {
      const res = await t.patch('/api/profile', { ...names, ...ADDRESS, ...payload }, u.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().fieldErrors[field]).toBe(message);
    }
    // One part alone is half an address.
    const half = await t.patch('/api/profile', { ...names, postcode: '1234 AB' }, u.cookie);
    expect(half.statusCode).toBe(400);
    expect(half.json().fieldErrors).toMatchObject({
      straat: 'Straat is verplicht',
      huisnummer: 'Huisnummer is verplicht',
      plaats: 'Plaats is verplicht',
    });
    expect(await stored(u.id)).toEqual(before);
  });

  it('refuses signed-out callers (401) on GET and PATCH', async () => {
    expect((await get()).statusCode).toBe(401);
    expect((await t.patch('/api/profile', { ...names, ...ADDRESS })).statusCode).toBe(401);
  });

  it('an admin viewing as a consumer reads and saves the consumer’s address, not their own', async () => {
    const consumer = await t.createUser({ role: 'consumer', address: null });
    const admin = await t.adminViewingAs(consumer);
    const res = await t.patch('/api/profile', { ...names, ...ADDRESS }, admin.cookie);
    expect(res.json()).toMatchObject({ id: consumer.id, straat: 'Damrak' });
    expect((await get(admin.cookie)).json()).toMatchObject({ id: consumer.id, plaats: 'Amsterdam' });
    expect(await stored(admin.id)).toMatchObject({ straat: null });
  });

  it('logs which address fields changed, not their values', async () => {
    const u = await t.loginAs('consumer', { address: null });
    await t.patch('/api/profile', { ...names, ...ADDRESS }, u.cookie);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, u.id), eq(auditLog.action, 'users.profile-updated')))
      .orderBy(desc(auditLog.createdAt));
    expect(entries[0]?.details).toEqual({
      fields: ['firstName', 'lastName', 'straat', 'huisnummer', 'huisletter', 'postcode', 'plaats'],
    });
    expect(JSON.stringify(entries[0])).not.toContain('Damrak');
  });
});
