// The password rule (decision 0027) on the passwords people actually choose: the lists attackers try first,
// Dutch words and names, keyboard rows, and the account's own name and address.
import { describe, expect, it } from 'vitest';
import {
  CHECKED_LENGTH,
  passwordProblem,
  personalTokens,
  ratePassword,
  warmPasswordRule,
} from './password-rule';
import { PASSWORD_TOO_GUESSABLE } from './schemas';

const jan = { firstName: 'Jan', lastName: 'Jansen', email: 'jan.jansen@example.nl' };

describe('passwordProblem', () => {
  // Building the matcher takes a few hundred milliseconds; do it once, outside the per-test timings.
  warmPasswordRule();

  it.each([
    '12345678',
    'password',
    'password1',
    'qwertyui',
    'wachtwoord',
    'Welkom123',
    'Welkom01',
    'Test1234!',
    'Secret123!',
    'Voorjaar2026',
    'Amsterdam1',
    'Feyenoord1',
    'p@ssw0rd',
    'W4chtw00rd',
    '1qaz2wsx',
  ])('refuses %s, which falls to fewer than a million guesses', (password) => {
    expect(passwordProblem(password, jan)).toBe(PASSWORD_TOO_GUESSABLE);
    expect(ratePassword(password, jan).score).toBeLessThan(2);
  });

  it.each(['Gezellig1', 'Fietsen1', 'Sinterklaas', 'Eindhoven', 'Annemarie2'])(
    'refuses the Dutch word or name %s, whoever chooses it',
    (password) => {
      expect(passwordProblem(password, {})).toBe(PASSWORD_TOO_GUESSABLE);
    },
  );

  it.each([
    // zxcvbn alone scores these 3 and 2 for Jan Jansen, even when it is given his name.
    'Jan.jansen@',
    'Jansen2026!',
    'Jansen1234',
    'JANJANSEN!!',
    'jan.jansen@example.nl',
    // The domain's first label counts too.
    'Example2026!',
  ])('refuses %s, built from Jan Jansen’s own name or address', (password) => {
    expect(passwordProblem(password, jan)).toBe(PASSWORD_TOO_GUESSABLE);
  });

  it('accepts those same passwords for somebody else, whose name they do not contain', () => {
    const els = { firstName: 'Els', lastName: 'Bakker', email: 'els@bakker.nl' };
    expect(passwordProblem('Jan.jansen@', els)).toBeNull();
    expect(passwordProblem('Jansen2026!', els)).toBeNull();
  });

  it('takes the tussenvoegsel and the parts of a double name into account', () => {
    const eva = { firstName: 'Eva', lastName: 'Smit-Vermeulen', tussenvoegsel: 'van der', email: 'eva@x.nl' };
    expect(passwordProblem('Vermeulen2026!', eva)).toBe(PASSWORD_TOO_GUESSABLE);
    expect(passwordProblem('VanDerSmit2026', eva)).toBe(PASSWORD_TOO_GUESSABLE);
    expect(passwordProblem('Vanille-Schip-88', eva)).toBeNull();
  });

  it('accepts a name inside a password that is strong without it', () => {
    expect(passwordProblem('JanJansen-Fietst-Graag', jan)).toBeNull();
  });

  it.each([
    'Demo1234!',
    'Geheim123!',
    'Welkom123!',
    'Wachtwoord1!',
    'NieuwWachtwoord1',
    'Welkom-2026!',
    'FrisBegin2026',
    'Zonnebloem-Kade-17',
    'correct paard batterij nietje',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password, jan)).toBeNull();
    expect(ratePassword(password, jan).score).toBeGreaterThanOrEqual(2);
  });

  it('rates on zxcvbn’s scale 0 to 4', () => {
    expect(ratePassword('password').score).toBe(0);
    expect(ratePassword('Welkom123!').score).toBe(2);
    expect(ratePassword('FrisBegin2026').score).toBe(3);
    expect(ratePassword('Correct-Paard-Batterij-Nietje').score).toBe(4);
  });

  it(`judges only the first ${CHECKED_LENGTH} characters, so a very long input costs no more than that`, () => {
    const guessable = 'a'.repeat(CHECKED_LENGTH);
    expect(passwordProblem(`${guessable}Zonnebloem-Kade-17`)).toBe(PASSWORD_TOO_GUESSABLE);
    expect(passwordProblem(`Zonnebloem-Kade-17${'a'.repeat(150)}`)).toBeNull();
  });
});

describe('personalTokens', () => {
  it('takes names, the e-mail local part and its parts and the domain label, lower-cased, longest first', () => {
    expect(personalTokens({ ...jan, email: 'Jan.Jansen+huis@Example.nl' })).toEqual([
      'jan.jansen+huis',
      'example',
      'jansen',
      'huis',
      'jan',
    ]);
  });

  it('ignores parts shorter than three characters and missing inputs', () => {
    expect(
      personalTokens({ firstName: 'Bo', lastName: 'de Wit', tussenvoegsel: null, email: 'bo@ab.nl' }),
    ).toEqual(['de wit', 'wit']);
    expect(personalTokens({})).toEqual([]);
  });
});
