// How a person's name is written on every screen, mail, PDF and export, how lists of people sort and what a name
// search matches (decision 0038). The formal salutation and the invoice's addressee are in salutation.ts.

/** The name parts a display name needs; the tussenvoegsel is often unknown (registration does not ask for it). */
export interface NameParts {
  firstName?: string | null;
  tussenvoegsel?: string | null;
  lastName?: string | null;
}

const clean = (v: string | null | undefined) => (v ?? '').trim().replace(/\s+/g, ' ');

/**
 * The whole name as a person writes it: 'Sanne van der Berg'. The tussenvoegsel in lower case after the first
 * name, single spaces; without a last name just the first name (a tussenvoegsel alone names nobody).
 */
export function displayName(p: NameParts): string {
  const last = clean(p.lastName);
  const parts = [clean(p.firstName), last ? clean(p.tussenvoegsel).toLowerCase() : '', last];
  return parts.filter(Boolean).join(' ');
}

/**
 * The words Dutch writes before a surname and leaves out when sorting: 'van der Berg' sorts under B. Also taken
 * off the front of a last name, because registration has no tussenvoegsel field and people type 'de Vries' there.
 */
export const TUSSENVOEGSEL_WORDS = [
  'van',
  'von',
  'de',
  'der',
  'den',
  'des',
  'het',
  "'t",
  'ter',
  'ten',
  'te',
  'in',
  'op',
  'aan',
  'uit',
  'la',
  'le',
  'du',
  'da',
  'di',
  "d'",
  "l'",
] as const;

/** Regular expression source of one or more leading tussenvoegsel words; the same in JavaScript and PostgreSQL. */
export const LEADING_TUSSENVOEGSEL_PATTERN = `^((${TUSSENVOEGSEL_WORDS.join('|')})\\s+)+`;
const LEADING_TUSSENVOEGSEL = new RegExp(LEADING_TUSSENVOEGSEL_PATTERN, 'i');

/** The surname a list sorts on: without its tussenvoegsel, also one typed into the last name ('de Vries' → 'Vries'). */
export function sortSurname(p: Pick<NameParts, 'lastName'>): string {
  return clean(p.lastName).replace(LEADING_TUSSENVOEGSEL, '');
}

/**
 * The name as a Dutch list writes it when sorted: achternaam, then first name and tussenvoegsel: 'Berg, Sanne van
 * der'. A tussenvoegsel typed into the last name moves behind the first name as well ('de Vries' → 'Vries, Jan de').
 * Without a last name just the first name.
 */
export function sortName(p: NameParts): string {
  const last = clean(p.lastName);
  const surname = sortSurname(p);
  if (!surname) return clean(p.firstName);
  const typedBefore = last.slice(0, last.length - surname.length).trim();
  const tussenvoegsel = [clean(p.tussenvoegsel), typedBefore].filter(Boolean).join(' ').toLowerCase();
  const rest = [clean(p.firstName), tussenvoegsel].filter(Boolean).join(' ');
  return rest ? `${surname}, ${rest}` : surname;
}

const collator = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/** Compares two people as a Dutch list orders them: on the surname without tussenvoegsel, then the first name. */
export function compareNames(a: NameParts, b: NameParts): number {
  return (
    collator.compare(sortSurname(a), sortSurname(b)) ||
    collator.compare(clean(a.firstName), clean(b.firstName)) ||
    collator.compare(displayName(a), displayName(b))
  );
}

/** People sorted as a Dutch list: a new array, the input untouched. */
export function sortByName<T extends NameParts>(people: readonly T[]): T[] {
  return [...people].sort(compareNames);
}

/**
 * The text a name search looks in, lower case: the display name and the e-mail, so 'van der', 'Berg' and 'Sanne
 * van der' find Sanne van der Berg. The server matches the same text in SQL (db/person-name.ts).
 */
export function nameSearchText(p: NameParts & { email?: string | null }): string {
  return [displayName(p), clean(p.email)].filter(Boolean).join(' ').toLowerCase();
}

/** A search as typed, tidied the way nameSearchText is: lower case, single spaces. */
export const normaliseNameQuery = (q: string): string => clean(q).toLowerCase();

/** Whether a typed query finds the person (the screens that filter a list they already hold). */
export function matchesName(p: NameParts & { email?: string | null }, q: string): boolean {
  const query = normaliseNameQuery(q);
  return !query || nameSearchText(p).includes(query);
}
