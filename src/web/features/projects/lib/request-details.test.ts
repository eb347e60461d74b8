import {
  exampleAankoopmakelaar,
  exampleEnergielabel,
  exampleHypotheekAdviseurRequest,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleTaxatieExtended,
  exampleVerkoopmakelaar,
} from '@server/test/fixtures/requests';
import { addressLine, EMPTY_ADDRESS } from '@shared/requests/address';
import { describe, expect, it } from 'vitest';
import {
  customerInfo,
  euro,
  fieldRow,
  humanizeKey,
  mortgageAdviserLabel,
  priceRange,
  requestDetailSections,
  salutationLabel,
  searchAreas,
  yesNo,
} from './request-details';

const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');
const rowsOf = (sections: ReturnType<typeof requestDetailSections>, title: string) =>
  Object.fromEntries(sections.find((s) => s.title === title)?.rows.map((r) => [r.label, r.value]) ?? []);

describe('value formatting', () => {
  it('reads every stored salutation as Dutch words', () => {
    expect(salutationLabel('dhr')).toBe('De heer');
    expect(salutationLabel('Dhr.')).toBe('De heer');
    expect(salutationLabel('mevr')).toBe('Mevrouw');
    expect(salutationLabel('Mevr.')).toBe('Mevrouw');
    expect(salutationLabel('mw')).toBe('Mevrouw');
    expect(salutationLabel('Fam.')).toBe('Familie');
    expect(salutationLabel('prof')).toBe('Prof.');
    expect(salutationLabel('')).toBe('');
  });

  it('shows yes/no and the mortgage adviser answer as the spec words them', () => {
    expect(yesNo('ja')).toBe('Ja');
    expect(yesNo('nee')).toBe('Nee');
    expect(yesNo(true)).toBe('Ja');
    expect(mortgageAdviserLabel('ja')).toBe('Ja, al geregeld');
    expect(mortgageAdviserLabel('nee')).toBe('Nee, nog niet geregeld');
    expect(mortgageAdviserLabel('weet-niet')).toBe('Weet ik niet');
  });

  it('formats euro amounts and price ranges with Dutch thousands separators', () => {
    expect(nbsp(euro('250000'))).toBe('€ 250.000');
    expect(euro('250.000')).toBe('€ 250.000');
    expect(euro('')).toBe('');
    expect(nbsp(priceRange('250000', '400000'))).toBe('€ 250.000 – € 400.000');
    expect(nbsp(priceRange('250000', ''))).toBe('Vanaf € 250.000');
    expect(nbsp(priceRange(undefined, '1000000'))).toBe('Tot € 1.000.000');
    expect(priceRange(undefined, undefined)).toBe('');
  });

  it('reads search areas as a list or a single (comma-separated) string', () => {
    expect(searchAreas(['Amsterdam', ' Utrecht ', ''])).toEqual(['Amsterdam', 'Utrecht']);
    expect(searchAreas('Haarlem, Leiden')).toEqual(['Haarlem', 'Leiden']);
    expect(searchAreas(undefined)).toEqual([]);
  });

  it('labels fields and their option values in Dutch, and humanizes unknown keys', () => {
    expect(fieldRow('taxationType', 'spoed')).toEqual({
      label: 'Type taxatie',
      value: 'Spoedtaxatie - €670',
    });
    expect(fieldRow('oppervlakte', '110')).toEqual({ label: 'Oppervlakte', value: '110 m²' });
    expect(fieldRow('gewensteAfspraakDatum', '2026-12-01')).toEqual({
      label: 'Gewenste afspraakdatum',
      value: '01-12-2026',
    });
    expect(fieldRow('adviesOnderwerpen', ['isolatie', 'warmtepomp'])).toMatchObject({
      label: 'Advies over',
      list: ['Isolatie', 'Warmtepomp'],
    });
    expect(fieldRow('someNewField', 'x')).toEqual({ label: 'Some new field', value: 'x' });
    expect(fieldRow('huidigeHypotheek', '')).toBeNull();
    expect(fieldRow('nested', { a: 1 })).toBeNull();
    expect(humanizeKey('contact_phone-number')).toBe('Contact phone number');
  });
});

describe('customerInfo', () => {
  it('prefers the account and adds the infix from the form', () => {
    const info = customerInfo({
      consumer: {
        id: 'c',
        firstName: 'Jan',
        tussenvoegsel: null,
        lastName: 'Jansen',
        email: 'jan@example.nl',
        phone: null,
      },
      formData: exampleAankoopmakelaar('jan@example.nl'),
    });
    expect(info).toMatchObject({ name: 'Jan van Jansen', email: 'jan@example.nl', phone: '0612345678' });
    expect(addressLine(info.address)).toBe('Damrak 45A, 1012 LG Amsterdam');
    expect(info.addressOfProperty).toBe(false);
  });

  it('finds the address of the other forms and leaves unknowns empty', () => {
    const empty = { id: 'c', firstName: '', tussenvoegsel: null, lastName: '', email: '', phone: null };
    const mortgage = customerInfo({ consumer: empty, formData: exampleHypotheekAdviseurRequest() });
    expect(addressLine(mortgage.address)).toBe('Damrak 12, 1012 LG Amsterdam');
    expect(mortgage.addressOfProperty).toBe(false);
    expect(customerInfo({ consumer: empty, formData: {} })).toEqual({
      name: '',
      email: '',
      phone: '',
      address: EMPTY_ADDRESS,
      addressOfProperty: false,
    });
  });

  it("marks the home's address as 'Adres woning' when it is the only one known", () => {
    const empty = { id: 'c', firstName: '', tussenvoegsel: null, lastName: '', email: '', phone: null };
    const seller = customerInfo({ consumer: empty, formData: exampleVerkoopmakelaar() });
    expect(seller.address.street).toBe('Oudegracht 12, 3511 AP Utrecht');
    expect(seller.addressOfProperty).toBe(true);
    const valuation = customerInfo({
      consumer: empty,
      formData: {
        objectStreet: 'Kerkstraat',
        objectHouseNumber: '3',
        objectPostcode: '3811 CV',
        objectCity: 'Amersfoort',
      },
    });
    expect(valuation.addressOfProperty).toBe(true);
    expect(valuation.address.city).toBe('Amersfoort');
  });
});

describe('requestDetailSections', () => {
  it('gives the buyer every section of the request form', () => {
    const sections = requestDetailSections('aankoopmakelaar', exampleAankoopmakelaar());
    expect(sections.map((s) => s.title)).toEqual([
      'Persoonlijke gegevens',
      'Adresgegevens',
      'Gewenste woning',
      'Financiering en situatie',
      'Opmerkingen',
    ]);
    expect(rowsOf(sections, 'Persoonlijke gegevens')).toEqual({
      Aanhef: 'De heer',
      Voornaam: 'Jan',
      Tussenvoegsel: 'van',
      Achternaam: 'Jansen',
      'E-mail': 'koper@example.nl',
      Telefoon: '0612345678',
    });
    expect(rowsOf(sections, 'Adresgegevens')).toEqual({
      'Straat en huisnummer': 'Damrak 45A',
      Postcode: '1012 LG',
      Plaats: 'Amsterdam',
    });
    expect(rowsOf(sections, 'Financiering en situatie')).toEqual({
      'Heeft eigen woning': 'Ja',
      'Heeft hypotheekadviseur': 'Nee, nog niet geregeld',
      'Verwachte termijn aankoop': 'Binnen 6 maanden',
    });
    expect(rowsOf(sections, 'Opmerkingen')).toEqual({ Opmerkingen: 'Graag een balkon' });
    // The buyer's search criteria (the page's one copy of them, since the separate criteria card went).
    expect(
      Object.fromEntries(Object.entries(rowsOf(sections, 'Gewenste woning')).map(([k, v]) => [k, nbsp(v)])),
    ).toEqual({
      Prijsklasse: '€ 250.000 – € 400.000',
      Zoekgebied: 'Amsterdam, Utrecht, Haarlem',
      Woningtype: 'Appartement',
      'Minimaal m²': '75 - 100 m²',
      'Minimaal slaapkamers': '2',
      Bouwperiode: 'Geen voorkeur',
    });
  });

  it("keeps the buyer's free-text preferences with the criteria, and nowhere else", () => {
    const sections = requestDetailSections('aankoopmakelaar', {
      ...exampleAankoopmakelaar(),
      preferences: 'Tuin op het zuiden',
    });
    expect(rowsOf(sections, 'Gewenste woning').Voorkeuren).toBe('Tuin op het zuiden');
    expect(sections.map((s) => s.title)).not.toContain('Aanvraaggegevens');
  });

  it('gives the other types their own fields with Dutch labels', () => {
    const mortgage = rowsOf(
      requestDetailSections('hypotheekadviseur', exampleHypotheekadviseur()),
      'Hypotheekgegevens',
    );
    expect(Object.fromEntries(Object.entries(mortgage).map(([k, v]) => [k, nbsp(v)]))).toEqual({
      'Huidige woning': 'Ja',
      'Huidige hypotheek': '€ 200.000',
      'Gewenste hypotheek': '€ 350.000',
      Inkomen: '€ 4.500',
      'Type woning': 'Bestaande woning',
      Woningwaarde: '€ 400.000',
      'Gewenste afspraakdatum': '01-12-2026',
      'Gewenste termijn': 'Binnen 3 maanden',
    });
    const valuation = requestDetailSections('taxatie', exampleTaxatieExtended());
    expect(rowsOf(valuation, 'Persoonlijke gegevens').Aanhef).toBe('Mevrouw');
    expect(rowsOf(valuation, 'Taxatiegegevens')).toMatchObject({
      'Te taxeren object': 'Oudegracht 7-9, 3511 AP Utrecht',
      'Adres eigenaar': 'Oudegracht 7, 3511 AP Utrecht',
      Tarief: 'Spoed (binnen 24 uur)',
      'Afspraak met': 'Verkopende makelaar',
    });
    expect(rowsOf(valuation, 'Opmerkingen')).toEqual({ Opmerkingen: 'Geen opmerkingen' });
  });

  it('orders the fields as the form does, whatever order the stored keys come in', () => {
    const stored = Object.fromEntries(Object.entries({ ...exampleEnergielabel(), extraVeld: 'x' }).reverse());
    const rows = requestDetailSections('energielabel', stored).find(
      (s) => s.title === 'Objectgegevens',
    )?.rows;
    expect(rows?.map((r) => r.label)).toEqual([
      'Gewenste dienst',
      'Soort pand',
      'Bouwjaar',
      'Oppervlakte',
      'Afspraak met',
      'Naam of e-mail contactpersoon',
      'Contactnummer',
      'Extra veld',
    ]);
  });

  it('shows a taxatie’s one-line address in its own section, not three empty Adresgegevens rows', () => {
    const sections = requestDetailSections('taxatie', exampleTaxatie());
    expect(sections.map((s) => s.title)).not.toContain('Adresgegevens');
    expect(rowsOf(sections, 'Taxatiegegevens')).toMatchObject({
      'Adres van de woning': 'Grote Markt 1, 9711 LV Groningen',
    });
    const rows = sections.flatMap((s) => s.rows);
    expect(rows.filter((r) => ['Straat en huisnummer', 'Postcode', 'Plaats'].includes(r.label))).toEqual([]);
  });
});
