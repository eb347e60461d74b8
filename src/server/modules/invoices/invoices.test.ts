// The invoice API (docs/decisions/0015, 0032). On PGlite here; `npm run test:pg` runs
// the same file on PostgreSQL, where the 50 concurrent sends really run in parallel transactions.
import { formatCents } from '@shared/format';
import { parseInvoiceNumber } from '@shared/invoices/number';
import { COMPANY_DETAIL_LABELS, INVOICE_MESSAGES } from '@shared/invoices/texts';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceNumberCounters, invoices, professionalProfiles, users } from '../../db/schema';
import type { FileStorage } from '../../storage/files';
import { COMPANY_DETAILS, CONSUMER_ADDRESS, withCompanyDetails } from '../../test/fixtures/invoices';
import { exampleBouwkundige, exampleEnergielabel } from '../../test/fixtures/requests';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { sendInvoice } from './service';

let t: TestApp;
type Signed = TestUser & { cookie: string };
/** Signed in once for the file (sign-ins are rate-limited per address): each test makes its own projects. */
let consumer: Signed;
let pro: Signed;
let admin: Signed;
let otherConsumer: Signed;
let otherPro: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer', { firstName: 'Carla', lastName: 'Jansen' });
  // As /profiel stores it: the invoice mail says 'Geachte mevrouw Jansen', the PDF 'Mevrouw Carla Jansen'.
  await t.database.db.update(users).set({ aanhef: 'Mevr.' }).where(eq(users.id, consumer.id));
  pro = await t.loginAs('professional', { firstName: 'Pieter' });
  admin = await t.loginAs('admin');
  otherConsumer = await t.loginAs('consumer');
  otherPro = await t.loginAs('professional');
  await withCompany(pro.id);
  await withCompany(otherPro.id);
});
afterAll(async () => {
  await t.close();
});

const COMPANY = COMPANY_DETAILS;
const withCompany = (userId: string) => withCompanyDetails(t, userId);

/** A project of the shared consumer, assigned to `professionalId` (the shared professional by default). */
async function assigned(type: 'aankoopmakelaar' | 'taxatie' = 'aankoopmakelaar', professionalId = pro.id) {
  const p = await t.createProject({
    type,
    consumerId: consumer.id,
    status: 'in_progress',
    professionalId,
    formData: CONSUMER_ADDRESS,
  });
  return { consumer, pro, p };
}

const create = (payload: unknown, cookie?: string) => t.post('/api/invoices', payload, cookie);
const send = (id: string, cookie?: string) => t.post(`/api/invoices/${id}/send`, {}, cookie);

/** 'Factuur aanmaken' and then 'Versturen', as the professional does: the invoice as sent, with its number. */
async function issue(payload: unknown, cookie: string): Promise<{ id: string; invoiceNumber: string }> {
  const made = await create(payload, cookie);
  expect(made.statusCode, made.body).toBe(201);
  const { id } = made.json();
  const sent = await send(id, cookie);
  expect(sent.statusCode, sent.body).toBe(200);
  return { id, invoiceNumber: sent.json().invoiceNumber };
}

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const EXTRAS = [
  // btwAmount and totalAmount are the client's and must be ignored.
  { description: 'Reiskosten', amountExBtw: 1_050, btwPercentage: 21, btwAmount: 1, totalAmount: 99_999_999 },
  { description: 'Kadasteruittreksel', amountExBtw: 2_500, btwPercentage: 0, btwAmount: 500 },
];
// Fee 26000 + 4595 at 21% (5460 + 965 VAT), 1050 at 21% (221), 2500 at 0%.
const SUBTOTAL = 26_000 + 4_595 + 1_050 + 2_500;
const BTW = 5_460 + 965 + 221;

/** The professional's own account (COMPANY_DETAILS), in either spelling: never where the consumer is told to pay. */
const PRO_IBAN = [/NL91ABNA0417164300/, /NL91 ?ABNA ?0417 ?1643 ?00/];

describe('how the consumer is told to pay (decision 0030)', () => {
  it('the PDF and the mail name the pay link and the collecting account with the number, never the professional’s IBAN', async () => {
    const { p } = await assigned();
    const { id, invoiceNumber } = await issue({ projectId: p.projectRef }, pro.cookie);
    // On this computer: the demo collecting account, and the test checkout behind the pay link.
    expect(t.config.collectingAccount).toEqual({
      name: 'Stichting Derdengelden Woonportaal (demo)',
      iban: 'NL20INGB0001234567',
    });
    const payUrl = `${t.config.appUrl}/project/${p.projectRef}#invoice`;

    const pdf = await textOf((await t.get(`/api/invoices/${id}/download`, consumer.cookie)).rawPayload);
    const instruction = pdf.slice(pdf.indexOf('Te betalen binnen'));
    for (const expected of [
      `Online met iDEAL, creditcard of Bancontact, via deze link: ${payUrl}`,
      'overmaken naar het IBAN NL20 INGB 0001 2345 67 ten name van Stichting Derdengelden Woonportaal (demo)',
      `onder vermelding van factuurnummer ${invoiceNumber}`,
      'namens Makelaardij De Gevel B.V.',
    ])
      expect(instruction).toContain(expected);
    expect(pdf).toContain('KVK: 12345678'); // the supplier's details stay
    for (const iban of PRO_IBAN) expect(pdf).not.toMatch(iban);

    const mail = await t.sink.waitFor(consumer.email, { subject: new RegExp(`^Factuur ${invoiceNumber}`) });
    for (const expected of [
      `Online betalen met iDEAL, creditcard of Bancontact doet u op de pagina van uw opdracht: ${payUrl}`,
      'Per bankoverschrijving: u kunt het bedrag overmaken naar het IBAN NL20 INGB 0001 2345 67 ten name van Stichting Derdengelden Woonportaal (demo), onder vermelding van factuurnummer',
      invoiceNumber,
      'Betaal op één manier: online óf per overschrijving, niet allebei.',
      'Stichting Derdengelden Woonportaal (demo) ontvangt de betaling van deze factuur namens Makelaardij De Gevel B.V.',
    ])
      expect(mail.text).toContain(expected);
    expect(mail.links).toContain(payUrl);
    for (const iban of PRO_IBAN) {
      expect(mail.text).not.toMatch(iban);
      expect(mail.html).not.toMatch(iban);
    }

    // A reminder says the same.
    expect((await t.post(`/api/invoices/${id}/resend`, {}, pro.cookie)).statusCode).toBe(200);
    const reminder = await t.sink.waitFor(consumer.email, {
      subject: new RegExp(`^Herinnering: factuur ${invoiceNumber}`),
    });
    expect(reminder.text).toContain('overmaken naar het IBAN NL20 INGB 0001 2345 67');
    for (const iban of PRO_IBAN) expect(reminder.text).not.toMatch(iban);
  });

  it('uses the configured account; without online payment, the transfer alone', async () => {
    const own = await createTestApp({
      PLATFORM_PAYEE_NAME: 'Stichting Derdengelden Bureau Oost',
      PLATFORM_IBAN: 'NL39 RABO 0300 0652 64',
      TEST_CHECKOUT: 'false',
    });
    try {
      const c = await own.loginAs('consumer');
      const pr = await own.loginAs('professional');
      await withCompanyDetails(own, pr.id);
      const project = await own.createProject({
        type: 'taxatie',
        consumerId: c.id,
        status: 'in_progress',
        professionalId: pr.id,
        formData: CONSUMER_ADDRESS,
      });
      const res = await own.post('/api/invoices', { projectId: project.projectRef }, pr.cookie);
      expect(res.statusCode).toBe(201);
      const { id } = res.json();
      const sent = await own.post(`/api/invoices/${id}/send`, {}, pr.cookie);
      expect(sent.statusCode).toBe(200);
      const { invoiceNumber } = sent.json();
      const pdf = await textOf((await own.get(`/api/invoices/${id}/download`, c.cookie)).rawPayload);
      expect(pdf).toContain('per bankoverschrijving:');
      expect(pdf).toContain(
        `overmaken naar het IBAN NL39 RABO 0300 0652 64 ten name van Stichting Derdengelden Bureau Oost, onder vermelding van factuurnummer ${invoiceNumber}.`,
      );
      expect(pdf).not.toContain('Online');
      for (const iban of PRO_IBAN) expect(pdf).not.toMatch(iban);
      const mail = await own.sink.waitFor(c.email, { subject: new RegExp(invoiceNumber) });
      expect(mail.text).toContain(
        'overmaken naar het IBAN NL39 RABO 0300 0652 64 ten name van Stichting Derdengelden Bureau Oost',
      );
      expect(mail.text).not.toContain('Online betalen');
      for (const iban of PRO_IBAN) expect(mail.text).not.toMatch(iban);
    } finally {
      await own.close();
    }
  });
});

describe('POST /api/invoices, then POST /api/invoices/{id}/send', () => {
  it('computes every amount on the server, stores the PDF, mails the consumer and audits it', async () => {
    const { p } = await assigned();
    const res = await create(
      { projectId: p.projectRef, additionalCosts: EXTRAS, totalAmount: 1, subtotalExBtw: 1 },
      pro.cookie,
    );
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(res.json()).toEqual({ id, invoiceNumber: null, status: 'draft' });
    const sent = await send(id, pro.cookie);
    expect(sent.statusCode).toBe(200);
    const { invoiceNumber } = sent.json();
    expect(sent.json()).toMatchObject({ success: true, id, sendCount: 1, lastSentAt: expect.any(String) });
    expect(parseInvoiceNumber(invoiceNumber)).not.toBeNull();

    const got = await t.get(`/api/invoices/project/${p.id}`, consumer.cookie);
    expect(got.statusCode).toBe(200);
    const invoice = got.json();
    expect(invoice).toMatchObject({
      id,
      invoiceNumber,
      projectId: p.projectRef,
      status: 'sent',
      honorarium: 30_595,
      subtotalExBtw: SUBTOTAL,
      totalBtw: BTW,
      totalAmount: SUBTOTAL + BTW,
      sendCount: 1,
      paidAt: null,
    });
    expect(invoice.feeLines).toHaveLength(2);
    expect(invoice.additionalCosts).toEqual([
      {
        description: 'Reiskosten',
        amountExBtw: 1_050,
        amount: 1_050,
        btwPercentage: 21,
        btwAmount: 221,
        totalAmount: 1_271,
      },
      {
        description: 'Kadasteruittreksel',
        amountExBtw: 2_500,
        amount: 2_500,
        btwPercentage: 0,
        btwAmount: 0,
        totalAmount: 2_500,
      },
    ]);
    expect(invoice.lastSentAt).toEqual(expect.any(String));

    // The stored PDF holds the number and the total.
    const download = await t.get(`/api/invoices/${id}/download`, consumer.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Factuur ${invoiceNumber}.pdf"; filename*=UTF-8''Factuur%20${invoiceNumber}.pdf`,
    );
    const text = await textOf(download.rawPayload);
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(formatCents(SUBTOTAL + BTW).replace(/\s+/g, ' '));
    expect(text).toContain('Makelaardij De Gevel B.V.');
    // Art. 35a Wet OB: both parties, the professional's KVK and BTW numbers, each rate with its VAT.
    for (const expected of [
      'Mevrouw Carla Jansen',
      'Dorpsstraat 12',
      '3511 AB Utrecht',
      'Keizersgracht 123',
      'KVK: 12345678',
      'BTW: NL123456789B01',
      `BTW 0% over ${formatCents(2_500)}`,
      `BTW 21% over ${formatCents(26_000 + 4_595 + 1_050)}`,
      formatCents(BTW),
    ])
      expect(text).toContain(expected.replace(/\s+/g, ' '));

    const inline = await t.get(`/api/invoices/${id}/pdf`, pro.cookie);
    expect(inline.statusCode).toBe(200);
    expect(inline.headers['content-disposition']).toMatch(/^inline; filename="Factuur /);
    expect(inline.rawPayload.equals(download.rawPayload)).toBe(true);

    const mail = await t.sink.waitFor(consumer.email, { subject: new RegExp(`Factuur ${invoiceNumber}`) });
    expect(mail.text).toMatch(/^Geachte mevrouw Jansen,$/m);
    // A page of the web app, not the API's download, so that opening it signed out leads through the sign-in.
    expect(mail.links).toContain(`${t.config.appUrl}/project/${p.projectRef}#invoice`);
    expect(mail.links.filter((link) => link.includes('/api/'))).toEqual([]);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({
      filename: `Factuur ${invoiceNumber}.pdf`,
      contentType: 'application/pdf',
    });
    expect(mail.attachments[0]!.content.equals(download.rawPayload)).toBe(true);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'invoice'), eq(auditLog.entityId, id)));
    expect(audit).toMatchObject([
      { action: 'invoice.create', actorId: pro.id, before: null },
      { action: 'invoice.send', actorId: pro.id, before: { status: 'draft', invoiceNumber: null } },
    ]);
    // Money is recorded as it came to be: the amounts in cents.
    expect(audit[0]!.after).toEqual({
      status: 'draft',
      subtotalExBtw: SUBTOTAL,
      totalBtw: BTW,
      totalAmount: SUBTOTAL + BTW,
    });
    expect(audit[1]!.after).toEqual({ status: 'sent', invoiceNumber });
  });

  it('lets an admin make it too, by uuid; a second invoice for the project is 409', async () => {
    const { p } = await assigned('taxatie');
    const res = await create({ projectId: p.id }, admin.cookie);
    expect(res.statusCode).toBe(201);
    // A draft counts: one invoice at a time, draft or sent.
    expect((await create({ projectId: p.id }, pro.cookie)).json().code).toBe('INVOICE_ALREADY_EXISTS');
    expect((await send(res.json().id, admin.cookie)).statusCode).toBe(200);
    const again = await create({ projectId: p.id }, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.alreadyExists);
    expect(again.json().code).toBe('INVOICE_ALREADY_EXISTS');
    const got = (await t.get(`/api/invoices/project/${p.projectRef}`, admin.cookie)).json();
    expect(got).toMatchObject({
      honorarium: 45_000,
      totalBtw: 9_450,
      totalAmount: 54_450,
      additionalCosts: [],
    });
  });

  it('addresses the client as the energy-label and survey forms stored them (Dutch names, house letter)', async () => {
    for (const { type, formData, lines } of [
      {
        type: 'energielabel' as const,
        formData: { ...exampleEnergielabel(), huisletter: 'b' },
        lines: ['Stratumseind 8b', '5611 AB Eindhoven'],
      },
      {
        type: 'bouwkundige' as const,
        formData: { ...exampleBouwkundige(), houseLetter: 'A' },
        lines: ['Lange Voorhout 123A', '2511 AB Den Haag'],
      },
    ]) {
      const p = await t.createProject({
        type,
        consumerId: consumer.id,
        status: 'in_progress',
        professionalId: pro.id,
        formData,
      });
      const { id } = await issue({ projectId: p.id }, pro.cookie);
      const [stored] = await t.database.db
        .select({ parties: invoices.parties })
        .from(invoices)
        .where(eq(invoices.projectId, p.id));
      expect(stored?.parties?.consumer.addressLines).toEqual(lines);
      const download = await t.get(`/api/invoices/${id}/download`, consumer.cookie);
      const text = await textOf(download.rawPayload);
      for (const line of lines) expect(text).toContain(line);
    }
  });

  it('refuses with a Dutch 409 naming what the professional’s profile lacks', async () => {
    const bare = await t.createUser({ role: 'professional' });
    await t.database.db
      .update(professionalProfiles)
      .set({ ...COMPANY, iban: null, bedrijfsPlaats: ' ', kvkNummer: null, btwNummer: null, company: null })
      .where(eq(professionalProfiles.userId, bare.id));
    const { p } = await assigned('aankoopmakelaar', bare.id);
    const res = await create({ projectId: p.id }, admin.cookie);
    expect(res.statusCode).toBe(409);
    for (const label of Object.values(COMPANY_DETAIL_LABELS)) expect(res.json().message).toContain(label);
    expect(res.json().code).toBe('INVOICE_COMPANY_DETAILS_MISSING');
    expect(await t.database.db.select().from(invoices).where(eq(invoices.projectId, p.id))).toHaveLength(0);
  });

  it('refuses a consumer (403), an unrelated professional (404) and a project without professional (409)', async () => {
    const { p } = await assigned();
    expect((await create({ projectId: p.id }, consumer.cookie)).statusCode).toBe(403);
    expect((await create({ projectId: p.id }, otherPro.cookie)).statusCode).toBe(404);
    expect((await create({ projectId: 'AM-2026-99999' }, otherPro.cookie)).statusCode).toBe(404);

    const pending = await t.createProject({ type: 'taxatie', consumerId: consumer.id });
    const res = await create({ projectId: pending.id }, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(INVOICE_MESSAGES.noProfessional);
  });

  it('answers 400 to bad input', async () => {
    const { p } = await assigned();
    for (const payload of [
      {},
      { projectId: p.id, additionalCosts: [{ description: 'x', amountExBtw: -5 }] },
      { projectId: p.id, additionalCosts: [{ description: 'x', amountExBtw: 10.5 }] },
      { projectId: p.id, additionalCosts: [{ description: 'x', amountExBtw: 100, btwPercentage: 7 }] },
      { projectId: p.id, additionalCosts: [{ description: '', amountExBtw: 100 }] },
      { projectId: p.id, additionalCosts: 'veel' },
    ]) {
      const res = await create(payload, pro.cookie);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await t.get('/api/invoices/not-a-uuid/download', pro.cookie)).statusCode).toBe(400);
  });

  it('gives 50 concurrent sends of 50 projects’ drafts 50 distinct, gapless numbers', async () => {
    const setups = await Promise.all(Array.from({ length: 50 }, () => assigned('taxatie')));
    const drafts = await Promise.all(setups.map(({ p }) => create({ projectId: p.id }, admin.cookie)));
    expect(drafts.map((r) => r.statusCode)).toEqual(Array(50).fill(201));
    const results = await Promise.all(drafts.map((d) => send(d.json().id, admin.cookie)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    const numbers = results.map((r) => parseInvoiceNumber(r.json().invoiceNumber)!);
    const sequences = numbers.map((n) => n.sequence).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(50);
    expect(sequences.at(-1)! - sequences[0]!).toBe(49);
  }, 120_000);
});

describe('who sees an invoice', () => {
  it('the project’s consumer, professional and admins; 404 for anyone else', async () => {
    const { p } = await assigned();
    const { id } = await issue({ projectId: p.id }, pro.cookie);
    for (const cookie of [consumer.cookie, pro.cookie, admin.cookie]) {
      expect((await t.get(`/api/invoices/project/${p.id}`, cookie)).statusCode).toBe(200);
      expect((await t.get(`/api/invoices/${id}/download`, cookie)).statusCode).toBe(200);
    }
    const strangers = [otherConsumer, otherPro];
    for (const { cookie } of strangers) {
      expect((await t.get(`/api/invoices/project/${p.id}`, cookie)).statusCode).toBe(404);
      expect((await t.get(`/api/invoices/${id}/download`, cookie)).statusCode).toBe(404);
      expect((await t.get(`/api/invoices/${id}/pdf`, cookie)).statusCode).toBe(404);
    }
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await t.get(`/api/invoices/${unknown}/pdf`, admin.cookie)).statusCode).toBe(404);
  });

  it('a project without invoice answers null', async () => {
    const { p } = await assigned();
    const res = await t.get(`/api/invoices/project/${p.id}`, consumer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBeNull();
  });
});

describe('POST /api/invoices/{id}/resend', () => {
  it('sends at most 5 times in all; the 6th is a Dutch 409', async () => {
    const { p } = await assigned();
    const { id } = (await create({ projectId: p.id }, pro.cookie)).json();
    // A draft is sent with 'Versturen' first; it is not 'resent'.
    const early = await t.post(`/api/invoices/${id}/resend`, {}, pro.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVOICE_MESSAGES.notSentYet);
    expect((await send(id, pro.cookie)).statusCode).toBe(200);
    expect((await t.post(`/api/invoices/${id}/resend`, {}, consumer.cookie)).statusCode).toBe(403);
    expect((await t.post(`/api/invoices/${id}/resend`, {}, otherPro.cookie)).statusCode).toBe(404);
    for (const expected of [2, 3, 4, 5]) {
      const res = await t.post(`/api/invoices/${id}/resend`, {}, pro.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        success: true,
        sendCount: expected,
        lastSentAt: expect.any(String),
      });
    }
    const sixth = await t.post(`/api/invoices/${id}/resend`, {}, pro.cookie);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(INVOICE_MESSAGES.sendLimitReached);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row!.sendCount).toBe(5);
    const reminder = await t.sink.waitFor(consumer.email, { subject: /^Herinnering: factuur/ });
    expect(reminder.attachments.map((a) => a.filename)).toEqual([
      expect.stringMatching(/^Factuur \d{4}-\d{6}\.pdf$/),
    ]);
  });
});

describe('GET /api/professional/invoices', () => {
  it('lists only the professional’s own, paged, with the total in X-Total-Count', async () => {
    const before = Number(
      (await t.get('/api/professional/invoices', otherPro.cookie)).headers['x-total-count'],
    );
    for (let i = 0; i < 3; i++) {
      const { p } = await assigned('taxatie', otherPro.id);
      // A draft is the professional's own too.
      expect((await create({ projectId: p.id }, otherPro.cookie)).statusCode).toBe(201);
    }
    const total = before + 3;
    const page = await t.get(`/api/professional/invoices?page=2&pageSize=${total - 1}`, otherPro.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-total-count']).toBe(String(total));
    expect(page.json()).toHaveLength(1);
    const all = (await t.get('/api/professional/invoices?pageSize=100', otherPro.cookie)).json();
    expect(all).toHaveLength(total);
    const mine = await t.get('/api/professional/invoices', pro.cookie);
    expect(mine.json().every((i: { id: string }) => !all.some((o: { id: string }) => o.id === i.id))).toBe(
      true,
    );
    expect((await t.get('/api/professional/invoices?pageSize=500', otherPro.cookie)).statusCode).toBe(400);
  });
});

describe('numbers and records that outlive a failure or an account', () => {
  it('gives a rolled-back send’s number to the next invoice (no gap); the draft stays a draft', async () => {
    const { p } = await assigned('taxatie');
    const { id } = (await create({ projectId: p.id }, admin.cookie)).json();
    const broken: FileStorage = {
      kind: 'local',
      check: async () => ({ ok: true }),
      stage: async () => {
        throw new Error('disk full');
      },
      open: async () => undefined,
      remove: async () => {},
      list: async function* () {},
    };
    const actor = { id: admin.id, role: 'admin' as const, realUserId: admin.id };
    const ctx = { db: t.database.db, database: t.database, config: t.config, log: t.app.log };
    const [before] = await t.database.db.select().from(invoiceNumberCounters);
    await expect(sendInvoice({ ...ctx, actor, invoiceId: id, storage: broken })).rejects.toThrow('disk full');
    const [after] = await t.database.db.select().from(invoiceNumberCounters);
    expect(after!.last).toBe(before!.last);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ status: 'draft', invoiceNumber: null, pdfStoredName: null });
    const res = await send(id, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(parseInvoiceNumber(res.json().invoiceNumber)!.sequence).toBe(before!.last + 1);
  });

  it('keeps the invoice when the consumer’s account is deleted', async () => {
    const gone = await t.createUser({ role: 'consumer' });
    const p = await t.createProject({
      type: 'taxatie',
      consumerId: gone.id,
      status: 'completed',
      professionalId: pro.id,
    });
    const { id } = await issue({ projectId: p.id }, pro.cookie);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      cookie: admin.cookie,
    });
    expect(del.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
    expect(row).toMatchObject({ consumerId: gone.id, totalAmount: 54_450 });
    expect((await t.get(`/api/invoices/${id}/download`, pro.cookie)).statusCode).toBe(200);
  });
});
