import { describe, expect, it } from 'vitest';
import { compareNames, displayName, matchesName, nameSearchText, sortByName, sortName } from './display-name';

const sanne = { firstName: 'Sanne', tussenvoegsel: 'van der', lastName: 'Berg', email: 'sanne@voorbeeld.nl' };

describe('displayName', () => {
  it('writes first name, tussenvoegsel and last name', () => {
    expect(displayName(sanne)).toBe('Sanne van der Berg');
    expect(displayName({ firstName: 'Jan', lastName: 'Jansen' })).toBe('Jan Jansen');
    expect(displayName({ firstName: 'Jan', tussenvoegsel: null, lastName: 'Jansen' })).toBe('Jan Jansen');
  });

  it('writes the tussenvoegsel in lower case after the first name, with single spaces', () => {
    expect(displayName({ firstName: ' Sanne ', tussenvoegsel: 'Van  Der', lastName: ' Berg  ' })).toBe(
      'Sanne van der Berg',
    );
    expect(displayName({ firstName: 'Anna  Maria', tussenvoegsel: '', lastName: 'de  Vries' })).toBe(
      'Anna Maria de Vries',
    );
  });

  it('is just the first name without a last name', () => {
    expect(displayName({ firstName: 'Karin', lastName: '' })).toBe('Karin');
    expect(displayName({ firstName: 'Karin', tussenvoegsel: 'de', lastName: null })).toBe('Karin');
    expect(displayName({ firstName: 'Karin' })).toBe('Karin');
  });
});

describe('sortName and compareNames', () => {
  it('puts the achternaam first and the tussenvoegsel behind the first name', () => {
    expect(sortName(sanne)).toBe('Berg, Sanne van der');
    expect(sortName({ firstName: 'Jan', lastName: 'Jansen' })).toBe('Jansen, Jan');
  });

  it('treats a tussenvoegsel typed into the last name the same', () => {
    expect(sortName({ firstName: 'Sanne', lastName: 'van der Berg' })).toBe('Berg, Sanne van der');
    expect(sortName({ firstName: 'Pieter', lastName: "van 't Hof" })).toBe("Hof, Pieter van 't");
    // A last name that is only such a word stays a name.
    expect(sortName({ firstName: 'Anna', lastName: 'de' })).toBe('de, Anna');
  });

  it('is the first name without a last name', () => {
    expect(sortName({ firstName: 'Karin', lastName: '' })).toBe('Karin');
  });

  it('sorts under the surname, ignoring the tussenvoegsel and case, then on the first name', () => {
    const people = [
      { firstName: 'Zoë', lastName: 'Bakker' },
      { firstName: 'Sanne', tussenvoegsel: 'van der', lastName: 'Berg' },
      { firstName: 'Anna', lastName: 'Aalders' },
      { firstName: 'Pieter', lastName: 'de Vries' },
      { firstName: 'Bram', lastName: 'berg' },
      { firstName: 'Eva', tussenvoegsel: 'de', lastName: 'Wit' },
    ];
    expect(sortByName(people).map(displayName)).toEqual([
      'Anna Aalders',
      'Zoë Bakker',
      'Bram berg',
      'Sanne van der Berg',
      'Pieter de Vries',
      'Eva de Wit',
    ]);
    expect(compareNames(sanne, { firstName: 'Sanne', lastName: 'van der Berg' })).toBe(0);
  });
});

describe('name search', () => {
  it("finds 'van der Berg', 'Berg' and 'Sanne van der', case-insensitively, and the e-mail", () => {
    expect(nameSearchText(sanne)).toBe('sanne van der berg sanne@voorbeeld.nl');
    for (const q of ['van der Berg', 'Berg', 'Sanne van der', 'VAN DER', ' sanne   van ', 'voorbeeld.nl']) {
      expect(matchesName(sanne, q), q).toBe(true);
    }
  });

  it('does not find what is not in the name or the e-mail', () => {
    expect(matchesName(sanne, 'Sanne Berg')).toBe(false);
    expect(matchesName(sanne, 'de Berg')).toBe(false);
  });
});
