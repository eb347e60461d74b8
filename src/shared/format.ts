// nl-NL formatting used by the web app and the e-mails alike.

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: 'Europe/Amsterdam',
});
const timeFormat = new Intl.DateTimeFormat('nl-NL', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Amsterdam',
});
const euroFormat = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** dd-MM-yyyy */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** dd-MM-yyyy HH:mm */
export function formatDateTime(value: Date | string | number): string {
  const d = toDate(value);
  return `${dateFormat.format(d)} ${timeFormat.format(d)}`;
}

/** Digits grouped by three with a dot ('1250000' → '1.250.000'), without depending on the runtime's locale data. */
export const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** 'NL20INGB0001234567' → 'NL20 INGB 0001 2345 67': an IBAN in groups of four, as people read and type it over. */
export const formatIban = (iban: string) => iban.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');

/** Money is integer cents everywhere; this shows it as € 1.234,56 (with a no-break space). */
export function formatCents(cents: number): string {
  return euroFormat.format(cents / 100);
}

/** A euro amount that may arrive as a number or a numeric string (totalIncBtw). */
export function formatEuro(amount: number | string): string {
  const n = typeof amount === 'string' ? Number.parseFloat(amount) : amount;
  return euroFormat.format(Number.isFinite(n) ? n : 0);
}

/** Under 60 minutes 'N minuten geleden'; under 24 hours 'N uur geleden'; else 'N dagen geleden'. */
export function formatRelativeTime(value: Date | string | number, now: Date = new Date()): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - toDate(value).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} minuten geleden`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} uur geleden`;
  return `${Math.floor(hours / 24)} dagen geleden`;
}
