import { monthName } from '@shared/revenue/texts';

/** 'november 2026' → 'November 2026': the month a payout settles, as a heading or a cell starts it. */
export function periodOf(payout: { month: number; year: number }): string {
  const name = monthName(payout.month, payout.year);
  return name.charAt(0).toUpperCase() + name.slice(1);
}
