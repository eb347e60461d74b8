import { describe, expect, it } from 'vitest';
import { formatCents, formatDate, formatDateTime, formatEuro, formatRelativeTime } from './format';

describe('nl-NL formatting', () => {
  it('formats dates as dd-MM-yyyy in Amsterdam time', () => {
    expect(formatDate('2026-03-05T23:30:00Z')).toBe('06-03-2026');
    expect(formatDateTime('2026-01-15T08:05:00Z')).toBe('15-01-2026 09:05');
  });

  it('formats cents and euro amounts with two decimals', () => {
    expect(formatCents(123456)).toBe('€\u00a01.234,56');
    expect(formatEuro('961.95')).toBe('€\u00a0961,95');
    expect(formatEuro(Number.NaN)).toBe('€\u00a00,00');
  });

  it('gives the relative time in minutes, hours and days', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    expect(formatRelativeTime(new Date('2026-11-22T11:59:30Z'), now)).toBe('0 minuten geleden');
    expect(formatRelativeTime(new Date('2026-11-22T11:01:00Z'), now)).toBe('59 minuten geleden');
    expect(formatRelativeTime(new Date('2026-11-22T11:00:00Z'), now)).toBe('1 uur geleden');
    expect(formatRelativeTime(new Date('2026-11-21T12:00:01Z'), now)).toBe('23 uur geleden');
    expect(formatRelativeTime(new Date('2026-11-19T12:00:00Z'), now)).toBe('3 dagen geleden');
  });
});
