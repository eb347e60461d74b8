// The built-in list of Dutch places (every municipality plus the larger towns) and the place matcher:
// case- and diacritics-insensitive; exact 100, prefix 90, word start (after a space, hyphen or
// apostrophe) 75, contains 70; sorted by score, then shorter names, then alphabetically.
import { PLACE_MATCH_DEFAULT_MAX, PLACE_SCORES } from '../requests/constants';
import { MUNICIPALITIES } from './municipalities';
import { TOWNS } from './towns';

export { MUNICIPALITIES, MUNICIPALITIES_BY_PROVINCE, type Province } from './municipalities';
export { TOWNS } from './towns';

/** Lower case without diacritics: 'Súdwest-Fryslân' → 'sudwest-fryslan'. */
export const foldPlace = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** Every place once, sorted nl-NL. */
export const DUTCH_PLACES: readonly string[] = (() => {
  const seen = new Map<string, string>();
  for (const name of [...MUNICIPALITIES, ...TOWNS]) {
    const key = foldPlace(name);
    if (!seen.has(key)) seen.set(key, name);
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'nl'));
})();

/** The score of one name for a query (0: no match). */
export function scorePlace(name: string, query: string): number {
  const n = foldPlace(name);
  const q = foldPlace(query);
  if (!q) return 0;
  if (n === q) return PLACE_SCORES.exact;
  if (n.startsWith(q)) return PLACE_SCORES.prefix;
  const at = n.indexOf(q);
  if (at < 0) return 0;
  for (let i = at; i >= 0; i = n.indexOf(q, i + 1)) {
    if (i > 0 && /[\s\-'(]/.test(n[i - 1]!)) return PLACE_SCORES.wordStart;
    if (i + 1 >= n.length) break;
  }
  return PLACE_SCORES.contains;
}

export interface PlaceMatch {
  name: string;
  score: number;
}

export interface SearchPlacesOptions {
  /** At most this many (default 10, the matcher's default). */
  max?: number;
  /** Names to leave out (the places already chosen), compared case- and diacritics-insensitively. */
  exclude?: readonly string[];
  /** Another list to search (default: the built-in list). */
  places?: readonly string[];
}

/** Places matching the query, best first. */
export function searchPlaces(query: string, options: SearchPlacesOptions = {}): PlaceMatch[] {
  const max = options.max ?? PLACE_MATCH_DEFAULT_MAX;
  const excluded = new Set((options.exclude ?? []).map(foldPlace));
  const out: PlaceMatch[] = [];
  for (const name of options.places ?? DUTCH_PLACES) {
    if (excluded.has(foldPlace(name))) continue;
    const score = scorePlace(name, query);
    if (score > 0) out.push({ name, score });
  }
  out.sort(
    (a, b) => b.score - a.score || a.name.length - b.name.length || a.name.localeCompare(b.name, 'nl'),
  );
  return out.slice(0, max);
}

/** The built-in name for a typed place, when it is one ('den haag' → 'Den Haag'). */
export function findPlace(name: string): string | undefined {
  const key = foldPlace(name);
  return DUTCH_PLACES.find((p) => foldPlace(p) === key);
}
