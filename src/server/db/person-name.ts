import { LEADING_TUSSENVOEGSEL_PATTERN, normaliseNameQuery } from '@shared/users/display-name';
import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from './prepared';
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

/** A table alias of a hand-written query ('u', 'pro'): letters, digits and underscores only, as it goes in raw. */
const checkedAlias = (alias: string) => {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error(`Bad table alias: ${alias}`);
  return alias;
};

/**
 * The text a name search matches, lower case, for a hand-written query's users alias: first name, tussenvoegsel,
 * last name and e-mail, as nameSearchText writes them. The same expression as users_search_trgm_idx, so the
 * trigram index answers a substring match.
 */
export function nameSearchExpression(alias: string): string {
  const a = checkedAlias(alias);
  return `lower(${a}.first_name || ' ' || coalesce(nullif(${a}.tussenvoegsel, '') || ' ', '') || ${a}.last_name || ' ' || ${a}.email)`;
}

/**
 * The display name in SQL, for a statement that hands a finished name to the screen (displayName writes it the
 * same way: 'Sanne van der Berg', the tussenvoegsel lower case, only the first name without a last name).
 */
export function displayNameExpression(alias: string): string {
  const a = checkedAlias(alias);
  const last = `nullif(trim(${a}.last_name), '')`;
  return `concat_ws(' ', nullif(trim(${a}.first_name), ''), case when ${last} is not null then nullif(lower(trim(${a}.tussenvoegsel)), '') end, ${last})`;
}

/** nameSearchExpression for drizzle: under `alias`, or of the users table itself without one. */
export const nameSearchSql = (alias = 'users'): SQL => sql.raw(nameSearchExpression(alias));

/** The LIKE pattern of a typed name search: lower case, single spaces, wildcards escaped, matching anywhere. */
export const nameSearchPattern = (q: string) => containsPattern(normaliseNameQuery(q));

/** `nameSearchSql like pattern`: whether the person matches what was typed (case-insensitive, anywhere). */
export function nameMatchesSql(q: string, alias?: string): SQL {
  return sql`${nameSearchSql(alias)} like ${nameSearchPattern(q)}`;
}

/** The tussenvoegsel pattern as an SQL string literal (its apostrophes doubled), for hand-written statements. */
const TUSSENVOEGSEL_LITERAL = `'${LEADING_TUSSENVOEGSEL_PATTERN.replace(/'/g, "''")}'`;

/**
 * ORDER BY terms of a list of people as Dutch lists sort them (compareNames): the surname without its
 * tussenvoegsel (also one typed into the last name), then the first name, then the tussenvoegsel. This one for a
 * hand-written statement's users alias; nameOrderSql for drizzle.
 */
export function nameOrderExpression(alias: string): string {
  const a = checkedAlias(alias);
  return `regexp_replace(lower(trim(${a}.last_name)), ${TUSSENVOEGSEL_LITERAL}, ''), lower(${a}.first_name), lower(coalesce(${a}.tussenvoegsel, ''))`;
}

/** nameOrderExpression's terms for drizzle: under `alias`, or of the users table itself without one. */
export const nameOrderSql = (alias = 'users'): SQL[] => [sql.raw(nameOrderExpression(alias))];
