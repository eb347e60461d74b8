import { describe, expect, it } from 'vitest';
import { csvDocument, csvField } from './csv';

describe('CSV for Dutch spreadsheets', () => {
  it('quotes a field with a separator, quote or line break, and defuses what a spreadsheet runs as a formula', () => {
    expect(csvField('Jansen; Zn.')).toBe('"Jansen; Zn."');
    expect(csvField('Het "Huis"')).toBe('"Het ""Huis"""');
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+31 6')).toBe("'+31 6");
    expect(csvField('@piet')).toBe("'@piet");
    expect(csvField('Gérard Dupré')).toBe('Gérard Dupré');
    expect(csvField(-5)).toBe('-5');
  });

  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['c', ''],
      ]),
    ).toBe('\uFEFFa;b\r\nc;\r\n');
  });
});
