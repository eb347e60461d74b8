import { describe, expect, it } from 'vitest';
import { currentMonth, twelveMonthsUpTo, yearChoices } from './months';
import { splitRevenue } from './split';
import { euroDigits, REVENUE_MESSAGES } from './texts';

describe('splitRevenue', () => {
  it('keeps 20% for the platform, half a cent rounded up, and gives the rest to the professional', () => {
    expect(splitRevenue(10_000)).toEqual({ platformFee: 2_000, professionalPayout: 8_000 });
    expect(splitRevenue(1)).toEqual({ platformFee: 0, professionalPayout: 1 }); // 0.2
    expect(splitRevenue(3)).toEqual({ platformFee: 1, professionalPayout: 2 }); // 0.6
    expect(splitRevenue(1_003)).toEqual({ platformFee: 201, professionalPayout: 802 }); // 200.6
    expect(splitRevenue(1_002)).toEqual({ platformFee: 200, professionalPayout: 802 }); // 200.4
    expect(splitRevenue(45_001)).toEqual({ platformFee: 9_000, professionalPayout: 36_001 }); // 9000.2
    expect(splitRevenue(0)).toEqual({ platformFee: 0, professionalPayout: 0 });
  });

  it('adds up to the amount exactly, for every odd cent', () => {
    for (let cents = -5_000; cents <= 5_000; cents += 1) {
      const { platformFee, professionalPayout } = splitRevenue(cents);
      expect(platformFee + professionalPayout).toBe(cents);
      expect(Number.isInteger(platformFee) && Number.isInteger(professionalPayout)).toBe(true);
    }
  });

  it("splits a credit note's negative amount as the mirror image of its invoice", () => {
    expect(splitRevenue(-1_003)).toEqual({ platformFee: -201, professionalPayout: -802 });
    expect(Object.is(splitRevenue(-1).platformFee, 0)).toBe(true);
  });

  it('refuses what is not whole cents', () => {
    expect(() => splitRevenue(10.5)).toThrow(RangeError);
  });
});

describe('months and texts', () => {
  it('reads the month in the Netherlands', () => {
    expect(currentMonth(new Date('2026-01-31T23:30:00Z'))).toEqual({ year: 2026, month: 2 });
    expect(currentMonth(new Date('2026-11-25T08:00:00Z'))).toEqual({ year: 2026, month: 11 });
  });

  it('lists the 12 months up to one, across a year', () => {
    const months = twelveMonthsUpTo({ year: 2026, month: 3 });
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ year: 2025, month: 4 });
    expect(months[11]).toEqual({ year: 2026, month: 3 });
  });

  it('offers the years from the first invoice to now', () => {
    expect(yearChoices(2024, { year: 2026, month: 1 })).toEqual([2024, 2025, 2026]);
    expect(yearChoices(2027, { year: 2026, month: 1 })).toEqual([2026]);
  });

  it("writes the confirmation's amount as the spec does", () => {
    expect(euroDigits(123_456)).toBe('1.234,56');
    expect(euroDigits(5)).toBe('0,05');
    expect(REVENUE_MESSAGES.payoutConfirm('Piet Pieters', 36_001)).toBe(
      'Uitbetaling markeren als verwerkt voor Piet Pieters? Bedrag: €360,01',
    );
  });
});
