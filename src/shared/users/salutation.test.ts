import { describe, expect, it } from 'vitest';
import { aanhefOf, formalSalutation, formatInitialen, nameWithInitials, surnameAlone } from './salutation';

describe('formalSalutation', () => {
  it('addresses a man by his surname, the tussenvoegsel capitalised where it starts the name', () => {
    expect(
      formalSalutation({
        firstName: 'Jan',
        lastName: 'Vries',
        tussenvoegsel: 'de',
        aanhef: 'Dhr.',
        initialen: 'J.',
      }),
    ).toBe('Geachte heer De Vries');
    expect(
      formalSalutation({ firstName: 'Piet', lastName: 'Berg', tussenvoegsel: 'van der', aanhef: 'Dhr.' }),
    ).toBe('Geachte heer Van der Berg');
  });

  it('capitalises a tussenvoegsel typed into the last name as well', () => {
    expect(formalSalutation({ firstName: 'Pieter', lastName: 'de Vries', aanhef: 'Dhr.' })).toBe(
      'Geachte heer De Vries',
    );
    expect(formalSalutation({ firstName: 'Pieter', lastName: 'de Vries' })).toBe('Geachte Pieter de Vries');
  });

  it('addresses a woman as mevrouw', () => {
    expect(formalSalutation({ firstName: 'Anna', lastName: 'Jansen', aanhef: 'Mevr.' })).toBe(
      'Geachte mevrouw Jansen',
    );
    expect(
      formalSalutation({ firstName: 'Anna', lastName: ' Jansen ', tussenvoegsel: '', aanhef: 'Mevr.' }),
    ).toBe('Geachte mevrouw Jansen');
  });

  it('without an aanhef, names the person in full, gender-neutrally, initials before the surname', () => {
    expect(
      formalSalutation({ firstName: 'Jan', lastName: 'Vries', tussenvoegsel: 'de', initialen: 'J.' }),
    ).toBe('Geachte J. de Vries');
    expect(
      formalSalutation({ firstName: 'Karin', lastName: 'Vries', tussenvoegsel: 'de', aanhef: null }),
    ).toBe('Geachte Karin de Vries');
  });

  it('with only a first name known, is as friendly as the mails were', () => {
    expect(formalSalutation({ firstName: 'Karin' })).toBe('Beste Karin');
    expect(formalSalutation({ firstName: 'Karin', lastName: '', aanhef: 'Mevr.' })).toBe('Beste Karin');
  });
});

describe('name parts', () => {
  it('writes initials one way', () => {
    expect(formatInitialen('j')).toBe('J.');
    expect(formatInitialen('jp')).toBe('J.P.');
    expect(formatInitialen('J. P.')).toBe('J.P.');
    expect(formatInitialen('th.j.')).toBe('Th.J.');
    expect(formatInitialen('  ')).toBe('');
    expect(formatInitialen(null)).toBe('');
  });

  it('names the surname alone and the name with initials', () => {
    expect(surnameAlone({ lastName: 'Vries', tussenvoegsel: "van 't" })).toBe("Van 't Vries");
    expect(
      nameWithInitials({ firstName: 'Jan', lastName: 'Vries', tussenvoegsel: "van 't", initialen: 'J.' }),
    ).toBe("J. van 't Vries");
  });
});

describe('aanhefOf (a request form’s salutation as the account’s aanhef)', () => {
  it('reads every spelling the forms use, and gives null for titles that are no aanhef', () => {
    for (const v of ['Dhr.', 'dhr', ' DHR ']) expect(aanhefOf(v)).toBe('Dhr.');
    for (const v of ['Mevr.', 'mevr', 'mw']) expect(aanhefOf(v)).toBe('Mevr.');
    for (const v of ['dr', 'prof', 'Fam.', '', undefined, 3]) expect(aanhefOf(v)).toBeNull();
  });
});
