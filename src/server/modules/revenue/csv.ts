// The month as CSV for Dutch spreadsheets, in the one CSV form of lib/csv.ts, with a decimal comma: the dashboard's
// columns, what was paid out and what is open included (docs/decisions/0031).

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
  'Uitbetaald',
  'Openstaand',
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
      csvAmount(p.paidOutAmount),
      csvAmount(p.openAmount),
      csvField(PAYOUT_STATUS_LABELS[p.payoutStatus]),
    ]);
  }
  const t = month.totals;
  const sum = (of: (p: RevenueResponse['professionals'][number]) => number) =>
    month.professionals.reduce((total, p) => total + of(p), 0);
  lines.push([
    'Totaal',
    '',
    csvField(t.invoiceCount),
    csvAmount(t.totalRevenue),
    csvAmount(t.totalPlatformFee),
    csvAmount(sum((p) => p.leadFees)),
    csvAmount(t.totalProfessionalPayout),
    csvAmount(sum((p) => p.paidOutAmount)),
    csvAmount(sum((p) => p.openAmount)),
    '',
  ]);
  return csvDocument(lines);
}

export const csvFileName = ({ year, month }: { year: number; month: number }) =>
  `omzet-${year}-${String(month).padStart(2, '0')}.csv`;
