// The payment term: 14 days after the invoice date, counted in calendar days in the Netherlands. Dates here are
// calendar dates, 'YYYY-MM-DD', as an invoice prints them (invoice date, supply date, due date).

export const PAYMENT_TERM_DAYS = 14;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Amsterdam',
});

/** The calendar date in the Netherlands at this moment ('2026-11-24'). */
export const dutchDate = (moment: Date): string => dayFormat.format(moment);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date plus whole days ('2026-12-25' + 14 → '2027-01-08'). */
export function addDays(date: string, days: number): string {
  const match = DATE.exec(date);
  if (!match) throw new RangeError(`not a calendar date: ${date}`);
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last day to pay an invoice dated `invoiceDate`. */
export const dueDateOf = (invoiceDate: string): string => addDays(invoiceDate, PAYMENT_TERM_DAYS);

/** Past its due date (the due date itself still counts as in time), judged by the calendar in the Netherlands. */
export const isPastDue = (invoiceDate: string, now: Date): boolean => dutchDate(now) > dueDateOf(invoiceDate);
