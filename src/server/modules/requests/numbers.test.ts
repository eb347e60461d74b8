// The request forms' numbers (bouwjaar, oppervlakte, amounts) are refused by the server as by the form: 400 with the
// field's Dutch message, and nothing stored.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects, users } from '../../db/schema';
import {
  exampleBouwkundige,
  exampleEnergielabel,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleTaxatieExtended,
  exampleVerduurzaming,
} from '../../test/fixtures/requests';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let ipCounter = 0;
const newIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;
let mailCounter = 0;
const uniqueEmail = () => `getallen${++mailCounter}-${Date.now()}@example.nl`;

const post = (url: string, payload: unknown, cookie?: string) =>
  t.request({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    remoteAddress: newIp(),
    cookie,
  });
const countOf = async (table: typeof users | typeof projects) =>
  Number((await t.database.db.select({ n: count() }).from(table))[0]!.n);

const RANGE = `Bouwjaar moet tussen 1500 en ${new Date().getFullYear() + 1} liggen`;

describe('the public forms refuse nonsense numbers', () => {
  it.each([
    [
      '/api/public/taxatie',
      { ...exampleTaxatie(), propertySize: 'abc', buildYear: '19xx' },
      { propertySize: 'Voer een geldig getal in', buildYear: 'Voer een geldig bouwjaar in' },
    ],
    [
      '/api/public/taxatie',
      { ...exampleTaxatie(), propertySize: '0', buildYear: '1200' },
      { propertySize: 'Oppervlakte moet tussen 1 en 100.000 m² liggen', buildYear: RANGE },
    ],
    [
      '/api/public/taxatie',
      { ...exampleTaxatieExtended(), purchasePrice: 'vier ton' },
      { purchasePrice: 'Voer een geldig bedrag in' },
    ],
    [
      '/api/public/hypotheekadviseur',
      { ...exampleHypotheekadviseur(), gewensteHypotheek: '-1', inkomen: 'veel', woningWaarde: 'x' },
      {
        gewensteHypotheek: 'Een bedrag moet 0 of meer zijn',
        inkomen: 'Voer een geldig bedrag in',
        woningWaarde: 'Voer een geldig bedrag in',
      },
    ],
    [
      '/api/public/bouwkundige',
      { ...exampleBouwkundige(), oppervlakte: '200000', buildYear: '85' },
      {
        oppervlakte: 'Oppervlakte moet tussen 1 en 100.000 m² liggen',
        buildYear: 'Voer een geldig bouwjaar in',
      },
    ],
  ])('%s: 400 with the messages per field, nothing stored', async (url, payload, expected) => {
    const before = [await countOf(users), await countOf(projects)];
    const res = await post(url, { ...payload, email: uniqueEmail() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(expected);
    expect([await countOf(users), await countOf(projects)]).toEqual(before);
  });

  it('an empty number is still "is verplicht", and Dutch notation is a number', async () => {
    const empty = await post('/api/public/bouwkundige', {
      ...exampleBouwkundige(uniqueEmail()),
      buildYear: '',
    });
    expect(empty.json().fieldErrors).toEqual({ buildYear: 'Bouwjaar is verplicht' });
    const dutch = await post('/api/public/taxatie', {
      ...exampleTaxatieExtended(uniqueEmail()),
      purchasePrice: '€ 450.000,-',
    });
    expect(dutch.statusCode).toBe(200);
  });
});

describe('POST /api/projects (signed in) refuses nonsense numbers', () => {
  it.each([
    ['energielabel', { ...exampleEnergielabel(), bouwjaar: '19xx', oppervlakte: 'groot' }],
    ['verduurzaming', { ...exampleVerduurzaming(), bouwjaar: '3000' }],
  ] as const)('%s', async (type, formData) => {
    const consumer = await t.loginAs('consumer');
    const before = await countOf(projects);
    const res = await post('/api/projects', { type, formData }, consumer.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual(
      type === 'energielabel'
        ? {
            'formData.bouwjaar': 'Voer een geldig bouwjaar in',
            'formData.oppervlakte': 'Voer een geldig getal in',
          }
        : { 'formData.bouwjaar': RANGE },
    );
    expect(await countOf(projects)).toBe(before);
  });
});
