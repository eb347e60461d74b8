import { describe, expect, it } from 'vitest';
import { PROJECT_TYPES } from '../projects/types';
import { honorariumOf, INVOICE_FEES } from './fees';
import { formatInvoiceNumber, invoiceYear, parseInvoiceNumber } from './number';
import { additionalCostInput, createInvoiceBody, invoiceRecord } from './schemas';
import {
  canCreditInvoice,
  canPayInvoice,
  canResendInvoice,
  checkInvoiceTransition,
  INVOICE_STATUS_LABELS,
  INVOICE_STATUSES,
  INVOICE_TRANSITION_MESSAGES,
  INVOICE_TRANSITIONS,
  type InvoiceEvent,
  invoiceSourcesOf,
} from './status';
import { addDays, dueDateOf, dutchDate, isPastDue } from './terms';
import { INVOICE_FIELD_MESSAGES } from './texts';
import { creditLines, priceLine, totalsOf, vatOf } from './vat';

describe('vatOf', () => {
  it('takes 0, 9 and 21 percent of whole cents', () => {
    expect(vatOf(10_000, 0)).toBe(0);
    expect(vatOf(10_000, 9)).toBe(900);
    expect(vatOf(10_000, 21)).toBe(2_100);
  });

  it('rounds half a cent up (1050 × 21% = 220.5 → 221; 50 × 9% = 4.5 → 5)', () => {
    expect(vatOf(1_050, 21)).toBe(221);
    expect(vatOf(50, 9)).toBe(5);
    expect(vatOf(1_049, 21)).toBe(220); // 220.29
    expect(vatOf(1_048, 21)).toBe(220); // 220.08
    expect(vatOf(1, 21)).toBe(0); // 0.21
    expect(vatOf(3, 21)).toBe(1); // 0.63
  });

  it('rounds a credit note half away from zero, the exact negative of the invoice line', () => {
    expect(vatOf(-1_050, 21)).toBe(-221);
    expect(vatOf(-50, 9)).toBe(-5);
    expect(vatOf(-1_049, 21)).toBe(-220);
    expect(Object.is(vatOf(-2_500, 0), 0)).toBe(true); // not -0, which formats as '€ -0,00'
    expect(Object.is(vatOf(-1, 21), 0)).toBe(true);
    for (const amount of [1, 49, 50, 1_050, 4_595, 26_000, 123_456_789]) {
      for (const rate of [0, 9, 21] as const) expect(vatOf(-amount, rate)).toBe(0 - vatOf(amount, rate));
    }
  });

  it('gives the validation fee’s VAT (4595 × 21% = 964.95 → 965) and stays exact at the largest line', () => {
    expect(vatOf(4_595, 21)).toBe(965);
    expect(vatOf(1_000_000_000, 21)).toBe(210_000_000);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => vatOf(10.5, 21)).toThrow(RangeError);
  });
});

describe('totals', () => {
  it('gives the spec’s buyer’s agent invoice: €314,60 + €55,60 = €370,20 including VAT', () => {
    const lines = INVOICE_FEES.aankoopmakelaar.map(priceLine);
    expect(lines.map((l) => l.totalAmount)).toEqual([31_460, 5_560]);
    expect(totalsOf(lines)).toEqual({
      byRate: [{ btwPercentage: 21, amountExBtw: 30_595, btwAmount: 6_425 }],
      subtotalExBtw: 30_595,
      totalBtw: 6_425,
      totalAmount: 37_020,
    });
  });

  it('sums per rate (each line rounded on its own) and overall, rates in the order 0, 9, 21', () => {
    const lines = [
      { description: 'Reiskosten', amountExBtw: 1_050, btwPercentage: 21 as const },
      { description: 'Leges', amountExBtw: 2_500, btwPercentage: 0 as const },
      { description: 'Boek', amountExBtw: 50, btwPercentage: 9 as const },
      { description: 'Kopieën', amountExBtw: 1_050, btwPercentage: 21 as const },
    ].map(priceLine);
    const totals = totalsOf(lines);
    expect(totals.byRate).toEqual([
      { btwPercentage: 0, amountExBtw: 2_500, btwAmount: 0 },
      { btwPercentage: 9, amountExBtw: 50, btwAmount: 5 },
      // 2 × 221 per line, not 2100 × 21% = 441 over the base
      { btwPercentage: 21, amountExBtw: 2_100, btwAmount: 442 },
    ]);
    expect(totals.subtotalExBtw).toBe(4_650);
    expect(totals.totalBtw).toBe(447);
    expect(totals.totalAmount).toBe(5_097);
    expect(totals.totalAmount).toBe(lines.reduce((sum, l) => sum + l.totalAmount, 0));
  });

  it('has no rates for no lines', () => {
    expect(totalsOf([])).toEqual({ byRate: [], subtotalExBtw: 0, totalBtw: 0, totalAmount: 0 });
  });

  it('credits an invoice to exactly its negative', () => {
    const invoice = [
      { description: 'Honorarium', amountExBtw: 1_050, btwPercentage: 21 as const },
      { description: 'Boek', amountExBtw: 50, btwPercentage: 9 as const },
      { description: 'Nul', amountExBtw: 0, btwPercentage: 0 as const },
    ];
    const original = totalsOf(invoice.map(priceLine));
    const credit = totalsOf(creditLines(invoice));
    expect(credit.totalAmount).toBe(-original.totalAmount);
    expect(credit.totalBtw).toBe(-original.totalBtw);
    expect(credit.byRate.map((r) => r.btwAmount)).toEqual([0, -5, -221]);
    expect(Object.is(credit.byRate[0]?.amountExBtw, 0)).toBe(true); // not -0
  });
});

describe('fee table', () => {
  it('holds the spec’s fees in cents ex VAT, all at 21%', () => {
    expect(honorariumOf('aankoopmakelaar')).toBe(26_000 + 4_595);
    expect(honorariumOf('verkoopmakelaar')).toBe(300_000);
    expect(honorariumOf('taxatie')).toBe(45_000);
    expect(honorariumOf('bouwkundige')).toBe(75_000);
    expect(honorariumOf('hypotheekadviseur')).toBe(150_000);
  });

  it('gives every service a fee of its own, in whole cents', () => {
    for (const type of PROJECT_TYPES) {
      expect(INVOICE_FEES[type].length).toBeGreaterThan(0);
      for (const line of INVOICE_FEES[type]) {
        expect(Number.isSafeInteger(line.amountExBtw) && line.amountExBtw > 0).toBe(true);
        expect(line.btwPercentage).toBe(21);
      }
    }
    expect(honorariumOf('energielabel')).toBe(25_000);
    expect(honorariumOf('verduurzaming')).toBe(60_000);
  });
});

describe('invoice numbers', () => {
  it('formats year and sequence as 2026-000123', () => {
    expect(formatInvoiceNumber({ year: 2026, sequence: 123 })).toBe('2026-000123');
    expect(formatInvoiceNumber({ year: 2027, sequence: 1 })).toBe('2027-000001');
    expect(formatInvoiceNumber({ year: 2026, sequence: 1_234_567 })).toBe('2026-1234567');
  });

  it('refuses a sequence below 1 or a year that is not four digits', () => {
    expect(() => formatInvoiceNumber({ year: 2026, sequence: 0 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ year: 2026, sequence: 1.5 })).toThrow(RangeError);
    expect(() => formatInvoiceNumber({ year: 26, sequence: 1 })).toThrow(RangeError);
  });

  it('parses what it formats and nothing else', () => {
    expect(parseInvoiceNumber('2026-000123')).toEqual({ year: 2026, sequence: 123 });
    expect(parseInvoiceNumber(' 2026-1234567 ')).toEqual({ year: 2026, sequence: 1_234_567 });
    for (const bad of [
      '2026-123',
      '2026-000000',
      '2026-0000123',
      '26-000123',
      'AM-2026-00042',
      '',
      '2026-00012a',
    ])
      expect(parseInvoiceNumber(bad)).toBeNull();
  });

  it('counts in the Dutch calendar year: New Year’s Eve 23:30 UTC is already next year', () => {
    expect(invoiceYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(invoiceYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });
});

describe('status', () => {
  it('has the spec’s values and labels word for word', () => {
    expect(INVOICE_STATUSES).toEqual(['draft', 'sent', 'pending_payment', 'paid', 'overdue']);
    expect(INVOICE_STATUS_LABELS).toEqual({
      draft: 'Concept',
      sent: 'Verzonden',
      pending_payment: 'Wachtend op betaling',
      paid: 'Betaald',
      overdue: 'Achterstallig',
    });
  });

  it('lets an unpaid, sent invoice be paid and no other', () => {
    expect(INVOICE_STATUSES.filter(canPayInvoice)).toEqual(['sent', 'pending_payment', 'overdue']);
  });

  it('stops resending at 5 sends', () => {
    expect(canResendInvoice(4)).toBe(true);
    expect(canResendInvoice(5)).toBe(false);
  });
});

describe('the status model (checkInvoiceTransition)', () => {
  /** Every allowed move, as 'event: from → to'. */
  const allowed = (Object.keys(INVOICE_TRANSITIONS) as InvoiceEvent[]).flatMap((event) =>
    INVOICE_STATUSES.flatMap((from) =>
      INVOICE_STATUSES.filter((to) => checkInvoiceTransition(event, from, to).ok).map(
        (to) => `${event}: ${from} → ${to}`,
      ),
    ),
  );

  it('allows exactly the moves of the lifecycle', () => {
    expect(allowed.sort()).toEqual(
      [
        'send: draft → sent',
        'start_payment: sent → pending_payment',
        'start_payment: overdue → pending_payment',
        'payment_ended: pending_payment → sent',
        'payment_ended: pending_payment → overdue',
        'mark_overdue: sent → overdue',
        'mark_overdue: pending_payment → overdue',
        'paid: sent → paid',
        'paid: pending_payment → paid',
        'paid: overdue → paid',
      ].sort(),
    );
  });

  it('never moves a paid invoice and never pays a draft, saying why in Dutch', () => {
    for (const event of Object.keys(INVOICE_TRANSITIONS) as InvoiceEvent[]) {
      expect(invoiceSourcesOf(event)).not.toContain('paid');
      for (const to of INVOICE_STATUSES) {
        const check = checkInvoiceTransition(event, 'paid', to);
        expect(check).toEqual({ ok: false, message: INVOICE_TRANSITION_MESSAGES.alreadyPaid });
      }
    }
    expect(checkInvoiceTransition('paid', 'draft', 'paid')).toEqual({
      ok: false,
      message: INVOICE_TRANSITION_MESSAGES.draftNotPayable,
    });
    expect(checkInvoiceTransition('send', 'sent', 'sent')).toEqual({
      ok: false,
      message: INVOICE_TRANSITION_MESSAGES.notDraft,
    });
  });

  it('credits only what was sent: not a draft, not a credit note, not twice', () => {
    const invoice = { isCreditNote: false, credited: false };
    expect(INVOICE_STATUSES.filter((status) => canCreditInvoice({ ...invoice, status }))).toEqual([
      'sent',
      'pending_payment',
      'paid',
      'overdue',
    ]);
    expect(canCreditInvoice({ status: 'sent', isCreditNote: true, credited: false })).toBe(false);
    expect(canCreditInvoice({ status: 'paid', isCreditNote: false, credited: true })).toBe(false);
  });
});

describe('payment term', () => {
  it('is 14 calendar days, across month and year ends', () => {
    expect(dueDateOf('2026-11-24')).toBe('2026-12-08');
    expect(dueDateOf('2026-12-25')).toBe('2027-01-08');
    expect(dueDateOf('2028-02-20')).toBe('2028-03-05'); // leap year
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29'); // across the clock change
    expect(() => addDays('24-11-2026', 1)).toThrow(RangeError);
  });

  it('is past due from the day after the due date, in Dutch time', () => {
    expect(dutchDate(new Date('2026-12-08T22:59:00Z'))).toBe('2026-12-08');
    expect(isPastDue('2026-11-24', new Date('2026-12-08T22:59:00Z'))).toBe(false);
    expect(isPastDue('2026-11-24', new Date('2026-12-08T23:00:00Z'))).toBe(true);
  });
});

describe('schemas', () => {
  it('reads a POST /api/invoices body, defaulting the VAT to 21% and dropping client-computed amounts', () => {
    const body = createInvoiceBody.parse({
      projectId: 'AM-2026-00042',
      additionalCosts: [
        { description: ' Reiskosten ', amountExBtw: 1_050, btwAmount: 999, totalAmount: 1 },
        { description: 'Leges', amountExBtw: 2_500, btwPercentage: 0 },
      ],
    });
    expect(body).toEqual({
      projectId: 'AM-2026-00042',
      additionalCosts: [
        { description: 'Reiskosten', amountExBtw: 1_050, btwPercentage: 21 },
        { description: 'Leges', amountExBtw: 2_500, btwPercentage: 0 },
      ],
    });
    expect(
      createInvoiceBody.parse({ projectId: '0b4e8c8e-3c1f-4d2a-9d7e-0a1b2c3d4e5f' }).additionalCosts,
    ).toEqual([]);
  });

  it('answers each bad line in Dutch', () => {
    const message = (line: unknown) => additionalCostInput.safeParse(line).error?.issues[0]?.message;
    expect(message({ description: '  ', amountExBtw: 100 })).toBe(INVOICE_FIELD_MESSAGES.description);
    expect(message({ description: 'a\u0000b', amountExBtw: 100 })).toBe('Bevat ongeldige tekens');
    expect(message({ description: 'x', amountExBtw: 10.5 })).toBe(INVOICE_FIELD_MESSAGES.amount);
    expect(message({ description: 'x', amountExBtw: '100' })).toBe(INVOICE_FIELD_MESSAGES.amount);
    expect(message({ description: 'x', amountExBtw: 0 })).toBe(INVOICE_FIELD_MESSAGES.amountPositive);
    expect(message({ description: 'x', amountExBtw: 1e12 })).toBe(INVOICE_FIELD_MESSAGES.amountTooLarge);
    expect(message({ description: 'x', amountExBtw: 100, btwPercentage: 6 })).toBe(
      INVOICE_FIELD_MESSAGES.vatRate,
    );
    expect(message({ description: 'x', amountExBtw: 100, btwPercentage: '21' })).toBe(
      INVOICE_FIELD_MESSAGES.vatRate,
    );
  });

  it('refuses more than 20 lines and a project id that is neither uuid nor reference', () => {
    const line = { description: 'x', amountExBtw: 1 };
    expect(
      createInvoiceBody.safeParse({ projectId: 'AM-2026-00042', additionalCosts: Array(21).fill(line) })
        .success,
    ).toBe(false);
    expect(createInvoiceBody.safeParse({ projectId: "1' or 1=1", additionalCosts: [] }).success).toBe(false);
  });

  it('describes a record with every amount in whole cents', () => {
    const line = { description: 'Taxatie', amountExBtw: 45_000, amount: 45_000, btwPercentage: 21 };
    const record = {
      id: 'b1',
      invoiceNumber: '2026-000001',
      projectId: 'TX-2026-00001',
      projectUuid: '0b4e8c8e-3c1f-4d2a-9d7e-0a1b2c3d4e5f',
      projectTitle: 'Taxatie Dorpsstraat 12, Utrecht',
      consumerName: 'Carla Jansen',
      kind: 'invoice',
      status: 'sent',
      honorarium: 45_000,
      feeLines: [{ ...line, btwAmount: 9_450, totalAmount: 54_450 }],
      additionalCosts: [],
      btwByRate: [{ btwPercentage: 21, amountExBtw: 45_000, btwAmount: 9_450 }],
      subtotalExBtw: 45_000,
      totalBtw: 9_450,
      totalAmount: 54_450,
      invoiceDate: '2026-11-24',
      dueDate: '2026-12-08',
      createdAt: '2026-11-24T09:00:00.000Z',
      paidAt: null,
      paymentMethod: null,
      lastSentAt: '2026-11-24T09:00:00.000Z',
      sendCount: 1,
      payable: true,
      creditNoteOf: null,
      creditedBy: null,
    };
    expect(invoiceRecord.safeParse(record).success).toBe(true);
    expect(invoiceRecord.safeParse({ ...record, totalAmount: 544.5 }).success).toBe(false);
  });
});
