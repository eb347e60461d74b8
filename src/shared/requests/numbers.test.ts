import {
  exampleBouwkundige,
  exampleEnergielabel,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleTaxatieExtended,
  exampleVerduurzaming,
} from '@server/test/fixtures/requests';
import { describe, expect, it } from 'vitest';
import { createLeadBody } from '../leads/schemas';
import { createProfessionalBody } from '../users/create-professional';
import { professionalProfileBody } from '../users/schemas';
import { fieldErrorsOf, type z } from '../zod';
import { maxBuildYear, parseDutchNumber } from './numbers';
import {
  bouwkundigeForm,
  energielabelForm,
  hypotheekadviseurForm,
  taxatieExtendedForm,
  taxatieForm,
  verduurzamingForm,
} from './schemas';

// biome-ignore lint/suspicious/noExplicitAny: any form schema
const errorsOf = (schema: z.ZodType<any>, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? {} : fieldErrorsOf(r.error);
};

const NEXT_YEAR = new Date().getFullYear() + 1;
const RANGE = `Bouwjaar moet tussen 1500 en ${NEXT_YEAR} liggen`;

describe('parseDutchNumber', () => {
  it.each([
    ['250000', 250_000],
    ['250.000', 250_000],
    ['1.250.000', 1_250_000],
    ['250 000', 250_000],
    ['€ 350.000,-', 350_000],
    ['€350.000,50', 350_000.5],
    ['120,5', 120.5],
    ['120.5', 120.5],
    ['120 m²', 120],
    ['120m2', 120],
    ['0', 0],
    ['-5', -5],
    [' 42 ', 42],
  ])('%s is %d', (input, expected) => {
    expect(parseDutchNumber(input)).toBe(expected);
  });

  it.each([
    '',
    'abc',
    '12a',
    '19xx',
    '1,2,3',
    '1.2.3',
    '€',
    '12,,5',
    '25.00.0',
    'm²',
    '--5',
    '1e5',
    'Infinity',
  ])('%s is no number', (input) => {
    expect(parseDutchNumber(input)).toBeNull();
  });
});

describe('bouwjaar: four digits from 1500 to next year', () => {
  it('next year is computed from the calendar', () => {
    expect(maxBuildYear(new Date('2030-06-01T12:00:00Z'))).toBe(2031);
    expect(maxBuildYear()).toBe(NEXT_YEAR);
  });

  it.each([
    // form, field, the form's own text when empty
    ['taxatie', taxatieForm, exampleTaxatie(), 'buildYear', 'Bouwjaar is verplicht'],
    ['bouwkundige', bouwkundigeForm, exampleBouwkundige(), 'buildYear', 'Bouwjaar is verplicht'],
    ['verduurzaming', verduurzamingForm, exampleVerduurzaming(), 'bouwjaar', 'Bouwjaar is verplicht'],
    ['energielabel', energielabelForm, exampleEnergielabel(), 'bouwjaar', 'Voer een geldig bouwjaar in'],
  ] as const)('%s', (_name, schema, example, field, empty) => {
    const check = (value: string) => errorsOf(schema, { ...example, [field]: value });
    expect(check('')).toEqual({ [field]: empty });
    expect(check('   ')).toEqual({ [field]: empty });
    expect(check('19xx')).toEqual({ [field]: 'Voer een geldig bouwjaar in' });
    expect(check('abc')).toEqual({ [field]: 'Voer een geldig bouwjaar in' });
    expect(check('197')).toEqual({ [field]: 'Voer een geldig bouwjaar in' });
    expect(check('1985.5')).toEqual({ [field]: 'Voer een geldig bouwjaar in' });
    expect(check('1499')).toEqual({ [field]: RANGE });
    expect(check(String(NEXT_YEAR + 1))).toEqual({ [field]: RANGE });
    expect(check('1500')).toEqual({});
    expect(check(String(NEXT_YEAR))).toEqual({});
    expect(check(' 1985 ')).toEqual({});
  });
});

describe('oppervlakte: a number from 1 to 100.000 m²', () => {
  it.each([
    ['taxatie', taxatieForm, exampleTaxatie(), 'propertySize', 'm2 is verplicht'],
    ['bouwkundige', bouwkundigeForm, exampleBouwkundige(), 'oppervlakte', 'Oppervlakte is verplicht'],
    ['energielabel', energielabelForm, exampleEnergielabel(), 'oppervlakte', 'Voer de oppervlakte in'],
  ] as const)('%s', (_name, schema, example, field, empty) => {
    const check = (value: string) => errorsOf(schema, { ...example, [field]: value });
    expect(check('')).toEqual({ [field]: empty });
    expect(check('abc')).toEqual({ [field]: 'Voer een geldig getal in' });
    expect(check('12a')).toEqual({ [field]: 'Voer een geldig getal in' });
    expect(check('0')).toEqual({ [field]: 'Oppervlakte moet tussen 1 en 100.000 m² liggen' });
    expect(check('-5')).toEqual({ [field]: 'Oppervlakte moet tussen 1 en 100.000 m² liggen' });
    expect(check('100.001')).toEqual({ [field]: 'Oppervlakte moet tussen 1 en 100.000 m² liggen' });
    expect(check('1')).toEqual({});
    expect(check('100.000')).toEqual({});
    expect(check('120 m²')).toEqual({});
    expect(check('85,5')).toEqual({});
  });
});

describe('amounts: a number of euro, 0 or more', () => {
  it('the extended valuation purchase price (koopsom)', () => {
    const check = (purchasePrice: string) =>
      errorsOf(taxatieExtendedForm, { ...exampleTaxatieExtended(), purchasePrice });
    expect(check('')).toEqual({ purchasePrice: 'Koopsom is verplicht' });
    expect(check('veel')).toEqual({ purchasePrice: 'Voer een geldig bedrag in' });
    expect(check('-1')).toEqual({ purchasePrice: 'Een bedrag moet 0 of meer zijn' });
    expect(check('€ 450.000,-')).toEqual({});
    expect(check('0')).toEqual({});
  });

  it('the mortgage form: gewenste hypotheek and inkomen required, the others optional but numbers', () => {
    const check = (change: Record<string, string>) =>
      errorsOf(hypotheekadviseurForm, { ...exampleHypotheekadviseur(), ...change });
    expect(check({ gewensteHypotheek: '', inkomen: '' })).toEqual({
      gewensteHypotheek: 'Gewenste hypotheek is verplicht',
      inkomen: 'Inkomen is verplicht',
    });
    expect(
      check({ gewensteHypotheek: 'drie ton', inkomen: '4k', huidigeHypotheek: 'x', woningWaarde: '-350000' }),
    ).toEqual({
      gewensteHypotheek: 'Voer een geldig bedrag in',
      inkomen: 'Voer een geldig bedrag in',
      huidigeHypotheek: 'Voer een geldig bedrag in',
      woningWaarde: 'Een bedrag moet 0 of meer zijn',
    });
    expect(check({ huidigeHypotheek: '', woningWaarde: '' })).toEqual({});
    expect(check({ gewensteHypotheek: '350.000', inkomen: '4.500,00', woningWaarde: '€ 400.000' })).toEqual(
      {},
    );
  });
});

describe('the lead form: bouwjaar and oppervlakte may stay empty, but are numbers when given', () => {
  const lead = {
    serviceType: 'taxatie',
    clientName: 'Jan Jansen',
    email: 'jan@example.nl',
    contactnummer: '0612345678',
    postcode: '1234 AB',
    huisnummer: '1',
    straat: 'Dorpsstraat',
    plaats: 'Utrecht',
  };
  it.each([
    [{}, {}],
    [{ bouwjaar: '', oppervlakte: '' }, {}],
    [{ bouwjaar: '1985', oppervlakte: '120' }, {}],
    [{ bouwjaar: '19xx' }, { bouwjaar: 'Voer een geldig bouwjaar in' }],
    [{ bouwjaar: '1200' }, { bouwjaar: RANGE }],
    [{ oppervlakte: 'groot' }, { oppervlakte: 'Voer een geldig getal in' }],
    [{ oppervlakte: '0' }, { oppervlakte: 'Oppervlakte moet tussen 1 en 100.000 m² liggen' }],
  ])('%o', (change, errors) => {
    expect(errorsOf(createLeadBody, { ...lead, ...change })).toEqual(errors);
  });
});

describe('KVK: exactly 8 digits wherever it is entered', () => {
  it('/profiel: empty clears it, 8 digits (spaces and dots allowed) pass, anything else says 8 cijfers', () => {
    const kvk = (kvkNummer: string) => errorsOf(professionalProfileBody, { specializations: [], kvkNummer });
    expect(kvk('')).toEqual({});
    expect(kvk('12345678')).toEqual({});
    expect(kvk('1234 5678')).toEqual({});
    expect(professionalProfileBody.parse({ specializations: [], kvkNummer: '12.34.56.78' }).kvkNummer).toBe(
      '12345678',
    );
    for (const wrong of ['1234567', '123456789', '1234567a', 'abcdefgh'])
      expect(kvk(wrong)).toEqual({ kvkNummer: 'Een KVK-nummer heeft 8 cijfers' });
  });

  it("create-professional: 'is verplicht' only when empty, a wrong number its own text", () => {
    const kvk = (kvkNummer: string) => errorsOf(createProfessionalBody, { kvkNummer }).kvkNummer;
    expect(kvk('')).toBe('KVK nummer is verplicht');
    expect(kvk('1234567')).toBe('Een KVK-nummer heeft 8 cijfers');
    expect(kvk('123456789')).toBe('Een KVK-nummer heeft 8 cijfers');
    expect(kvk('1234567x')).toBe('Een KVK-nummer heeft 8 cijfers');
    expect(kvk('12345678')).toBeUndefined();
  });
});
