import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, revenueCsv } from './csv';

describe('the revenue CSV', () => {
  it('writes cents with a decimal comma and no thousands separator', () => {
    expect(csvAmount(123_456)).toBe('1234,56');
    expect(csvAmount(5)).toBe('0,05');
    expect(csvAmount(-46_003)).toBe('-460,03');
    expect(csvAmount(0)).toBe('0,00');
  });

  it('quotes a field with a separator, quote or line break, and defuses what a spreadsheet runs as a formula', () => {
    expect(csvField('Jansen; Zn.')).toBe('"Jansen; Zn."');
    expect(csvField('Het "Huis"')).toBe('"Het ""Huis"""');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31 6')).toBe("'+31 6");
    expect(csvField('@piet')).toBe("'@piet");
    expect(csvField('Gérard Dupré')).toBe('Gérard Dupré');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    const csv = revenueCsv({
      year: 2025,
      month: 3,
      totals: { totalRevenue: 0, totalPlatformFee: 0, totalProfessionalPayout: 0, invoiceCount: 0 },
      professionals: [],
    });
    expect(csv.startsWith('\uFEFFProfessional;E-mail;')).toBe(true);
    expect(csv.endsWith('Totaal;;0;0,00;0,00;0,00;0,00;\r\n')).toBe(true);
  });
});
