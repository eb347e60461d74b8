// A payout statement ('Uitbetalingsoverzicht') as a PDF, drawn with pdfkit on A4 in Dutch, in the fonts of the
// invoices: who pays (the platform) and who is paid (name and IBAN as the payout recorded them), the reference the
// transfer carries, the period, every item the payout pays, and the sum: revenue ex VAT, the platform's 20%, the lead
// fees and the net amount. The totals are the payout's stored ones, so the PDF says what the transfer was.
import { formatCents, formatDate, formatIban } from '@shared/format';
import type { PayoutDetail } from '@shared/payouts/schemas';
import { PAYOUT_ITEM_KIND_LABELS, PAYOUT_STATEMENT_STATUS_LABELS } from '@shared/payouts/status';
import { PAYOUT_MESSAGES as T } from '@shared/payouts/texts';
import { monthName } from '@shared/revenue/texts';
import { BOLD, drawLabelledValues, drawTable, drawTotals, FONT, GREY, LEFT, RIGHT, startPdf } from './layout';
import { pdfText } from './text';

const COLUMNS = [
  { label: 'Datum', x: LEFT, width: 65, align: 'left' },
  { label: 'Soort', x: 120, width: 95, align: 'left' },
  { label: 'Kenmerk', x: 220, width: 85, align: 'left' },
  { label: 'Omschrijving', x: 310, width: 150, align: 'left' },
  { label: 'Bedrag', x: 465, width: 80, align: 'right' },
] as const;

export async function renderPayoutStatementPdf(payout: PayoutDetail, platformName: string): Promise<Buffer> {
  const pdf = startPdf({
    Title: pdfText(`${T.statementTitle} ${payout.reference}`),
    Author: pdfText(platformName),
  });
  const { doc, write } = pdf;

  doc.font(BOLD).fontSize(13).fillColor('black');
  write(platformName, LEFT, 50, { width: 260 });
  doc.font(BOLD).fontSize(20);
  write(T.statementTitle, 300, 50, { width: RIGHT - 300, align: 'right' });

  const metaBottom = drawLabelledValues(
    pdf,
    [
      [T.reference, payout.reference],
      [T.period, monthName(payout.month, payout.year)],
      ['Datum', formatDate(payout.createdAt.slice(0, 10))],
      ['Status', PAYOUT_STATEMENT_STATUS_LABELS[payout.status]],
    ],
    90,
  );

  doc.font(FONT).fontSize(9).fillColor(GREY);
  write('Aan', LEFT, 90);
  doc.font(BOLD).fontSize(10).fillColor('black');
  write(payout.professionalName, LEFT, doc.y + 2, { width: 260 });
  doc.font(FONT).fontSize(9);
  write(`${T.iban}: ${formatIban(payout.professionalIban)}`, LEFT, doc.y + 2, { width: 260 });

  const rows = payout.items.map((item) => [
    formatDate(item.date.slice(0, 10)),
    PAYOUT_ITEM_KIND_LABELS[item.kind],
    item.reference,
    item.description,
    formatCents(item.amount),
  ]);
  const y = drawTable(pdf, COLUMNS, rows, Math.max(metaBottom, doc.y) + 24);
  drawTotals(
    pdf,
    [
      [T.totalExBtw, formatCents(payout.totalExBtw), false],
      [T.platformFee, formatCents(-payout.platformFee), false],
      [T.leadFees, formatCents(payout.leadFees), false],
      [T.net, formatCents(payout.amount), true],
    ],
    y,
  );

  doc.end();
  return pdf.done;
}
