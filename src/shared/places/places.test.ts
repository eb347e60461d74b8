import { describe, expect, it } from 'vitest';
import { DUTCH_PLACES, findPlace, foldPlace, MUNICIPALITIES, scorePlace, searchPlaces } from '.';

describe('the built-in list of Dutch places', () => {
  it('holds all 342 municipalities of 2025, each once, and several hundred towns', () => {
    expect(MUNICIPALITIES).toHaveLength(342);
    expect(new Set(MUNICIPALITIES).size).toBe(342);
    expect(DUTCH_PLACES.length).toBeGreaterThan(700);
    expect(new Set(DUTCH_PLACES.map(foldPlace)).size).toBe(DUTCH_PLACES.length);
    for (const name of ['Amsterdam', "'s-Gravenhage", 'Den Haag', 'Hoofddorp', 'Súdwest-Fryslân', 'Zaandam'])
      expect(DUTCH_PLACES).toContain(name);
  });
});

describe('the place matcher', () => {
  it('scores exact 100, prefix 90, word start 75, contains 70, else 0; case- and accent-insensitive', () => {
    expect(scorePlace('Utrecht', 'utrecht')).toBe(100);
    expect(scorePlace('Amsterdam', 'AMS')).toBe(90);
    expect(scorePlace('Ouder-Amstel', 'amst')).toBe(75);
    expect(scorePlace('Bergen op Zoom', 'zoom')).toBe(75);
    expect(scorePlace('Rotterdam', 'erda')).toBe(70);
    expect(scorePlace('Súdwest-Fryslân', 'fryslan')).toBe(75);
    expect(scorePlace('Súdwest-Fryslân', 'sudwest-fryslan')).toBe(100);
    expect(scorePlace('Leiden', 'xyz')).toBe(0);
    expect(scorePlace('Leiden', '')).toBe(0);
  });

  it('sorts by score, then shorter names, and returns at most max (default 10)', () => {
    const results = searchPlaces('ams');
    expect(results).toHaveLength(10);
    expect(results[0]).toEqual({ name: 'Amsterdam', score: 90 });
    const scores = results.map((r) => r.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    expect(searchPlaces('ams', { max: 8 })).toHaveLength(8);
    expect(searchPlaces('haarlem')[0]).toEqual({ name: 'Haarlem', score: 100 });
    expect(searchPlaces('haarlem')[1]).toEqual({ name: 'Haarlemmermeer', score: 90 });
  });

  it('leaves out places already chosen', () => {
    const names = searchPlaces('haarlem', { exclude: ['HAARLEM'] }).map((r) => r.name);
    expect(names).not.toContain('Haarlem');
    expect(names[0]).toBe('Haarlemmermeer');
  });

  it('finds a place by its name in any case', () => {
    expect(findPlace('den haag')).toBe('Den Haag');
    expect(findPlace('Atlantis')).toBeUndefined();
  });
});
