// POST /api/admin/create-professional: account, profile and set-password link in one go; never a
// password by mail; the spec's validation in Dutch; a known address 409; admins only.
import { ibanChecksumOk } from '@shared/users/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, linkTo, type TestApp, tokenOf } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const payload = (over: Record<string, unknown> = {}) => ({
  firstName: 'Jan',
  lastName: 'Vries',
  tussenvoegsel: 'de',
  email: `prof-${++n}-${Date.now()}@bureau.nl`,
  phone: '0612345678',
  specializations: ['aankoopmakelaar', ' ', 'taxatie', 'aankoopmakelaar'],
  workAreas: ['Utrecht', '', 'utrecht', 'Amersfoort'],
  bio: 'Twintig jaar ervaring',
  kvkNummer: '12345678',
  bedrijfsnaam: 'De Vries Makelaardij',
  iban: 'NL91 ABNA 0417 1643 00',
  btwNummer: 'NL123456789B01',
  bedrijfsPostcode: '3511ab',
  bedrijfsHuisnummer: '12',
  bedrijfsHuisletter: '',
  bedrijfsStraat: 'Oudegracht',
  bedrijfsPlaats: 'Utrecht',
  beroepsaansprakelijkheidsverzekering: 'Polis 123 bij Verzekeraar NV',
  sendWelcomeEmail: true,
  ...over,
});

describe('ibanChecksumOk', () => {
  it('accepts right check digits and refuses a wrong one', () => {
    expect(ibanChecksumOk('NL91ABNA0417164300')).toBe(true);
    expect(ibanChecksumOk('NL92ABNA0417164300')).toBe(false);
    expect(ibanChecksumOk('NL91ABNA0417164301')).toBe(false);
  });
});

describe('POST /api/admin/create-professional', () => {
  it('creates the account and profile, mails a set-password link without a password, and lists the professional', async () => {
    const admin = await t.loginAs('admin');
    const body = payload();
    const res = await t.post('/api/admin/create-professional', body, admin.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Professional aangemaakt',
      welcomeEmailSent: true,
    });
    const { userId } = res.json();

    const detail = (await t.get(`/api/admin/users/${userId}`, admin.cookie)).json();
    expect(detail.user).toMatchObject({ role: 'professional', email: body.email, firstName: 'Jan' });
    expect(detail.professionalProfile).toMatchObject({
      specialties: ['aankoopmakelaar', 'taxatie'],
      workAreas: ['Utrecht', 'Amersfoort'],
      bedrijfsnaam: 'De Vries Makelaardij',
      kvkNummer: '12345678',
      btwNummer: 'NL123456789B01',
      iban: 'NL91ABNA0417164300',
      bedrijfsPostcode: '3511 AB',
      bedrijfsPlaats: 'Utrecht',
      beroepsaansprakelijkheidsverzekering: 'Polis 123 bij Verzekeraar NV',
    });

    const listed = (await t.get('/api/users/professionals?type=taxatie', admin.cookie)).json();
    expect(listed.map((p: { id: string }) => p.id)).toContain(userId);

    const mail = await t.sink.waitFor(body.email);
    expect(mail.text).not.toMatch(/wachtwoord:\s*\S/i);
    // The tussenvoegsel is kept on the account and the mail opens formally with it (decision 0023).
    expect(mail.text).toMatch(/^Geachte Jan de Vries,$/m);
    const [row] = await t.database.db
      .select({ tussenvoegsel: users.tussenvoegsel, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, userId));
    expect(row).toEqual({ tussenvoegsel: 'de', lastName: 'Vries' });
    const link = linkTo(mail, '/reset-password');
    const set = await t.request({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: tokenOf(link), password: 'NieuwGeheim1!' },
    });
    expect(set.statusCode).toBe(200);
    expect(mail.text).not.toContain('NieuwGeheim1!');
    const cookie = await t.login(body.email, 'NieuwGeheim1!');
    const me = (await t.get('/api/auth/user', cookie)).json();
    expect(me.role).toBe('professional');
  });

  it('sends no mail when sendWelcomeEmail is false', async () => {
    const admin = await t.loginAs('admin');
    const res = await t.post(
      '/api/admin/create-professional',
      payload({ sendWelcomeEmail: false }),
      admin.cookie,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().welcomeEmailSent).toBe(false);
  });

  it('refuses a known e-mail address with 409 and creates nothing', async () => {
    const admin = await t.loginAs('admin');
    const existing = await t.createUser({ role: 'consumer' });
    const res = await t.post(
      '/api/admin/create-professional',
      payload({ email: existing.email }),
      admin.cookie,
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Er bestaat al een account met dit e-mailadres');
    expect(res.json().code).toBe('EMAIL_TAKEN');
  });

  it('answers bad input with Dutch field messages, an IBAN with a wrong check digit included', async () => {
    const admin = await t.loginAs('admin');
    const res = await t.post(
      '/api/admin/create-professional',
      payload({
        firstName: '',
        email: 'geen-adres',
        phone: '123',
        specializations: [' ', ''],
        workAreas: [''],
        kvkNummer: '1234',
        iban: 'NL92ABNA0417164300',
        btwNummer: 'NL123456789',
        bedrijfsPostcode: '35',
        beroepsaansprakelijkheidsverzekering: '',
      }),
      admin.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      firstName: 'Voornaam is verplicht',
      email: 'Ongeldig e-mailadres',
      phone: 'Telefoon is verplicht',
      specializations: 'Selecteer minimaal één specialisatie',
      workAreas: 'Voeg minimaal één werkgebied toe',
      kvkNummer: 'Een KVK-nummer heeft 8 cijfers',
      iban: 'Ongeldig IBAN formaat',
      btwNummer: 'Ongeldig BTW nummer formaat',
      bedrijfsPostcode: 'Vul een postcode in als 1234 AB',
      beroepsaansprakelijkheidsverzekering: 'Beroepsaansprakelijkheidsverzekering is verplicht',
    });
  });

  it.each(['professional', 'consumer'] as const)('refuses a %s with 403', async (role) => {
    const user = await t.loginAs(role);
    const res = await t.post('/api/admin/create-professional', payload(), user.cookie);
    expect(res.statusCode).toBe(403);
  });
});
