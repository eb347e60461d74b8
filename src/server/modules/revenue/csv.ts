// The month as CSV for Dutch spreadsheets, in the one CSV form of lib/csv.ts, with a decimal comma.

import type { RevenueResponse } from '@shared/revenue/schemas';
import { PAYOUT_STATUS_LABELS } from '@shared/revenue/texts';
import { csvDocument, csvField } from '../../lib/csv';

/** Cents as a plain decimal with a comma and no thousands separator: 123456 → '1234,56', -5 → '-0,05'. */
export function csvAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

export const CSV_HEADER = [
  'Professional',
  'E-mail',
  'Aantal facturen',
  'Omzet excl. BTW',
  'Platformvergoeding (20%)',
  'Leadvergoedingen',
  'Uitbetaling',
  'Status',
];

export function revenueCsv(month: RevenueResponse): string {
  const lines = [CSV_HEADER.map(csvField)];
  for (const p of month.professionals) {
    lines.push([
      csvField(p.professionalName),
      csvField(p.professionalEmail),
      csvField(p.invoiceCount),
      csvAmount(p.totalExBtw),
      csvAmount(p.platformFee),
      csvAmount(p.leadFees),
      csvAmount(p.professionalPayout),
      csvField(PAYOUT_STATUS_LABELS[p.payoutStatus]),
    ]);
  }
  const t = month.totals;
  const leadFees = month.professionals.reduce((sum, p) => sum + p.leadFees, 0);
  lines.push([
    'Totaal',
    '',
    csvField(t.invoiceCount),
    csvAmount(t.totalRevenue),
    csvAmount(t.totalPlatformFee),
    csvAmount(leadFees),
    csvAmount(t.totalProfessionalPayout),
    '',
  ]);
  return csvDocument(lines);
}

export const csvFileName = ({ year, month }: { year: number; month: number }) =>
  `omzet-${year}-${String(month).padStart(2, '0')}.csv`;
