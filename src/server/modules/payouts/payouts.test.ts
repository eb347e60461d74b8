// Payout statements: who may read one (admins and its own professional; 404 for anyone else), the lists, the PDF's
// text, the forward-only status moves and the SEPA export.
import { formatIban } from '@shared/format';
import { PAYOUT_MESSAGES } from '@shared/payouts/texts';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications, payouts } from '../../db/schema';
import {
  COMPANY_DETAILS,
  paidInvoice as paidInvoiceOf,
  withCompanyDetails,
} from '../../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let pro: Signed;
let other: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional', { firstName: 'Piet', lastName: 'Pieters' });
  other = await t.loginAs('professional', { firstName: 'Anna', lastName: 'Aalbers' });
  admin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
  await withCompanyDetails(t, other.id);
});
afterAll(async () => {
  await t.close();
});

/** A taxatie invoice of `who` (45 000 ex VAT plus `extra`), paid at `paidAt`. */
const paidInvoice = (who: Signed, paidAt: string, extra = 0) =>
  paidInvoiceOf(t, { consumerId: consumer.id, pro: who, paidAt, extra });

/** A payout of `who`'s month through the revenue route, for what the dashboard says is open. */
async function makePayout(who: Signed, year: number, month: number) {
  const rev = await t.get(
    `/api/admin/revenue?month=${month}&year=${year}&professional_id=${who.id}`,
    admin.cookie,
  );
  const amount = rev.json().professionals[0].openAmount;
  const res = await t.post(
    '/api/admin/revenue/payout',
    { professional_id: who.id, month, year, amount },
    admin.cookie,
  );
  expect(res.statusCode).toBe(201);
  return res.json().payout as { id: string; reference: string; amount: number };
}

async function pdfTextOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('reading a payout statement', () => {
  let payout: { id: string; reference: string; amount: number };
  let invoiceNumber: string;
  beforeAll(async () => {
    const invoice = await paidInvoice(pro, '2025-04-10T10:00:00Z', 1_003);
    invoiceNumber = invoice.invoiceNumber;
    payout = await makePayout(pro, 2025, 4);
  });

  it('shows it to admins and its own professional, 404 to another professional and a consumer, 401 signed out', async () => {
    for (const cookie of [admin.cookie, pro.cookie]) {
      const res = await t.get(`/api/payouts/${payout.id}`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().payout).toMatchObject({
        id: payout.id,
        reference: payout.reference,
        professionalId: pro.id,
        year: 2025,
        month: 4,
        amount: 36_802,
        items: [{ kind: 'invoice', reference: invoiceNumber, amount: 46_003 }],
      });
    }
    for (const cookie of [other.cookie, consumer.cookie]) {
      for (const url of [`/api/payouts/${payout.id}`, `/api/payouts/${payout.id}/pdf`]) {
        const res = await t.get(url, cookie);
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: PAYOUT_MESSAGES.notFound });
      }
    }
    expect((await t.get(`/api/payouts/${payout.id}`)).statusCode).toBe(401);
    expect((await t.get(`/api/payouts/${payout.id}/pdf`)).statusCode).toBe(401);
    const unknown = await t.get(`/api/payouts/${crypto.randomUUID()}`, admin.cookie);
    expect(unknown.statusCode).toBe(404);
    const bad = await t.get('/api/payouts/niet-een-id', admin.cookie);
    expect(bad.statusCode).toBe(400);
  });

  it('gives the statement as a PDF with the platform, the professional and IBAN, the reference, the items and the sums', async () => {
    for (const cookie of [admin.cookie, pro.cookie]) {
      const res = await t.get(`/api/payouts/${payout.id}/pdf`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`Uitbetalingsoverzicht ${payout.reference}.pdf`);
      const text = await pdfTextOf(res.rawPayload);
      for (const expected of [
        'Woonportaal',
        'Uitbetalingsoverzicht',
        COMPANY_DETAILS.company,
        // Grouped by four, as a bank statement prints it.
        formatIban(COMPANY_DETAILS.iban),
        payout.reference,
        'april 2025',
        invoiceNumber,
        'Omzet excl. btw',
        'Platformvergoeding (20%)',
        'Leadvergoedingen',
        'Uit te betalen',
        '460,03',
        '92,01',
        '368,02',
      ])
        expect(text).toContain(expected.replace(/\s+/g, ' '));
    }
  });

  it('lists payouts: all or filtered for admins, only their own for a professional', async () => {
    const mine = await t.get('/api/professional/payouts', pro.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().payouts.map((p: { id: string }) => p.id)).toEqual([payout.id]);
    expect((await t.get('/api/professional/payouts', other.cookie)).json().payouts).toEqual([]);
    expect((await t.get('/api/professional/payouts', admin.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/professional/payouts', consumer.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/professional/payouts')).statusCode).toBe(401);

    const all = await t.get(`/api/admin/payouts?professionalId=${pro.id}`, admin.cookie);
    expect(all.statusCode).toBe(200);
    expect(all.json().payouts[0]).toMatchObject({ id: payout.id, itemCount: 1, status: expect.any(String) });
    const none = await t.get(`/api/admin/payouts?professionalId=${other.id}`, admin.cookie);
    expect(none.json().payouts).toEqual([]);
    expect((await t.get('/api/admin/payouts', pro.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/admin/payouts')).statusCode).toBe(401);
    const bad = await t.get('/api/admin/payouts?status=weg', admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ status: PAYOUT_MESSAGES.invalidStatus });
    const badPro = await t.get('/api/admin/payouts?professionalId=x', admin.cookie);
    expect(badPro.statusCode).toBe(400);
    expect(badPro.json().fieldErrors).toMatchObject({ professionalId: PAYOUT_MESSAGES.invalidProfessional });
    const blank = await t.get('/api/admin/payouts?professionalId=&status=', admin.cookie);
    expect(blank.statusCode).toBe(200);
  });
});

describe('PATCH /api/admin/payouts/:id', () => {
  it('moves forward only, stamps the dates, audit-logs and tells the professional when paid', async () => {
    await paidInvoice(pro, '2025-05-10T10:00:00Z');
    const p = await makePayout(pro, 2025, 5);
    const move = (status: string, cookie = admin.cookie) =>
      t.patch(`/api/admin/payouts/${p.id}`, { status }, cookie);

    expect((await move('sent', pro.cookie)).statusCode).toBe(403);
    expect((await move('sent', consumer.cookie)).statusCode).toBe(403);
    expect((await t.patch(`/api/admin/payouts/${p.id}`, { status: 'sent' })).statusCode).toBe(401);
    const bad = await move('weg');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ status: PAYOUT_MESSAGES.invalidStatus });
    const back = await move('created');
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe(PAYOUT_MESSAGES.statusNotAllowed('Aangemaakt', 'Aangemaakt'));

    const sent = await move('sent');
    expect(sent.statusCode).toBe(200);
    expect(sent.json().payout).toMatchObject({ status: 'sent', sentAt: expect.any(String), paidAt: null });
    const paid = await move('paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().payout).toMatchObject({ status: 'paid', paidAt: expect.any(String) });
    const again = await move('sent');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PAYOUT_MESSAGES.statusNotAllowed('Uitbetaald', 'Naar de bank'));
    expect(
      (await t.patch(`/api/admin/payouts/${crypto.randomUUID()}`, { status: 'paid' }, admin.cookie))
        .statusCode,
    ).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payout.status'), eq(auditLog.entityId, p.id)))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [{ status: 'created' }, { status: 'sent' }],
      [{ status: 'sent' }, { status: 'paid' }],
    ]);
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, pro.id));
    expect(told.filter((n) => n.title === 'Uitbetaling verwerkt').map((n) => n.message)).toEqual([
      expect.stringContaining(p.reference),
    ]);
  });
});

describe('POST /api/admin/payouts/sepa', () => {
  it('answers one pain.001 file of created payouts from the collecting account, and moves them to sent', async () => {
    await paidInvoice(pro, '2025-07-10T10:00:00Z');
    await paidInvoice(other, '2025-07-11T10:00:00Z', 1);
    const a = await makePayout(pro, 2025, 7);
    const b = await makePayout(other, 2025, 7);

    expect((await t.post('/api/admin/payouts/sepa', { payoutIds: [a.id] }, pro.cookie)).statusCode).toBe(403);
    expect((await t.post('/api/admin/payouts/sepa', { payoutIds: [a.id] })).statusCode).toBe(401);
    const empty = await t.post('/api/admin/payouts/sepa', { payoutIds: [] }, admin.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toMatchObject({ payoutIds: PAYOUT_MESSAGES.choosePayouts });

    const res = await t.post('/api/admin/payouts/sepa', { payoutIds: [a.id, b.id] }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="uitbetalingen-\d{4}-\d{2}-\d{2}\.xml"/,
    );
    const xml = res.body;
    expect(xml).toContain('pain.001');
    expect(xml).toContain(a.reference);
    expect(xml).toContain(b.reference);
    expect(xml).toContain(t.config.collectingAccount.iban);
    expect(xml).toContain(COMPANY_DETAILS.iban);
    expect(xml).toContain(`${(a.amount / 100).toFixed(2)}`);

    const rows = await t.database.db.select().from(payouts).where(eq(payouts.status, 'sent'));
    expect(rows.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'payout.sepa'));
    expect(audit.map((x) => x.entityId).sort()).toEqual([a.id, b.id].sort());

    // Sent ones may not go in a file again; nothing changes then, also for a created one asked along.
    await paidInvoice(pro, '2025-08-10T10:00:00Z');
    const c = await makePayout(pro, 2025, 8);
    const twice = await t.post('/api/admin/payouts/sepa', { payoutIds: [c.id, a.id] }, admin.cookie);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PAYOUT_MESSAGES.notInSepa);
    const [still] = await t.database.db.select().from(payouts).where(eq(payouts.id, c.id));
    expect(still!.status).toBe('created');
    const unknown = await t.post(
      '/api/admin/payouts/sepa',
      { payoutIds: [crypto.randomUUID()] },
      admin.cookie,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses, naming it, a payout whose IBAN a bank cannot take, and changes nothing', async () => {
    await paidInvoice(other, '2025-09-10T10:00:00Z');
    const d = await makePayout(other, 2025, 9);
    // An IBAN saved before it was checked strictly.
    await t.database.db
      .update(payouts)
      .set({ professionalIban: 'NL00BANK0123456789' })
      .where(eq(payouts.id, d.id));
    const res = await t.post('/api/admin/payouts/sepa', { payoutIds: [d.id] }, admin.cookie);
    expect(res.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(payouts).where(eq(payouts.id, d.id));
    expect(res.json().message).toBe(PAYOUT_MESSAGES.noIban(row!.professionalName));
    expect(row!.status).toBe('created');
  });
});
