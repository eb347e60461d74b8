import { searchPlaces } from '@shared/places';
import { MAX_SEARCH_AREAS } from '@shared/requests/constants';
import { describe, expect, it } from 'vitest';
import { addPlace, visibleSuggestions } from './place-list';

const suggest = (q: string, exclude: readonly string[]) =>
  searchPlaces(q, { max: 20, exclude }).map((m) => m.name);

describe('addPlace (Enter in the place input)', () => {
  it('adds the trimmed text, free text included', () => {
    expect(addPlace([], '  Utrecht ', 5)).toEqual(['Utrecht']);
    expect(addPlace(['Utrecht'], 'Rivierenland-oost', 5)).toEqual(['Utrecht', 'Rivierenland-oost']);
  });

  it('ignores blanks and duplicates in any case', () => {
    const list = ['Utrecht'];
    expect(addPlace(list, '   ', 5)).toBe(list);
    expect(addPlace(list, 'utrecht', 5)).toBe(list);
    expect(addPlace(list, ' UTRECHT ', 5)).toBe(list);
  });

  it('stops at the maximum of five search areas', () => {
    const four = ['A', 'B', 'C', 'D'];
    const five = addPlace(four, 'E', MAX_SEARCH_AREAS);
    expect(five).toHaveLength(5);
    expect(addPlace(five, 'F', MAX_SEARCH_AREAS)).toBe(five);
  });
});

describe('visibleSuggestions', () => {
  it('starts at two typed characters', () => {
    expect(visibleSuggestions(suggest, 'a', [])).toEqual([]);
    expect(visibleSuggestions(suggest, ' a ', [])).toEqual([]);
    expect(visibleSuggestions(suggest, 'am', []).length).toBeGreaterThan(0);
  });

  it('shows at most eight, best first, without the places already chosen', () => {
    const all = visibleSuggestions(suggest, 'am', []);
    expect(all.length).toBeLessThanOrEqual(8);
    expect(visibleSuggestions(suggest, 'amsterdam', [])[0]).toBe('Amsterdam');
    expect(visibleSuggestions(suggest, 'amsterdam', ['amsterdam'])).not.toContain('Amsterdam');
  });
});
