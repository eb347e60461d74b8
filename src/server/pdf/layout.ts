// The page furniture the portal's PDFs share (the invoice and the payout statement): an A4 document in the invoice
// fonts, a text writer that keeps to what the fonts can print, the label/value block at the top right, a table that
// carries its header onto the next page, and the right-aligned totals under it.
import PDFDocument from 'pdfkit';
import { invoiceFonts } from './fonts';
import { pdfText } from './text';

export const FONT = 'DejaVuSans';
export const BOLD = 'DejaVuSans-Bold';
export const GREY = '#555555';
export const LEFT = 50;
export const RIGHT = 545; // A4 is 595 points wide
export const BOTTOM = 770; // keep clear of the page's foot

export interface PdfColumn {
  label: string;
  x: number;
  width: number;
  align: 'left' | 'right';
}

export interface Pdf {
  doc: PDFKit.PDFDocument;
  /** Writes `text` (made printable) at x, y. */
  write: (text: string, x: number, y: number, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument;
  /** The finished file, once `doc.end()` was called. */
  done: Promise<Buffer>;
}

/** A new A4 document with the invoice fonts registered and its bytes collected. */
export function startPdf(info: PDFKit.DocumentInfo): Pdf {
  const doc = new PDFDocument({ size: 'A4', margin: LEFT, info });
  const fonts = invoiceFonts();
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  doc.font(FONT);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(text), x, y, { lineBreak: true, ...options });
  return { doc, write, done };
}

/** Label and value pairs from `y` down, labels grey from `x`, values bold and right-aligned; the y under them. */
export function drawLabelledValues(
  { doc, write }: Pdf,
  pairs: [string, string][],
  y: number,
  x = 330,
): number {
  let at = y;
  for (const [label, value] of pairs) {
    doc.font(FONT).fontSize(9).fillColor(GREY);
    write(label, x, at, { width: 95 });
    doc.font(BOLD).fillColor('black');
    write(value, x + 95, at, { width: RIGHT - x - 95, align: 'right' });
    at += 14;
  }
  return at;
}

/**
 * A table from `y`: the header, each row as high as its tallest cell, a new page (with the header again) when a row
 * does not fit, and a rule under the last row. Returns the y under the table.
 */
export function drawTable(
  { doc, write }: Pdf,
  columns: readonly PdfColumn[],
  rows: string[][],
  y: number,
): number {
  let at = y;
  const header = () => {
    doc.font(BOLD).fontSize(9).fillColor('black');
    for (const c of columns) write(c.label, c.x, at, { width: c.width, align: c.align });
    at = doc.y + 4;
    doc.moveTo(LEFT, at).lineTo(RIGHT, at).lineWidth(0.5).strokeColor('#999999').stroke();
    at += 6;
  };
  header();
  doc.font(FONT).fontSize(9);
  for (const cells of rows) {
    const height = Math.max(
      ...columns.map((c, i) => doc.heightOfString(pdfText(cells[i] ?? ''), { width: c.width })),
    );
    if (at + height > BOTTOM) {
      doc.addPage();
      at = 50;
      header();
      doc.font(FONT).fontSize(9);
    }
    columns.forEach((c, i) => {
      write(cells[i] ?? '', c.x, at, { width: c.width, align: c.align });
    });
    at += height + 6;
  }
  doc.moveTo(LEFT, at).lineTo(RIGHT, at).lineWidth(0.5).strokeColor('#999999').stroke();
  return at + 8;
}

/**
 * The totals under a table: labels right-aligned up to the value column, values as wide as € 999.999,99, the strong
 * ones bold and larger. On a new page when they and `keepWith` points after them do not fit. Returns the y under them.
 */
export function drawTotals(
  { doc, write }: Pdf,
  rows: [string, string, boolean][],
  y: number,
  keepWith = 0,
): number {
  let at = y;
  if (at + rows.length * 16 + keepWith > BOTTOM) {
    doc.addPage();
    at = 50;
  }
  for (const [label, value, strong] of rows) {
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(strong ? 11 : 9)
      .fillColor('black');
    write(label, 240, at, { width: 210, align: 'right' });
    write(value, 455, at, { width: 90, align: 'right' });
    at += strong ? 18 : 14;
  }
  return at;
}
