// Address search for the forms: PDOK first, the built-in list of Dutch places when PDOK cannot be reached.
// Searching never fails: the worst answer is an empty list.
import { findPlace, searchPlaces } from '@shared/places';
import {
  ADDRESS_MESSAGES,
  type AddressDetails,
  type AddressSuggestion,
  normalizePostcode,
  type PostcodeLookupResponse,
} from '@shared/requests/api';
import { ADDRESS_SEARCH_MIN_CHARS } from '@shared/requests/constants';
import { notFound } from '../../lib/errors';
import { type PdokClient, type PdokDoc, parsePoint } from './pdok';

const PLACE_ID_PREFIX = 'plaats:';
const MAX_SUGGESTIONS = 10;

const str = (v: unknown): string | null => (v === undefined || v === null || v === '' ? null : String(v));

function placeSuggestion(name: string): AddressSuggestion {
  return {
    id: `${PLACE_ID_PREFIX}${name}`,
    weergavenaam: name,
    woonplaatsnaam: name,
    type: 'woonplaats',
    source: 'places',
  };
}

/** The built-in list's answer: the whole query, else its words of 4+ letters ('Damstraat 1 Amsterdam'). */
export function searchFallback(q: string): AddressSuggestion[] {
  let names = searchPlaces(q, { max: MAX_SUGGESTIONS }).map((m) => m.name);
  if (names.length === 0) {
    const words = q.split(/[\s,]+/).filter((w) => w.length >= ADDRESS_SEARCH_MIN_CHARS && !/\d/.test(w));
    const seen = new Set<string>();
    for (const word of words.reverse()) {
      for (const m of searchPlaces(word, { max: MAX_SUGGESTIONS })) seen.add(m.name);
    }
    names = [...seen].slice(0, MAX_SUGGESTIONS);
  }
  return names.map(placeSuggestion);
}

export async function searchAddresses(opts: {
  pdok: PdokClient;
  q: string | undefined;
}): Promise<AddressSuggestion[]> {
  const q = (opts.q ?? '').trim();
  if (q.length < ADDRESS_SEARCH_MIN_CHARS) return [];
  const docs = await opts.pdok.suggest(q, MAX_SUGGESTIONS);
  if (docs === null) return searchFallback(q);
  return docs
    .filter((d) => d.id && d.weergavenaam)
    .map((d) => ({
      id: String(d.id),
      weergavenaam: String(d.weergavenaam),
      woonplaatsnaam: str(d.woonplaatsnaam) ?? woonplaatsFromName(String(d.weergavenaam)),
      type: str(d.type) ?? 'adres',
      source: 'pdok' as const,
    }));
}

/** PDOK's suggest leaves woonplaatsnaam out for some types; the display name ends with it ('Damrak 1, 1012LG Amsterdam'). */
function woonplaatsFromName(name: string): string {
  const last = name.split(',').at(-1)!.trim();
  return last.replace(/^\d{4}\s?[A-Z]{2}\s+/, '');
}

function placeDetails(name: string): AddressDetails {
  return {
    id: `${PLACE_ID_PREFIX}${name}`,
    weergavenaam: name,
    type: 'woonplaats',
    straatnaam: null,
    huisnummer: null,
    huisletter: null,
    huisnummertoevoeging: null,
    postcode: null,
    woonplaatsnaam: name,
    gemeentenaam: null,
    provincienaam: null,
    latitude: null,
    longitude: null,
    source: 'places',
  };
}

function docDetails(d: PdokDoc): AddressDetails {
  const point = parsePoint(d.centroide_ll);
  return {
    id: String(d.id),
    weergavenaam: String(d.weergavenaam ?? ''),
    type: str(d.type) ?? 'adres',
    straatnaam: str(d.straatnaam),
    huisnummer: str(d.huisnummer),
    huisletter: str(d.huisletter),
    huisnummertoevoeging: str(d.huisnummertoevoeging),
    postcode: d.postcode ? normalizePostcode(d.postcode) : null,
    woonplaatsnaam: str(d.woonplaatsnaam),
    gemeentenaam: str(d.gemeentenaam),
    provincienaam: str(d.provincienaam),
    latitude: point?.latitude ?? null,
    longitude: point?.longitude ?? null,
    source: 'pdok',
  };
}

export async function addressDetailsFor(opts: { pdok: PdokClient; id: string }): Promise<AddressDetails> {
  if (opts.id.startsWith(PLACE_ID_PREFIX)) {
    const name = findPlace(opts.id.slice(PLACE_ID_PREFIX.length));
    if (!name) throw notFound(ADDRESS_MESSAGES.notFound);
    return placeDetails(name);
  }
  const docs = await opts.pdok.lookup(opts.id);
  const doc = docs?.find((d) => d.id && d.weergavenaam);
  if (!doc) throw notFound(ADDRESS_MESSAGES.notFound);
  return docDetails(doc);
}

/** Street and city for a postcode and house number; found false when unknown or PDOK cannot be reached. */
export async function lookupPostcode(opts: {
  pdok: PdokClient;
  postcode: string;
  huisnummer: string;
}): Promise<PostcodeLookupResponse> {
  const postcode = normalizePostcode(opts.postcode);
  const m = opts.huisnummer.trim().match(/^(\d+)([A-Za-z]*)/)!;
  const number = Number(m[1]);
  const letter = m[2] ? m[2].toUpperCase() : undefined;
  const none = {
    found: false,
    straat: null,
    plaats: null,
    postcode,
    huisnummer: opts.huisnummer.trim(),
    weergavenaam: null,
  };
  const docs = await opts.pdok.address(postcode.replace(' ', ''), number, letter);
  const doc = docs?.find((d) => d.straatnaam && d.woonplaatsnaam);
  if (!doc) return none;
  return {
    found: true,
    straat: String(doc.straatnaam),
    plaats: String(doc.woonplaatsnaam),
    postcode,
    huisnummer: opts.huisnummer.trim(),
    weergavenaam: str(doc.weergavenaam),
  };
}
