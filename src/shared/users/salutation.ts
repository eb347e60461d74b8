// How a person is named and addressed in formal Dutch: the aanhef, initialen and tussenvoegsel of the account
// (/profiel) and the salutation of a mail or a letter (decision 0023).

/** The aanhef an account may carry (Dhr., Mevr.); none is allowed too. */
export const AANHEF_OPTIONS = ['Dhr.', 'Mevr.'] as const;
export type Aanhef = (typeof AANHEF_OPTIONS)[number];

/**
 * The account's aanhef a request form's salutation stands for. The forms spell it their own way ('Dhr.', 'dhr',
 * 'mevr', 'mw') and some offer what is no aanhef of an account ('dr', 'prof', 'Fam.'): that gives null.
 */
export function aanhefOf(formValue: unknown): Aanhef | null {
  const key = typeof formValue === 'string' ? formValue.toLowerCase().replace(/\./g, '').trim() : '';
  if (key === 'dhr') return 'Dhr.';
  if (key === 'mevr' || key === 'mw') return 'Mevr.';
  return null;
}

/** The parts of a name the salutation and the invoice use; only the first name is always known. */
export interface PersonName {
  firstName: string;
  lastName?: string | null;
  aanhef?: Aanhef | null;
  initialen?: string | null;
  tussenvoegsel?: string | null;
}

/** Only the name parts of a record (a user row, the current user), e.g. to hand to a mail template. */
export const personName = (p: PersonName): PersonName => ({
  firstName: p.firstName,
  lastName: p.lastName,
  aanhef: p.aanhef,
  initialen: p.initialen,
  tussenvoegsel: p.tussenvoegsel,
});

const clean = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/** The first letter upper case: 'de' → 'De', "van 't" → "Van 't". */
const capitalise = (v: string) => (v ? v.charAt(0).toUpperCase() + v.slice(1) : v);

/**
 * The surname as it stands without anything before it: its first letter capitalised ('De Vries', 'Van der Berg'),
 * as Dutch writes it after 'heer' or 'mevrouw'; also when the tussenvoegsel was typed into the last name ('de
 * Vries', as registration asks for no tussenvoegsel).
 */
export function surnameAlone(p: Pick<PersonName, 'lastName' | 'tussenvoegsel'>): string {
  return capitalise([clean(p.tussenvoegsel), clean(p.lastName)].filter(Boolean).join(' '));
}

/** 'J.' from 'j', 'J.P.' from 'jp' or 'J. P.': initials written the one way. */
export function formatInitialen(v: string | null | undefined): string {
  const letters = clean(v).replace(/[.\s]/g, '');
  if (!letters) return '';
  // Initials may hold a digraph such as 'Th.' or 'IJ.'; split on the typed dots when there are any.
  const typed = clean(v);
  if (typed.includes('.')) {
    return typed
      .split('.')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => `${capitalise(part)}.`)
      .join('');
  }
  return [...letters].map((c) => `${c.toUpperCase()}.`).join('');
}

/**
 * The full name with initials or first name before it: 'J. de Vries', 'Karin de Vries' (the tussenvoegsel stays
 * lower case after a name or initials).
 */
export function nameWithInitials(p: PersonName): string {
  const first = formatInitialen(p.initialen) || clean(p.firstName);
  return [first, clean(p.tussenvoegsel), clean(p.lastName)].filter(Boolean).join(' ');
}

/**
 * The person as an address block or an invoice names them: 'De heer J. de Vries', 'Mevrouw A. Jansen', and without
 * an aanhef just 'J. de Vries' (initials, else the first name).
 */
export function addresseeName(p: PersonName): string {
  const name = nameWithInitials(p);
  if (!clean(p.lastName)) return name;
  if (p.aanhef === 'Dhr.') return `De heer ${name}`;
  if (p.aanhef === 'Mevr.') return `Mevrouw ${name}`;
  return name;
}

/**
 * The formal salutation of a mail or letter, without the comma: 'Geachte heer De Vries', 'Geachte mevrouw
 * Jansen'; without an aanhef the gender-neutral 'Geachte J. de Vries' (initials, else the first name, before the
 * surname). Without a surname there is no formal salutation: 'Beste Karin', as the mails said before.
 */
export function formalSalutation(p: PersonName): string {
  const lastName = clean(p.lastName);
  if (!lastName) return `Beste ${clean(p.firstName)}`.trim();
  if (p.aanhef === 'Dhr.') return `Geachte heer ${surnameAlone(p)}`;
  if (p.aanhef === 'Mevr.') return `Geachte mevrouw ${surnameAlone(p)}`;
  return `Geachte ${nameWithInitials(p)}`;
}
