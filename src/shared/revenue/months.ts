// Months of the revenue dashboard: calendar months in the Netherlands.
import { dutchDate } from '../invoices/terms';

export interface YearMonth {
  year: number;
  month: number;
}

/** The month it is now in the Netherlands. */
export function currentMonth(now: Date = new Date()): YearMonth {
  const [y, m] = dutchDate(now).split('-');
  return { year: Number(y), month: Number(m) };
}

/** A month as one comparable number (2026-11 → 24_322). */
export const monthIndex = ({ year, month }: YearMonth) => year * 12 + (month - 1);

const fromIndex = (i: number): YearMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/** The 12 months ending with `last`, oldest first. */
export function twelveMonthsUpTo(last: YearMonth): YearMonth[] {
  const end = monthIndex(last);
  return Array.from({ length: 12 }, (_, k) => fromIndex(end - 11 + k));
}

/** The year choices (defect 11 of the observed product: not fixed to 2024 and 2025): first invoice's year to now. */
export function yearChoices(firstYear: number, now: YearMonth): number[] {
  const from = Math.min(firstYear, now.year);
  return Array.from({ length: now.year - from + 1 }, (_, k) => from + k);
}
