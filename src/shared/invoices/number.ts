// Invoice numbers: sequential per calendar year, YYYY-NNNNNN (2026-000123). The number after the dash counts
// from 1 each year; past 999999 it simply grows a digit. Handing out the next number without gaps or doubles
// under concurrent requests is the invoices module's database work (docs/decisions/0015).

export interface InvoiceNumber {
  year: number;
  sequence: number;
}

const PATTERN = /^(\d{4})-(\d{6,})$/;

export function formatInvoiceNumber({ year, sequence }: InvoiceNumber): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`bad invoice year: ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`bad invoice sequence: ${sequence}`);
  return `${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year and sequence of a well-formed number, else null. One number has one spelling ('2026-0000123' is none). */
export function parseInvoiceNumber(value: string): InvoiceNumber | null {
  const match = PATTERN.exec(value.trim());
  if (!match) return null;
  const [, yearText, sequenceText] = match as unknown as [string, string, string];
  const year = Number(yearText);
  const sequence = Number(sequenceText);
  if (year < 1000 || sequence < 1 || !Number.isSafeInteger(sequence)) return null;
  if (formatInvoiceNumber({ year, sequence }) !== value.trim()) return null;
  return { year, sequence };
}

const yearFormat = new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/Amsterdam' });

/** The calendar year an invoice made at `date` counts in: the year in the Netherlands, not in UTC. */
export const invoiceYear = (date: Date): number => Number(yearFormat.format(date));
