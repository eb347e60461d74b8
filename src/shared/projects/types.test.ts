import { describe, expect, it } from 'vitest';
import { projectTitleFor } from './types';

describe('projectTitleFor (the type and the address or place)', () => {
  it('names street, number and place in each form’s field names', () => {
    expect(
      projectTitleFor('energielabel', { straat: 'Stationsplein', huisnummer: '14', plaats: 'Amersfoort' }),
    ).toBe('Energielabel – Stationsplein 14, Amersfoort');
    expect(
      projectTitleFor('taxatie', {
        objectStreet: 'Oudegracht',
        objectHouseNumber: '7-9',
        objectCity: 'Utrecht',
      }),
    ).toBe('Taxatie – Oudegracht 7-9, Utrecht');
    expect(
      projectTitleFor('bouwkundige', {
        street: 'Lange Voorhout',
        houseNumber: '123',
        houseLetter: 'a',
        city: 'Den Haag',
      }),
    ).toBe('Bouwkundige keuring – Lange Voorhout 123a, Den Haag');
  });

  it('takes the one-line address a form asked for, or only a place', () => {
    expect(projectTitleFor('taxatie', { propertyAddress: ' Grote Markt 1, 9711 LV Groningen ' })).toBe(
      'Taxatie – Grote Markt 1, 9711 LV Groningen',
    );
    expect(projectTitleFor('verduurzaming', { plaats: 'Zwolle' })).toBe('Verduurzaming – Zwolle');
  });

  it('names a buyer’s agent after the search area, not the consumer’s own home', () => {
    expect(
      projectTitleFor('aankoopmakelaar', {
        searchArea: ['Amsterdam', 'Utrecht', 'Haarlem', 'Leiden'],
        street: 'Damrak',
        houseNumber: '45',
        city: 'Amsterdam',
      }),
    ).toBe('Aankoopmakelaar – Amsterdam, Utrecht, Haarlem');
  });

  it('falls back to "{type} aanvraag" when the form names no place', () => {
    expect(projectTitleFor('taxatie', { straat: 'Dorpsstraat' })).toBe('Taxatie aanvraag');
    expect(projectTitleFor('aankoopmakelaar', {})).toBe('Aankoopmakelaar aanvraag');
  });
});
