// Revenue and payouts: the month's figures from paid invoices and credit notes, the 20/80 split in
// whole cents, the payout recorded once (also when ten race) and only for the amount due, the CSV, and who may.
import { formatCents } from '@shared/format';
import { PAYOUT_MESSAGES } from '@shared/payouts/texts';
import { REVENUE_MESSAGES } from '@shared/revenue/texts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  invoices,
  leadFeeEntries,
  leads,
  notifications,
  payoutItems,
  payouts,
} from '../../db/schema';
import {
  COMPANY_DETAILS,
  invoicedProject,
  paidInvoice as paidInvoiceOf,
  withCompanyDetails,
} from '../../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let pro: Signed;
let pro2: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional', { firstName: 'Piet', lastName: 'Pieters' });
  pro2 = await t.loginAs('professional', { firstName: 'Anna', lastName: 'Aalbers' });
  admin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
  await withCompanyDetails(t, pro2.id);
});
afterAll(async () => {
  await t.close();
});

/** An invoice of `who` made through the API (taxatie, €450 ex VAT, plus `extra` cents), paid at `paidAt`. */
const paidInvoice = (who: Signed, paidAt: string, extra = 0) =>
  paidInvoiceOf(t, { consumerId: consumer.id, pro: who, paidAt, extra });

/** A lead of `professionalId` completed at `completedAt` (completing one is the leads module's, tested there). */
async function insertLead(
  professionalId: string,
  lead: {
    serviceType: 'taxatie' | 'verkoopmakelaar' | 'energielabel';
    feeCents: number;
    completedAt: string;
  },
) {
  const [inserted] = await t.database.db
    .insert(leads)
    .values({
      leadRef: `LD-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      professionalId,
      serviceType: lead.serviceType,
      clientName: 'Jan de Vries',
      postcode: '1234AB',
      huisnummer: '12',
      straat: 'Dorpsstraat',
      plaats: 'Utrecht',
      contactnummer: '0612345678',
      email: 'jan@example.nl',
      status: 'completed',
      feeCents: lead.feeCents,
      completedAt: new Date(lead.completedAt),
    })
    .returning();
  // Its fee as completing the project earns it (the leads module's hooks, tested there).
  await t.database.db.insert(leadFeeEntries).values({
    leadId: inserted!.id,
    professionalId,
    kind: 'earned',
    amount: lead.feeCents,
    occurredAt: new Date(lead.completedAt),
  });
  return inserted!;
}

const revenue = (query: string, cookie = admin.cookie) => t.get(`/api/admin/revenue?${query}`, cookie);
const payout = (payload: unknown, cookie = admin.cookie) =>
  t.post('/api/admin/revenue/payout', payload, cookie);

describe('GET /api/admin/revenue', () => {
  it("sums the month's paid invoices per professional, 20/80 in whole cents that add up", async () => {
    await paidInvoice(pro, '2025-03-10T10:00:00Z', 1_003); // 46 003 ex VAT
    await paidInvoice(pro, '2025-03-31T21:30:00Z'); // 23:30 in Amsterdam: still March; 45 000
    await paidInvoice(pro2, '2025-03-01T00:30:00Z', 1); // 01:30 in Amsterdam: March; 45 001
    await paidInvoice(pro, '2025-02-28T22:59:00Z'); // 23:59 in Amsterdam: February
    await paidInvoice(pro, '2025-03-31T22:00:00Z'); // 00:00 on 1 April in Amsterdam: April
    // Unpaid invoices count for nothing.
    await invoicedProject(t, { consumerId: consumer.id, pro });

    const res = await revenue('month=3&year=2025');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // 91 003 → 18 200.6 → 18 201 + 72 802; 45 001 → 9 000.2 → 9 000 + 36 001.
    expect(body.professionals).toEqual([
      {
        professionalId: pro2.id,
        professionalName: 'Anna Aalbers',
        professionalEmail: pro2.email,
        invoiceCount: 1,
        totalExBtw: 45_001,
        platformFee: 9_000,
        professionalPayout: 36_001,
        leadFees: 0,
        payoutStatus: 'pending',
        paidOutAt: null,
        paidOutAmount: 0,
        openAmount: 36_001,
      },
      {
        professionalId: pro.id,
        professionalName: 'Piet Pieters',
        professionalEmail: pro.email,
        invoiceCount: 2,
        totalExBtw: 91_003,
        platformFee: 18_201,
        professionalPayout: 72_802,
        leadFees: 0,
        payoutStatus: 'pending',
        paidOutAt: null,
        paidOutAmount: 0,
        openAmount: 72_802,
      },
    ]);
    expect(body.totals).toEqual({
      totalRevenue: 136_004,
      totalPlatformFee: 27_201,
      totalProfessionalPayout: 108_803,
      invoiceCount: 3,
    });
    expect(body.totals.totalPlatformFee + body.totals.totalProfessionalPayout).toBe(body.totals.totalRevenue);

    const filtered = (await revenue(`month=3&year=2025&professional_id=${pro2.id}`)).json();
    expect(filtered.professionals.map((p: { professionalId: string }) => p.professionalId)).toEqual([
      pro2.id,
    ]);
    expect(filtered.totals.totalRevenue).toBe(45_001);

    expect((await revenue('month=2&year=2025')).json().totals.totalRevenue).toBe(45_000);
    expect((await revenue('month=4&year=2025')).json().totals.totalRevenue).toBe(45_000);
    expect((await revenue('month=5&year=2025')).json()).toMatchObject({
      totals: { totalRevenue: 0, invoiceCount: 0 },
      professionals: [],
    });
  });

  it('subtracts a credit note of a paid invoice in the month it was made', async () => {
    const invoice = await paidInvoice(pro2, '2025-06-05T10:00:00Z', 1_003);
    const res = await t.post(`/api/invoices/${invoice.id}/credit-note`, { reason: 'Dubbel' }, admin.cookie);
    expect(res.statusCode).toBe(201);
    await t.database.db
      .update(invoices)
      .set({ createdAt: new Date('2025-07-02T10:00:00Z') })
      .where(eq(invoices.id, res.json().id));
    expect((await revenue(`month=6&year=2025&professional_id=${pro2.id}`)).json().totals.totalRevenue).toBe(
      46_003,
    );
    const july = (await revenue(`month=7&year=2025&professional_id=${pro2.id}`)).json();
    expect(july.professionals[0]).toMatchObject({
      invoiceCount: 0,
      totalExBtw: -46_003,
      platformFee: -9_201,
      professionalPayout: -36_802,
    });
  });

  it('refuses bad input in Dutch, and anyone but an admin', async () => {
    const bad = await revenue('month=13&year=2025');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.month).toBe(REVENUE_MESSAGES.invalidMonth);
    expect((await revenue('month=1&year=twintig')).json().fieldErrors.year).toBe(
      REVENUE_MESSAGES.invalidYear,
    );
    const badPro = await revenue('month=1&year=2025&professional_id=piet');
    expect(badPro.json().fieldErrors.professional_id).toBe(REVENUE_MESSAGES.invalidProfessional);
    expect((await revenue('year=2025')).statusCode).toBe(400);
    for (const who of [consumer, pro]) {
      for (const path of [
        '/api/admin/revenue?month=3&year=2025',
        '/api/admin/revenue/history?month=3&year=2025',
        '/api/admin/revenue/export?month=3&year=2025',
      ])
        expect((await t.get(path, who.cookie)).statusCode).toBe(403);
      const post = await payout({ professional_id: pro.id, month: 3, year: 2025, amount: 1 }, who.cookie);
      expect(post.statusCode).toBe(403);
    }
    expect((await t.get('/api/admin/revenue?month=3&year=2025')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/revenue/history', () => {
  it('gives the 12 months up to the chosen one with the dashboard’s totals, and the first invoice’s year', async () => {
    const res = await t.get('/api/admin/revenue/history?month=4&year=2025', admin.cookie);
    expect(res.statusCode).toBe(200);
    const { firstYear, months } = res.json();
    expect(firstYear).toBe(new Date().getFullYear()); // invoice numbers carry the year they were made
    expect(months).toHaveLength(12);
    expect(months[0]).toMatchObject({ year: 2024, month: 5, totalRevenue: 0 });
    const march = (await revenue('month=3&year=2025')).json().totals;
    expect(months[10]).toEqual({ year: 2025, month: 3, ...march });
    expect(months[11]).toMatchObject({ year: 2025, month: 4, totalRevenue: 45_000 });
  });
});

describe('POST /api/admin/revenue/payout', () => {
  it('makes a statement of exactly what is open, for the amount due, audited, the professional told and mailed the PDF', async () => {
    const body = { professional_id: pro.id, month: 3, year: 2025, amount: 72_802 };
    const wrong = await payout({ ...body, amount: 72_801 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(REVENUE_MESSAGES.wrongAmount(72_802));
    expect(wrong.json().message).toContain('728,02');

    const res = await payout(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: REVENUE_MESSAGES.payoutDone,
      payout: { professionalId: pro.id, month: 3, year: 2025, amount: 72_802, status: 'created' },
    });
    const { id, reference } = res.json().payout;
    expect(reference).toMatch(/^UB-\d{4}-\d{6}$/);
    // Nothing is open any more: a second payout has nothing to pay.
    const again = await payout(body);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REVENUE_MESSAGES.nothingDue);

    const row = (await revenue(`month=3&year=2025&professional_id=${pro.id}`)).json().professionals[0];
    expect(row).toMatchObject({ payoutStatus: 'paid', paidOutAmount: 72_802, openAmount: 0 });
    expect(row.paidOutAt).toEqual(expect.any(String));

    const detail = (await t.get(`/api/payouts/${id}`, admin.cookie)).json().payout;
    expect(detail).toMatchObject({
      reference,
      professionalName: COMPANY_DETAILS.company,
      professionalIban: COMPANY_DETAILS.iban,
      totalExBtw: 91_003,
      platformFee: 18_201,
      leadFees: 0,
      amount: 72_802,
      itemCount: 2,
      status: 'created',
    });
    expect(detail.items.map((i: { kind: string; amount: number }) => [i.kind, i.amount])).toEqual([
      ['invoice', 46_003],
      ['invoice', 45_000],
    ]);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.create'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: admin.id,
      actingUserId: null,
      details: { professionalId: pro.id, amount: 72_802, reference },
      before: null,
      after: { totalExBtw: 91_003, platformFee: 18_201, leadFees: 0, amount: 72_802, status: 'created' },
    });
    expect(audit[0]!.ip).toBeTruthy();
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining(reference));
    expect(told.map((n) => n.message)).toContainEqual(expect.stringContaining(formatCents(72_802)));

    const mail = await t.sink.waitFor(pro.email, {
      subject: new RegExp(`Uitbetalingsoverzicht ${reference}`),
    });
    expect(mail.text).toContain(formatCents(72_802));
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `Uitbetalingsoverzicht ${reference}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('pays an invoice paid after a payout of its month with a second payout that holds only that invoice', async () => {
    const both = await t.loginAs('professional', { firstName: 'Bert', lastName: 'Beide' });
    await withCompanyDetails(t, both.id);
    await paidInvoice(both, '2025-06-10T10:00:00Z'); // 45 000 ex VAT → 36 000 for them
    await insertLead(both.id, {
      serviceType: 'taxatie',
      feeCents: 2_500,
      completedAt: '2025-06-20T10:00:00Z',
    });
    const row = (await revenue(`month=6&year=2025&professional_id=${both.id}`)).json().professionals[0];
    expect(row).toMatchObject({
      invoiceCount: 1,
      leadFees: 2_500,
      professionalPayout: 38_500,
      openAmount: 38_500,
    });
    const first = await payout({ professional_id: both.id, month: 6, year: 2025, amount: 38_500 });
    expect(first.statusCode).toBe(201);

    // Paid later that month: the month is open again for that invoice alone, and no longer reads 'paid'.
    const later = await paidInvoice(both, '2025-06-28T10:00:00Z', 1_003); // 46 003 → 36 802
    const mixed = (await revenue(`month=6&year=2025&professional_id=${both.id}`)).json().professionals[0];
    expect(mixed).toMatchObject({
      invoiceCount: 2,
      professionalPayout: 38_500 + 36_802,
      paidOutAmount: 38_500,
      openAmount: 36_802,
      payoutStatus: 'pending',
    });
    const tooMuch = await payout({ professional_id: both.id, month: 6, year: 2025, amount: 38_500 + 36_802 });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(REVENUE_MESSAGES.wrongAmount(36_802));
    const second = await payout({ professional_id: both.id, month: 6, year: 2025, amount: 36_802 });
    expect(second.statusCode).toBe(201);
    expect(second.json().payout.reference).not.toBe(first.json().payout.reference);
    const detail = (await t.get(`/api/payouts/${second.json().payout.id}`, admin.cookie)).json().payout;
    expect(detail.items).toEqual([
      expect.objectContaining({ kind: 'invoice', invoiceId: later.id, amount: 46_003, leadId: null }),
    ]);
    expect(detail).toMatchObject({ totalExBtw: 46_003, platformFee: 9_201, leadFees: 0, amount: 36_802 });
    const done = (await revenue(`month=6&year=2025&professional_id=${both.id}`)).json().professionals[0];
    expect(done).toMatchObject({ payoutStatus: 'paid', paidOutAmount: 38_500 + 36_802, openAmount: 0 });
    // The CSV says the same.
    const csv = (await t.get('/api/admin/revenue/export?month=6&year=2025', admin.cookie)).body;
    expect(csv).toContain(`Bert Beide;${both.email};2;910,03;182,01;25,00;753,02;753,02;0,00;Uitbetaald`);
  });

  it('makes one payout when twenty admins pay the same month at once', async () => {
    const body = { professional_id: pro2.id, month: 3, year: 2025, amount: 36_001 };
    const answers = await Promise.all(Array.from({ length: 20 }, () => payout(body)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    const rows = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.professionalId, pro2.id), eq(payouts.year, 2025), eq(payouts.month, 3)));
    expect(rows).toHaveLength(1);
    const items = await t.database.db.select().from(payoutItems).where(eq(payoutItems.payoutId, rows[0]!.id));
    expect(items).toHaveLength(1);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payout.create'));
    expect(
      audits.filter((a) => (a.details as { professionalId?: string }).professionalId === pro2.id),
    ).toHaveLength(1);
  });

  it('refuses a professional without an IBAN, naming them', async () => {
    const bare = await t.loginAs('professional', { firstName: 'Zonder', lastName: 'Rekening' });
    await insertLead(bare.id, {
      serviceType: 'taxatie',
      feeCents: 2_500,
      completedAt: '2025-08-12T10:00:00Z',
    });
    const res = await payout({ professional_id: bare.id, month: 8, year: 2025, amount: 2_500 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(PAYOUT_MESSAGES.noIban('Zonder Rekening'));
    expect(
      (await revenue(`month=8&year=2025&professional_id=${bare.id}`)).json().professionals[0],
    ).toMatchObject({
      openAmount: 2_500,
      paidOutAmount: 0,
    });
  });

  it('refuses a month with nothing due, a future month, an unknown professional and bad input', async () => {
    const nothing = await payout({ professional_id: pro.id, month: 5, year: 2025, amount: 0 });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().message).toBe(REVENUE_MESSAGES.nothingDue);
    // July: the credit note leaves a negative month; nothing is due.
    expect((await payout({ professional_id: pro2.id, month: 7, year: 2025, amount: 0 })).statusCode).toBe(
      409,
    );
    const future = await payout({ professional_id: pro.id, month: 1, year: 2099, amount: 1 });
    expect(future.statusCode).toBe(409);
    expect(future.json().message).toBe(REVENUE_MESSAGES.futureMonth);
    const unknown = await payout({ professional_id: consumer.id, month: 3, year: 2025, amount: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(REVENUE_MESSAGES.professionalNotFound);
    const bad = await payout({ professional_id: pro.id, month: 0, year: 2025, amount: 1.5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({
      month: REVENUE_MESSAGES.invalidMonth,
      amount: REVENUE_MESSAGES.invalidAmount,
    });
  });
});

describe('a professional who earned only lead fees in the month', () => {
  it('is listed with the lead fees as payout, and that payout can be marked', async () => {
    const bringer = await t.loginAs('professional', { firstName: 'Lotte', lastName: 'Leads' });
    await withCompanyDetails(t, bringer.id);
    // Completing a lead is the leads module's (tested there); here only that one completed in September 2025.
    // 23:30 on 30 September in Amsterdam: still September.
    for (const [serviceType, feeCents, completedAt] of [
      ['taxatie', 2_500, '2025-09-30T21:30:00Z'],
      ['verkoopmakelaar', 7_500, '2025-09-02T08:00:00Z'],
      ['energielabel', 2_000, '2025-10-01T08:00:00Z'], // October
    ] as const) {
      await insertLead(bringer.id, { serviceType, feeCents, completedAt });
    }
    // An open lead earns nothing yet.
    await t.database.db.insert(leads).values({
      leadRef: `LD-${crypto.randomUUID().slice(0, 8).toUpperCase()}`,
      professionalId: bringer.id,
      serviceType: 'aankoopmakelaar',
      clientName: 'Open Lead',
      postcode: '1234AB',
      huisnummer: '1',
      straat: 'Dorpsstraat',
      plaats: 'Utrecht',
      contactnummer: '0612345678',
      email: 'open@example.nl',
      feeCents: 5_000,
      createdAt: new Date('2025-09-10T10:00:00Z'),
    });

    const september = (await revenue('month=9&year=2025')).json();
    expect(september.professionals).toEqual([
      {
        professionalId: bringer.id,
        professionalName: 'Lotte Leads',
        professionalEmail: bringer.email,
        invoiceCount: 0,
        totalExBtw: 0,
        platformFee: 0,
        professionalPayout: 10_000,
        leadFees: 10_000,
        payoutStatus: 'pending',
        paidOutAt: null,
        paidOutAmount: 0,
        openAmount: 10_000,
      },
    ]);
    expect(september.totals).toEqual({
      totalRevenue: 0,
      totalPlatformFee: 0,
      totalProfessionalPayout: 10_000,
      invoiceCount: 0,
    });
    // Filtered to them, and the chart's month says the same.
    const own = (await revenue(`month=9&year=2025&professional_id=${bringer.id}`)).json();
    expect(own.professionals).toHaveLength(1);
    const history = (await t.get('/api/admin/revenue/history?month=10&year=2025', admin.cookie)).json();
    expect(history.months[10]).toEqual({ year: 2025, month: 9, ...september.totals });
    expect(history.months[11]).toMatchObject({ year: 2025, month: 10, totalProfessionalPayout: 2_000 });

    const paid = await payout({ professional_id: bringer.id, month: 9, year: 2025, amount: 10_000 });
    expect(paid.statusCode).toBe(201);
    expect(paid.json().payout).toMatchObject({ professionalId: bringer.id, amount: 10_000 });
    const after = (await revenue(`month=9&year=2025&professional_id=${bringer.id}`)).json();
    expect(after.professionals[0]).toMatchObject({
      payoutStatus: 'paid',
      professionalPayout: 10_000,
      paidOutAmount: 10_000,
      openAmount: 0,
    });
    // The statement holds the two lead fees of September, none of October.
    const detail = (await t.get(`/api/payouts/${paid.json().payout.id}`, admin.cookie)).json().payout;
    expect(detail).toMatchObject({ totalExBtw: 0, platformFee: 0, leadFees: 10_000, amount: 10_000 });
    expect(detail.items.map((i: { kind: string; amount: number }) => [i.kind, i.amount])).toEqual([
      ['lead_fee', 7_500],
      ['lead_fee', 2_500],
    ]);
    // The leads of September read as paid out; October's waits for its own month's payout.
    const mine = (await t.get('/api/leads/my-leads', bringer.cookie)).json() as {
      serviceType: string;
      payoutStatus: string;
    }[];
    expect(Object.fromEntries(mine.map((l) => [l.serviceType, l.payoutStatus]))).toEqual({
      taxatie: 'paid',
      verkoopmakelaar: 'paid',
      energielabel: 'pending',
      aankoopmakelaar: 'pending',
    });
  });
});

describe('GET /api/admin/revenue/export', () => {
  it('gives the month as CSV for Dutch spreadsheets: BOM, semicolons, decimal commas, an attachment', async () => {
    const res = await t.get('/api/admin/revenue/export?month=3&year=2025', admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="omzet-2025-03.csv"');
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Professional;E-mail;Aantal facturen;Omzet excl. BTW;Platformvergoeding (20%);Leadvergoedingen;Uitbetaling;Uitbetaald;Openstaand;Status',
    );
    expect(lines[1]).toBe(`Anna Aalbers;${pro2.email};1;450,01;90,00;0,00;360,01;360,01;0,00;Uitbetaald`);
    expect(lines[2]).toBe(`Piet Pieters;${pro.email};2;910,03;182,01;0,00;728,02;728,02;0,00;Uitbetaald`);
    expect(lines[3]).toBe('Totaal;;3;1360,04;272,01;0,00;1088,03;1088,03;0,00;');
    expect(lines[4]).toBe('');
  });
});
