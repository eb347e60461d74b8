// A payout statement ('Uitbetalingsoverzicht') as a PDF, drawn with pdfkit on A4 in Dutch, in the fonts of the
// invoices: who pays (the platform) and who is paid (name and IBAN as the payout recorded them), the reference the
// transfer carries, the period, every item the payout pays, and the sum: revenue ex VAT, the platform's 20%, the lead
// fees and the net amount. The totals are the payout's stored ones, so the PDF says what the transfer was.
import { formatCents, formatDate } from '@shared/format';
import type { PayoutDetail } from '@shared/payouts/schemas';
import { PAYOUT_ITEM_KIND_LABELS, PAYOUT_STATEMENT_STATUS_LABELS } from '@shared/payouts/status';
import { PAYOUT_MESSAGES as T } from '@shared/payouts/texts';
import { monthName } from '@shared/revenue/texts';
import PDFDocument from 'pdfkit';
import { invoiceFonts } from './fonts';
import { pdfText } from './text';

const FONT = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';
const GREY = '#555555';
const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 770;

const COLUMNS = [
  { label: 'Datum', x: LEFT, width: 65, align: 'left' },
  { label: 'Soort', x: 120, width: 95, align: 'left' },
  { label: 'Kenmerk', x: 220, width: 85, align: 'left' },
  { label: 'Omschrijving', x: 310, width: 150, align: 'left' },
  { label: 'Bedrag', x: 465, width: 80, align: 'right' },
] as const;

export async function renderPayoutStatementPdf(payout: PayoutDetail, platformName: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: LEFT,
    info: { Title: pdfText(`${T.statementTitle} ${payout.reference}`), Author: pdfText(platformName) },
  });
  const fonts = invoiceFonts();
  doc.registerFont(FONT, fonts.regular);
  doc.registerFont(BOLD, fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(pdfText(text), x, y, { lineBreak: true, ...options });

  doc.font(BOLD).fontSize(13).fillColor('black');
  write(platformName, LEFT, 50, { width: 260 });
  doc.font(BOLD).fontSize(20);
  write(T.statementTitle, 300, 50, { width: RIGHT - 300, align: 'right' });

  let y = 90;
  const meta: [string, string][] = [
    [T.reference, payout.reference],
    [T.period, monthName(payout.month, payout.year)],
    ['Datum', formatDate(payout.createdAt.slice(0, 10))],
    ['Status', PAYOUT_STATEMENT_STATUS_LABELS[payout.status]],
  ];
  for (const [label, value] of meta) {
    doc.font(FONT).fontSize(9).fillColor(GREY);
    write(label, 330, y, { width: 95 });
    doc.font(BOLD).fillColor('black');
    write(value, 425, y, { width: RIGHT - 425, align: 'right' });
    y += 14;
  }

  doc.font(FONT).fontSize(9).fillColor(GREY);
  write('Aan', LEFT, 90);
  doc.font(BOLD).fontSize(10).fillColor('black');
  write(payout.professionalName, LEFT, doc.y + 2, { width: 260 });
  doc.font(FONT).fontSize(9);
  write(`${T.iban}: ${payout.professionalIban}`, LEFT, doc.y + 2, { width: 260 });

  y = Math.max(y, doc.y) + 24;
  const header = () => {
    doc.font(BOLD).fontSize(9).fillColor('black');
    for (const c of COLUMNS) write(c.label, c.x, y, { width: c.width, align: c.align });
    y = doc.y + 4;
    doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
    y += 6;
  };
  header();
  doc.font(FONT).fontSize(9);
  for (const item of payout.items) {
    const height = Math.max(
      doc.heightOfString(pdfText(item.description), { width: COLUMNS[3].width }),
      doc.heightOfString(pdfText(PAYOUT_ITEM_KIND_LABELS[item.kind]), { width: COLUMNS[1].width }),
    );
    if (y + height > BOTTOM) {
      doc.addPage();
      y = 50;
      header();
      doc.font(FONT).fontSize(9);
    }
    const cells = [
      formatDate(item.date.slice(0, 10)),
      PAYOUT_ITEM_KIND_LABELS[item.kind],
      item.reference,
      item.description,
      formatCents(item.amount),
    ];
    COLUMNS.forEach((c, i) => {
      write(cells[i]!, c.x, y, { width: c.width, align: c.align });
    });
    y += height + 6;
  }
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 8;

  const rows: [string, number, boolean][] = [
    [T.totalExBtw, payout.totalExBtw, false],
    [T.platformFee, -payout.platformFee, false],
    [T.leadFees, payout.leadFees, false],
    [T.net, payout.amount, true],
  ];
  if (y + rows.length * 18 > BOTTOM) {
    doc.addPage();
    y = 50;
  }
  for (const [label, cents, strong] of rows) {
    doc
      .font(strong ? BOLD : FONT)
      .fontSize(strong ? 11 : 9)
      .fillColor('black');
    write(label, 240, y, { width: 210, align: 'right' });
    write(formatCents(cents), 455, y, { width: 90, align: 'right' });
    y += strong ? 18 : 14;
  }

  doc.end();
  return done;
}
