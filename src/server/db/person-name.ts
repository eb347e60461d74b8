import { LEADING_TUSSENVOEGSEL_PATTERN, normaliseNameQuery } from '@shared/users/display-name';
import { type SQL, sql } from 'drizzle-orm';
import { users } from './schema';

/** The name parts a formal salutation needs (formalSalutation, decision 0023), for a select or a returning. */
export const personNameColumns = {
  firstName: users.firstName,
  lastName: users.lastName,
  aanhef: users.aanhef,
  initialen: users.initialen,
  tussenvoegsel: users.tussenvoegsel,
};

/** The name parts a display name needs (displayName, decision 0038). */
export const displayNameColumns = {
  firstName: users.firstName,
  tussenvoegsel: users.tussenvoegsel,
  lastName: users.lastName,
};

const USER_COLUMNS = {
  first_name: users.firstName,
  tussenvoegsel: users.tussenvoegsel,
  last_name: users.lastName,
  email: users.email,
};

/**
 * A users column: of the drizzle table, or under a hand-written query's alias ('u', 'pro'; letters, digits and
 * underscores only, as it goes in raw).
 */
const column = (alias: string | undefined, name: keyof typeof USER_COLUMNS): SQL | (typeof USER_COLUMNS)[typeof name] => {
  if (alias === undefined) return USER_COLUMNS[name];
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error(`Bad table alias: ${alias}`);
  return sql.raw(`${alias}.${name}`);
};

/**
 * The text a name search matches, lower case: first name, tussenvoegsel, last name and e-mail, as nameSearchText
 * writes them. The same expression as users_search_trgm_idx, so the trigram index answers a substring match.
 * `alias` is the users table's alias in a hand-written query; without it the drizzle table.
 */
export function nameSearchSql(alias?: string): SQL {
  const c = (name: keyof typeof USER_COLUMNS) => column(alias, name);
  return sql`lower(${c('first_name')} || ' ' || coalesce(nullif(${c('tussenvoegsel')}, '') || ' ', '') || ${c('last_name')} || ' ' || ${c('email')})`;
}

/** Escapes LIKE's wildcards so that a search for '50%' means the characters, not a pattern. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The LIKE pattern of a typed name search: lower case, single spaces, wildcards escaped, matching anywhere. */
export const nameSearchPattern = (q: string) => `%${likeEscape(normaliseNameQuery(q))}%`;

/** `nameSearchSql like pattern`: whether the person matches what was typed (case-insensitive, anywhere). */
export function nameMatchesSql(q: string, alias?: string): SQL {
  return sql`${nameSearchSql(alias)} like ${nameSearchPattern(q)}`;
}

/**
 * ORDER BY terms of a list of people as Dutch lists sort them (compareNames): the surname without its
 * tussenvoegsel (also one typed into the last name), then the first name, then the tussenvoegsel.
 */
export function nameOrderSql(alias?: string): SQL[] {
  const c = (name: keyof typeof USER_COLUMNS) => column(alias, name);
  return [
    sql`regexp_replace(lower(trim(${c('last_name')})), ${LEADING_TUSSENVOEGSEL_PATTERN}, '')`,
    sql`lower(${c('first_name')})`,
    sql`lower(coalesce(${c('tussenvoegsel')}, ''))`,
  ];
}
