// CSV files for Dutch spreadsheets (the revenue month, the audit log): semicolons between fields (Excel in a Dutch
// locale splits on them), UTF-8 with a byte order mark (without it Excel reads UTF-8 as Windows-1252 and 'é' comes
// out as 'Ã©'), CRLF line ends.

const BOM = '\uFEFF';

/**
 * One field: quoted when it holds the separator, a quote or a line break; a text that a spreadsheet would take
 * for a formula (=, +, -, @ first) gets a leading apostrophe (CSV injection).
 */
export function csvField(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file: rows of fields already made safe with csvField (or known to be), one line each. */
export const csvDocument = (rows: readonly (readonly string[])[]): string =>
  `${BOM}${rows.map((r) => r.join(';')).join('\r\n')}\r\n`;

/** The headers of a CSV download named `fileName`, never kept by a cache on the way. */
export const csvHeaders = (fileName: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${fileName}"`,
  'cache-control': 'private, no-store',
});
