// Place suggestions for the search-area input: the shared matcher over the built-in list of Dutch places.
import { searchPlaces } from '@shared/places';
import { PLACE_CANDIDATES } from '@shared/requests/constants';

/** Up to 20 candidates, best first, without the places already chosen. */
export const suggestPlaces = (query: string, exclude: readonly string[]): readonly string[] =>
  searchPlaces(query, { max: PLACE_CANDIDATES, exclude }).map((m) => m.name);
