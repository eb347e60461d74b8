// An invoice (or credit note) as a PDF, drawn with pdfkit on A4 in Dutch, holding what a Dutch invoice must show:
// number, invoice and supply date, both parties, the professional's KVK and BTW numbers, per line the amount
// excluding VAT, the rate and the VAT, the VAT per rate, the total and the payment term. Amounts are integer cents,
// shown nl-NL (€ 1.234,56); totals are computed here from the lines, so the PDF cannot disagree with itself.
// The professional is the supplier, but the platform collects for them (decision 0030): the invoice says to pay
// online through the pay link or by transfer to the collecting account, and never prints the professional's own
// IBAN, which a consumer would otherwise pay to as well.
import { formatCents, formatDate } from '@shared/format';
import { dueDateOf } from '@shared/invoices/terms';
import { PAYMENT_INSTRUCTION_MESSAGES, type PaymentRoute } from '@shared/invoices/texts';
import { type PricedLine, totalsOf } from '@shared/invoices/vat';
import {
  BOLD,
  BOTTOM,
  drawLabelledValues,
  drawTable,
  drawTotals,
  FONT,
  GREY,
  LEFT,
  RIGHT,
  startPdf,
} from './layout';
import { pdfText } from './text';

export interface InvoicePdfView {
  kind: 'invoice' | 'credit_note';
  /** 2026-000123 */
  number: string;
  /** A credit note names the invoice it credits. */
  creditedInvoiceNumber?: string;
  /** Calendar dates, YYYY-MM-DD. */
  invoiceDate: string;
  supplyDate: string;
  professional: {
    companyName: string;
    /** Street and number, then postcode and place. */
    addressLines: string[];
    kvkNummer: string;
    btwNummer: string;
    /** Kept with the printed parties (it is where the professional is paid out to), never printed: see above. */
    iban: string;
    email?: string;
  };
  consumer: { name: string; addressLines: string[] };
  /** What was delivered ('Taxatie Dorpsstraat 12, Utrecht, opdracht TX-2026-00001'). */
  serviceDescription: string;
  /** The fee lines and the extra costs, VAT already worked out per line (negative on a credit note). */
  lines: PricedLine[];
  /** An invoice (not a credit note): where to pay it online, and the collecting account for a transfer. */
  payment?: PaymentRoute;
  /**
   * A draft's preview: every page is marked with this word across it (the caller passes 'CONCEPT'), so a preview
   * saved or printed can never pass for the invoice sent.
   */
  draftMark?: string;
}

const LABELS = {
  invoice: { title: 'Factuur', number: 'Factuurnummer', date: 'Factuurdatum' },
  credit_note: { title: 'Creditnota', number: 'Creditnotanummer', date: 'Datum' },
} as const;

/** Table columns: description, amount ex VAT, rate, VAT, total (right-aligned numbers). */
const COLUMNS = [
  { label: 'Omschrijving', x: LEFT, width: 185, align: 'left' },
  { label: 'Bedrag excl. BTW', x: 240, width: 95, align: 'right' },
  { label: 'BTW %', x: 340, width: 40, align: 'right' },
  { label: 'BTW', x: 385, width: 75, align: 'right' },
  { label: 'Totaal', x: 465, width: 80, align: 'right' },
] as const;

export async function renderInvoicePdf(view: InvoicePdfView): Promise<Buffer> {
  if (view.kind === 'credit_note' && !view.creditedInvoiceNumber)
    throw new RangeError('a credit note names the invoice it credits');
  if (view.kind === 'invoice' && !view.payment) throw new RangeError('an invoice says where to pay it');
  const labels = LABELS[view.kind];
  const totals = totalsOf(view.lines);
  const pdf = startPdf({
    Title: pdfText(`${labels.title} ${view.number}`),
    Author: pdfText(view.professional.companyName),
    CreationDate: new Date(`${view.invoiceDate}T12:00:00Z`),
  });
  const { doc, write } = pdf;

  const mark = view.draftMark;
  if (mark) {
    const markPage = () => {
      const { x, y } = doc;
      doc
        .save()
        .rotate(-40, { origin: [297, 421] })
        .font(BOLD)
        .fontSize(96)
        .fillColor('#cc0000')
        .opacity(0.15);
      doc.text(pdfText(mark), 0, 380, { width: 595, align: 'center', lineBreak: false });
      doc.restore();
      doc.x = x;
      doc.y = y;
    };
    markPage();
    doc.on('pageAdded', markPage);
  }

  /** One line of text each (pdfText turns a line break inside a value into a space). */
  const writeLines = (lines: string[], top: number) => {
    let at = top;
    for (const line of lines) {
      write(line, LEFT, at, { width: 260 });
      at = doc.y;
    }
  };

  // The professional, top left; the title and the numbers, top right.
  const pro = view.professional;
  doc.font(BOLD).fontSize(13).fillColor('black');
  write(pro.companyName, LEFT, 50, { width: 260 });
  doc.font(FONT).fontSize(9).fillColor(GREY);
  writeLines(
    [
      ...pro.addressLines,
      ...(pro.email ? [pro.email] : []),
      `KVK: ${pro.kvkNummer}`,
      `BTW: ${pro.btwNummer}`,
    ],
    doc.y + 2,
  );
  const proBottom = doc.y;

  doc.font(BOLD).fontSize(22).fillColor('black');
  write(labels.title, 330, 50, { width: RIGHT - 330, align: 'right' });
  const meta: [string, string][] = [
    [labels.number, view.number],
    [labels.date, formatDate(view.invoiceDate)],
    ['Leverdatum', formatDate(view.supplyDate)],
  ];
  if (view.kind === 'invoice') meta.push(['Vervaldatum', formatDate(dueDateOf(view.invoiceDate))]);
  else meta.push(['Betreft factuur', view.creditedInvoiceNumber!]);
  let y = drawLabelledValues(pdf, meta, 84);

  // The consumer.
  y = Math.max(proBottom, y) + 24;
  doc.font(FONT).fontSize(9).fillColor(GREY);
  write('Aan', LEFT, y);
  doc.font(BOLD).fontSize(10).fillColor('black');
  write(view.consumer.name, LEFT, doc.y + 2, { width: 260 });
  doc.font(FONT);
  writeLines(view.consumer.addressLines, doc.y);

  // What the invoice is for.
  y = doc.y + 20;
  doc.font(FONT).fontSize(9).fillColor(GREY);
  write('Betreft', LEFT, y);
  doc.fontSize(10).fillColor('black');
  write(view.serviceDescription, LEFT, doc.y + 2, { width: RIGHT - LEFT });

  // The lines, then the totals: the base, the VAT per rate, the total (kept with the start of how to pay).
  y = drawTable(
    pdf,
    COLUMNS,
    view.lines.map((line) => [
      line.description,
      formatCents(line.amountExBtw),
      `${line.btwPercentage}%`,
      formatCents(line.btwAmount),
      formatCents(line.totalAmount),
    ]),
    doc.y + 20,
  );
  y = drawTotals(
    pdf,
    [
      ['Subtotaal excl. BTW', formatCents(totals.subtotalExBtw), false],
      ...totals.byRate.map((r): [string, string, boolean] => [
        `BTW ${r.btwPercentage}% over ${formatCents(r.amountExBtw)}`,
        formatCents(r.btwAmount),
        false,
      ]),
      ['Totaal', formatCents(totals.totalAmount), true],
    ],
    y,
    60,
  );

  // How to pay: the term, the pay link, the collecting account; a credit note only says what happens to the amount.
  y += 16;
  const width = RIGHT - LEFT;
  const texts = PAYMENT_INSTRUCTION_MESSAGES;
  const paragraphs: { text: string; bold?: boolean; link?: string; indent?: number; gap?: number }[] = [];
  if (view.kind === 'invoice') {
    const { account, payUrl } = view.payment!;
    paragraphs.push({ text: texts.heading, bold: true });
    paragraphs.push({ text: texts.term(dueDateOf(view.invoiceDate), payUrl !== null) });
    if (payUrl) {
      paragraphs.push({ text: `1. ${texts.online}`, indent: 10, gap: 1 });
      paragraphs.push({ text: payUrl, link: payUrl, indent: 22 });
      paragraphs.push({ text: `2. ${texts.transfer(account, view.number)}`, indent: 10 });
    } else paragraphs.push({ text: texts.transfer(account, view.number) });
    paragraphs.push({ text: texts.agent(account, pro.companyName) });
  } else {
    paragraphs.push({ text: texts.creditNote(view.creditedInvoiceNumber!, totals.totalAmount) });
  }
  doc.font(FONT).fontSize(9);
  const height = paragraphs.reduce(
    (sum, p) => sum + doc.heightOfString(pdfText(p.text), { width: width - (p.indent ?? 0) }) + (p.gap ?? 4),
    0,
  );
  if (y + height > BOTTOM) {
    doc.addPage();
    y = 50;
  }
  for (const p of paragraphs) {
    doc
      .font(p.bold ? BOLD : FONT)
      .fontSize(9)
      .fillColor('black');
    const indent = p.indent ?? 0;
    write(p.text, LEFT + indent, y, { width: width - indent, ...(p.link ? { link: p.link } : {}) });
    y = doc.y + (p.gap ?? 4);
  }

  doc.end();
  return pdf.done;
}
