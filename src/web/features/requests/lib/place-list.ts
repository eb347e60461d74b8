// The rules of the place input as plain functions: what Enter adds and what the list shows.
import { PLACE_SUGGEST_MIN_CHARS, PLACE_SUGGESTIONS_SHOWN } from '@shared/requests/constants';

const fold = (s: string) => s.trim().toLowerCase();

/** The list after adding `text`: trimmed, not blank, not already chosen (any case), at most `max` places. */
export function addPlace(list: readonly string[], text: string, max: number): readonly string[] {
  const place = text.trim();
  if (!place || list.length >= max || list.some((p) => fold(p) === fold(place))) return list;
  return [...list, place];
}

/** Suggestions from 2 typed characters, without the places already chosen, at most 8. */
export function visibleSuggestions(
  suggest: (query: string, exclude: readonly string[]) => readonly string[],
  text: string,
  chosen: readonly string[],
): string[] {
  const query = text.trim();
  if (query.length < PLACE_SUGGEST_MIN_CHARS) return [];
  const taken = new Set(chosen.map(fold));
  return suggest(query, chosen)
    .filter((p) => !taken.has(fold(p)))
    .slice(0, PLACE_SUGGESTIONS_SHOWN);
}
