// A lead's bouwjaar and oppervlakte may stay empty, but when given they are numbers that make sense: the
// professional reads them as the request's (docs/decisions/0035).
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, projects } from '../../db/schema';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let pro: TestUser & { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional');
});
afterAll(async () => {
  await t.close();
});

let n = 0;
const leadBody = (over: Record<string, unknown> = {}) => ({
  serviceType: 'taxatie',
  clientName: 'Jan de Vries',
  email: `getal${++n}-${Date.now()}@example.nl`,
  contactnummer: '0612345678',
  postcode: '1234AB',
  huisnummer: '12',
  straat: 'Dorpsstraat',
  plaats: 'Utrecht',
  ...over,
});
const counts = async () => [
  Number((await t.database.db.select({ n: count() }).from(leads))[0]!.n),
  Number((await t.database.db.select({ n: count() }).from(projects))[0]!.n),
];

describe('POST /api/leads/create: bouwjaar and oppervlakte', () => {
  it('refuses letters and numbers out of range with 400 per field, storing nothing', async () => {
    const before = await counts();
    const res = await t.post(
      '/api/leads/create',
      leadBody({ bouwjaar: '19xx', oppervlakte: 'groot' }),
      pro.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      bouwjaar: 'Voer een geldig bouwjaar in',
      oppervlakte: 'Voer een geldig getal in',
    });
    const range = await t.post(
      '/api/leads/create',
      leadBody({ bouwjaar: '1400', oppervlakte: '0' }),
      pro.cookie,
    );
    expect(range.json().fieldErrors).toEqual({
      bouwjaar: `Bouwjaar moet tussen 1500 en ${new Date().getFullYear() + 1} liggen`,
      oppervlakte: 'Oppervlakte moet tussen 1 en 100.000 m² liggen',
    });
    expect(await counts()).toEqual(before);
  });

  it('accepts them empty or as numbers', async () => {
    expect((await t.post('/api/leads/create', leadBody(), pro.cookie)).statusCode).toBe(201);
    const res = await t.post(
      '/api/leads/create',
      leadBody({ bouwjaar: '1930', oppervlakte: '120 m²' }),
      pro.cookie,
    );
    expect(res.statusCode).toBe(201);
  });

  it('stays for professionals: a consumer is refused (403)', async () => {
    const consumer = await t.loginAs('consumer');
    expect((await t.post('/api/leads/create', leadBody({ bouwjaar: 'x' }), consumer.cookie)).statusCode).toBe(
      403,
    );
  });
});
