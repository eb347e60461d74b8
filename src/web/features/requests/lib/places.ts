// Place suggestions for the search-area input: the shared matcher over the built-in list of Dutch places.
import { PLACE_CANDIDATES } from '@shared/requests/constants';
import { matchPlaces } from '@shared/requests/places';

export const suggestPlaces = (query: string): readonly string[] => matchPlaces(query, PLACE_CANDIDATES);
