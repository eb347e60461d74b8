import { describe, expect, it } from 'vitest';
import { csvAmount, revenueCsv } from './csv';

describe('the revenue CSV', () => {
  it('writes cents with a decimal comma and no thousands separator', () => {
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-46_003)).toBe('-460,03');
    expect(csvAmount(0)).toBe('0,00');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    const csv = revenueCsv({
      year: 2025,
      month: 3,
      totals: { totalRevenue: 0, totalPlatformFee: 0, totalProfessionalPayout: 0, invoiceCount: 0 },
      professionals: [],
    });
    expect(csv.startsWith('\uFEFFProfessional;E-mail;')).toBe(true);
    expect(csv.endsWith('Totaal;;0;0,00;0,00;0,00;0,00;0,00;0,00;\r\n')).toBe(true);
  });
});
