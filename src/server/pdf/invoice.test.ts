// Renders real PDFs and reads their text back with a PDF parser (unpdf, PDF.js inside).
import { INVOICE_FEES } from '@shared/invoices/fees';
import { creditLines, priceLine } from '@shared/invoices/vat';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { type InvoicePdfView, renderInvoicePdf } from './invoice';
import { pdfText } from './text';

async function textOf(pdf: Buffer): Promise<{ text: string; pages: number }> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text, totalPages } = await extractText(document, { mergePages: true });
  // one space for every run of white space, the no-break space of '€ 1.234,56' included
  return { text: text.replace(/\s+/g, ' '), pages: totalPages };
}

const extra = [
  { description: 'Reiskosten', amountExBtw: 1_050, btwPercentage: 21 as const },
  { description: 'Kadasteruittreksel', amountExBtw: 2_500, btwPercentage: 0 as const },
  { description: 'Naslagwerk woningkeuring', amountExBtw: 50, btwPercentage: 9 as const },
];

const view: InvoicePdfView = {
  kind: 'invoice',
  number: '2026-000123',
  invoiceDate: '2026-11-24',
  supplyDate: '2026-11-20',
  professional: {
    companyName: 'Makelaardij De Gevel B.V.',
    addressLines: ['Keizersgracht 123', '1015 CJ Amsterdam'],
    kvkNummer: '12345678',
    btwNummer: 'NL123456789B01',
    iban: 'NL91ABNA0417164300',
    email: 'info@degevel.nl',
  },
  consumer: { name: 'Anna de Vries-Çelik', addressLines: ['Dorpsstraat 12 A', '3511 AB Utrecht'] },
  serviceDescription: 'Aankoopbegeleiding woning Dorpsstraat 12, Utrecht (opdracht AM-2026-00042)',
  lines: [...INVOICE_FEES.aankoopmakelaar, ...extra].map(priceLine),
  payment: {
    account: { name: 'Stichting Derdengelden Woonportaal', iban: 'NL20INGB0001234567' },
    payUrl: 'https://portaal.example.nl/project/AM-2026-00042#invoice',
  },
};

/** The professional's own account, in either spelling: never on an invoice as somewhere to pay. */
const PRO_IBAN = [/NL91ABNA0417164300/, /NL91 ?ABNA ?0417 ?1643 ?00/];

describe('renderInvoicePdf', () => {
  it('writes a PDF holding the number, dates, both parties, KVK, BTW, every rate and the total', async () => {
    const pdf = await renderInvoicePdf(view);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { text, pages } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Factuur',
      'Factuurnummer',
      '2026-000123',
      'Factuurdatum',
      '24-11-2026',
      'Leverdatum',
      '20-11-2026',
      'Vervaldatum',
      '08-12-2026',
      'Makelaardij De Gevel B.V.',
      'Keizersgracht 123',
      '1015 CJ Amsterdam',
      'KVK: 12345678',
      'BTW: NL123456789B01',
      'Anna de Vries-Çelik',
      'Dorpsstraat 12 A',
      '3511 AB Utrecht',
      'Aankoopbegeleiding woning Dorpsstraat 12, Utrecht (opdracht AM-2026-00042)',
      // lines: the fee, the validation (€ 45,95 + € 9,65 = € 55,60) and the extra costs
      'Honorarium aankoopmakelaar',
      '€ 260,00',
      '€ 314,60',
      'Validatie',
      '€ 45,95',
      '€ 9,65',
      '€ 55,60',
      'Reiskosten',
      '€ 10,50',
      '€ 2,21',
      // totals per rate and overall: 30595 + 1050 = 31645 at 21% (6425 + 221 = 6646 VAT); 2500 at 0%; 50 at 9% (5)
      'Subtotaal excl. BTW',
      '€ 341,95',
      'BTW 0% over € 25,00',
      'BTW 9% over € 0,50',
      '€ 0,05',
      'BTW 21% over € 316,45',
      '€ 66,46',
      'Totaal',
      '€ 408,46',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text.indexOf('BTW 0%')).toBeLessThan(text.indexOf('BTW 9%'));
    expect(text.indexOf('BTW 9%')).toBeLessThan(text.indexOf('BTW 21%'));
  });

  it('says how to pay: the pay link or a transfer to the collecting account with the number, never the professional’s IBAN', async () => {
    const { text } = await textOf(await renderInvoicePdf(view));
    const instruction = text.slice(text.indexOf('Betalen Te betalen'));
    for (const expected of [
      'Betalen Te betalen binnen 14 dagen, uiterlijk 08-12-2026, op een van deze twee manieren (niet allebei):',
      '1. Online met iDEAL, creditcard of Bancontact, via deze link: https://portaal.example.nl/project/AM-2026-00042#invoice',
      '2. Per bankoverschrijving: u kunt het bedrag overmaken naar het IBAN NL20 INGB 0001 2345 67 ten name van ' +
        'Stichting Derdengelden Woonportaal, onder vermelding van factuurnummer 2026-000123.',
      'Stichting Derdengelden Woonportaal ontvangt de betaling van deze factuur namens Makelaardij De Gevel B.V.',
    ])
      expect(instruction).toContain(expected);
    // The professional stays the supplier, with their company details; their own account is nowhere.
    expect(text).toContain('Makelaardij De Gevel B.V.');
    expect(text).toContain('KVK: 12345678');
    for (const iban of PRO_IBAN) expect(text).not.toMatch(iban);

    // Online payment off: the transfer alone.
    const off = (
      await textOf(await renderInvoicePdf({ ...view, payment: { ...view.payment!, payUrl: null } }))
    ).text;
    expect(off).toContain('Te betalen binnen 14 dagen, uiterlijk 08-12-2026, per bankoverschrijving:');
    expect(off).toContain(
      'overmaken naar het IBAN NL20 INGB 0001 2345 67 ten name van Stichting Derdengelden Woonportaal',
    );
    expect(off).toContain('factuurnummer 2026-000123');
    expect(off).not.toContain('Online');
    for (const iban of PRO_IBAN) expect(off).not.toMatch(iban);

    await expect(renderInvoicePdf({ ...view, payment: undefined })).rejects.toThrow(RangeError);
  });

  it('writes a credit note: its own title, negative amounts, the invoice it credits', async () => {
    const credit: InvoicePdfView = {
      ...view,
      kind: 'credit_note',
      number: '2026-000130',
      creditedInvoiceNumber: '2026-000123',
      invoiceDate: '2026-12-01',
      lines: creditLines([...INVOICE_FEES.aankoopmakelaar, ...extra]),
    };
    const { text } = await textOf(await renderInvoicePdf(credit));
    for (const expected of [
      'Creditnota',
      'Creditnotanummer',
      '2026-000130',
      'Betreft factuur',
      '2026-000123',
      '€ -260,00',
      '€ -314,60',
      '€ -2,21',
      '€ 0,00', // the 0% line's VAT, not '€ -0,00'
      'BTW 21% over € -316,45',
      '€ -66,46',
      '€ -408,46',
      'Deze creditnota hoort bij factuur 2026-000123. Het bedrag van € 408,46',
      'KVK: 12345678',
      'BTW: NL123456789B01',
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Vervaldatum');
    expect(text).not.toContain('-0,00');
    // Nothing to pay: no instruction, no account.
    expect(text).not.toContain('Te betalen');
    expect(text).not.toContain('IBAN');
    expect(text).not.toContain('overmaken');
    await expect(renderInvoicePdf({ ...credit, creditedInvoiceNumber: undefined })).rejects.toThrow(
      RangeError,
    );
  });

  it('carries on over a second page when the lines do not fit one', async () => {
    const lines = Array.from({ length: 45 }, (_, i) =>
      priceLine({ description: `Extra werkzaamheden deel ${i + 1}`, amountExBtw: 1_000, btwPercentage: 21 }),
    );
    const { text, pages } = await textOf(await renderInvoicePdf({ ...view, lines }));
    expect(pages).toBe(2);
    expect(text).toContain('Extra werkzaamheden deel 45');
    expect(text).toContain('€ 544,50'); // 45 × (1000 + 210) cents
  });

  it('prints every European name as written: the font is embedded, with Turkish, Polish and Vietnamese letters', async () => {
    const { text } = await textOf(
      await renderInvoicePdf({
        ...view,
        consumer: { name: 'Şahin Ğül-Łukasiewicz', addressLines: ['Straße 1', 'Nguyễn Văn Đức'] },
      }),
    );
    expect(text).toContain('Şahin Ğül-Łukasiewicz');
    expect(text).toContain('Straße 1');
    expect(text).toContain('Nguyễn Văn Đức');
  });

  it('keeps every amount on one line, up to six figures in the bold total', async () => {
    const lines = [
      priceLine({ description: 'Verkoopbegeleiding', amountExBtw: 9_000_000, btwPercentage: 21 }),
    ];
    const pdf = await getDocumentProxy(new Uint8Array(await renderInvoicePdf({ ...view, lines })));
    const items = ((await (await pdf.getPage(1)).getTextContent()).items as { str: string }[]).map(
      (i) => i.str,
    );
    for (const amount of ['€ 90.000,00', '€ 18.900,00', '€ 108.900,00']) expect(items).toContain(amount);
    // A wrapped amount would leave a piece ('€ 108.900,' and '00' on the next line).
    expect(items.filter((i) => i.includes('€') && !/,\d\d$/.test(i))).toEqual([]);
    expect(items.filter((i) => /^\d+$/.test(i.trim()))).toEqual([]);
  });

  it('writes what the font lacks as a question mark, never as a wrong glyph, and a line break as a space', () => {
    expect(pdfText('Łukasz Wójcik\nŞahin — “Ærø” €')).toBe('Łukasz Wójcik Şahin — “Ærø” €');
    expect(pdfText('王芳 🙂')).toBe('?? ?');
  });
});
