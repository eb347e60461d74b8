// Drafts, their preview, their extra costs and sending them (docs/decisions/0032), and an admin recording a bank
// transfer ('Betaald per overschrijving', decision 0030). Real PGlite, real SMTP sink, the test checkout.
import { parseInvoiceNumber } from '@shared/invoices/number';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoiceNumberCounters, invoices, payments, professionalProfiles } from '../../db/schema';
import { CONSUMER_ADDRESS, invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let pro: Signed;
let admin: Signed;
let otherConsumer: Signed;
let otherPro: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer', { firstName: 'Carla', lastName: 'Jansen' });
  pro = await t.loginAs('professional', { firstName: 'Pieter' });
  admin = await t.loginAs('admin');
  otherConsumer = await t.loginAs('consumer');
  otherPro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
  await withCompanyDetails(t, otherPro.id);
});
afterAll(async () => {
  await t.close();
});

/** A taxatie project of the shared consumer and professional, with its draft (45000 + 21%). */
async function drafted(additionalCosts: unknown[] = []) {
  const p = await t.createProject({
    type: 'taxatie',
    consumerId: consumer.id,
    status: 'in_progress',
    professionalId: pro.id,
    formData: CONSUMER_ADDRESS,
  });
  const res = await t.post('/api/invoices', { projectId: p.id, additionalCosts }, pro.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return { p, id: res.json().id as string };
}

const send = (id: string, cookie?: string) => t.post(`/api/invoices/${id}/send`, {}, cookie);
const patch = (id: string, body: unknown, cookie?: string) => t.patch(`/api/invoices/${id}`, body, cookie);
const preview = (id: string, cookie?: string) => t.get(`/api/invoices/${id}/preview`, cookie);
const transfer = (id: string, cookie?: string) =>
  t.post(`/api/admin/invoices/${id}/paid-by-transfer`, {}, cookie);

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

async function row(id: string) {
  const [r] = await t.database.db.select().from(invoices).where(eq(invoices.id, id));
  return r!;
}

const mailsTo = (email: string) => t.sink.mails.filter((m) => m.to.includes(email));
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('a draft (Concept)', () => {
  it('has no number, no PDF and no mail; the consumer does not see it, who works on the project does', async () => {
    const mailsBefore = mailsTo(consumer.email).length;
    const counterBefore = await t.database.db.select().from(invoiceNumberCounters);
    const { p, id } = await drafted();
    expect(await row(id)).toMatchObject({
      status: 'draft',
      invoiceNumber: null,
      pdfStoredName: null,
      sendCount: 0,
    });
    expect(await t.database.db.select().from(invoiceNumberCounters)).toEqual(counterBefore);

    for (const cookie of [pro.cookie, admin.cookie]) {
      const got = await t.get(`/api/invoices/project/${p.id}`, cookie);
      expect(got.json()).toMatchObject({
        id,
        status: 'draft',
        invoiceNumber: null,
        payable: false,
        sendCount: 0,
      });
    }
    expect((await t.get(`/api/invoices/project/${p.id}`, consumer.cookie)).json()).toBeNull();
    // No stored PDF: 404 for everyone, the consumer learns nothing of the draft.
    for (const cookie of [consumer.cookie, pro.cookie, admin.cookie]) {
      expect((await t.get(`/api/invoices/${id}/download`, cookie)).statusCode).toBe(404);
      expect((await t.get(`/api/invoices/${id}/pdf`, cookie)).statusCode).toBe(404);
    }
    // The consumer cannot pay it, nor ask after its payment.
    expect((await t.post(`/api/invoices/${id}/create-payment`, undefined, consumer.cookie)).statusCode).toBe(
      404,
    );
    expect((await t.get(`/api/invoices/${id}/payment-status`, consumer.cookie)).statusCode).toBe(404);
    // The project lists do not count it as the project's invoice yet.
    const list = (await t.get('/api/projects', consumer.cookie)).json() as {
      id: string;
      invoice?: unknown;
    }[];
    const listed = list.find(
      (x) => x.id === p.id || (x as { projectId?: string }).projectId === p.projectRef,
    );
    expect(JSON.stringify(listed ?? {})).not.toContain(id);
    await t.flushMail();
    expect(mailsTo(consumer.email)).toHaveLength(mailsBefore);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'invoice.create')));
    expect(audit).toMatchObject([{ actorId: pro.id, after: { status: 'draft', totalAmount: 54_450 } }]);
  });

  it('cannot be credited (409); the professional edits it instead', async () => {
    const { id } = await drafted();
    const res = await t.post(`/api/invoices/${id}/credit-note`, { reason: 'Fout bedrag' }, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVOICE_NOT_DRAFT');
  });
});

describe('GET /api/invoices/{id}/preview', () => {
  it('renders the draft’s PDF marked CONCEPT, inline, neither stored nor mailed', async () => {
    const { id } = await drafted([{ description: 'Reiskosten', amountExBtw: 1_000, btwPercentage: 21 }]);
    const mailsBefore = mailsTo(consumer.email).length;
    for (const cookie of [pro.cookie, admin.cookie]) {
      const res = await preview(id, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="Conceptfactuur /);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const text = await textOf(res.rawPayload);
      expect(text).toContain('CONCEPT');
      expect(text).toContain('Reiskosten');
      expect(text).toContain('Makelaardij De Gevel B.V.');
    }
    expect(await row(id)).toMatchObject({ status: 'draft', invoiceNumber: null, pdfStoredName: null });
    await t.flushMail();
    expect(mailsTo(consumer.email)).toHaveLength(mailsBefore);
  });

  it('refuses the consumer (403), another professional (404), unknown (404), bad id (400), a sent invoice (409)', async () => {
    const { id } = await drafted();
    expect((await preview(id, consumer.cookie)).statusCode).toBe(403);
    expect((await preview(id, otherPro.cookie)).statusCode).toBe(404);
    expect((await preview(UNKNOWN, admin.cookie)).statusCode).toBe(404);
    expect((await preview('geen-uuid', admin.cookie)).statusCode).toBe(400);
    expect((await preview(id)).statusCode).toBe(401);
    expect((await send(id, pro.cookie)).statusCode).toBe(200);
    const sent = await preview(id, pro.cookie);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().code).toBe('INVOICE_NOT_DRAFT');
  });
});

describe('PATCH /api/invoices/{id}', () => {
  it('replaces the extra costs, computes the totals anew and audits the amounts before and after', async () => {
    const { id } = await drafted([{ description: 'Reiskosten', amountExBtw: 1_000, btwPercentage: 21 }]);
    const res = await patch(
      id,
      {
        additionalCosts: [
          { description: 'Kadaster', amountExBtw: 2_500, btwPercentage: 0, btwAmount: 999, totalAmount: 1 },
          { description: 'Parkeren', amountExBtw: 1_000, btwPercentage: 9 },
        ],
      },
      pro.cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    // 45000 + 9450 VAT, 2500 at 0%, 1000 + 90 VAT: the client's VAT and totals are ignored.
    expect(res.json()).toMatchObject({
      id,
      status: 'draft',
      subtotalExBtw: 48_500,
      totalBtw: 9_540,
      totalAmount: 58_040,
      additionalCosts: [
        { description: 'Kadaster', amountExBtw: 2_500, btwAmount: 0, totalAmount: 2_500 },
        { description: 'Parkeren', amountExBtw: 1_000, btwAmount: 90, totalAmount: 1_090 },
      ],
    });
    expect(await row(id)).toMatchObject({ totalAmount: 58_040 });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'invoice.update')));
    expect(audit).toMatchObject({
      actorId: pro.id,
      before: { subtotalExBtw: 46_000, totalBtw: 9_660, totalAmount: 55_660 },
      after: { subtotalExBtw: 48_500, totalBtw: 9_540, totalAmount: 58_040 },
    });
    // An admin may change it too; an empty list leaves the fee alone.
    const cleared = await patch(id, { additionalCosts: [] }, admin.cookie);
    expect(cleared.json()).toMatchObject({ totalAmount: 54_450, additionalCosts: [] });
  });

  it('refuses the consumer (403), another professional (404), bad input (400) and a sent invoice (409)', async () => {
    const { id } = await drafted();
    const body = { additionalCosts: [{ description: 'Reiskosten', amountExBtw: 1_000 }] };
    expect((await patch(id, body, consumer.cookie)).statusCode).toBe(403);
    expect((await patch(id, body, otherPro.cookie)).statusCode).toBe(404);
    expect((await patch(UNKNOWN, body, admin.cookie)).statusCode).toBe(404);
    for (const bad of [
      {},
      { additionalCosts: 'veel' },
      { additionalCosts: [{ description: '', amountExBtw: 100 }] },
      { additionalCosts: [{ description: 'x', amountExBtw: -1 }] },
      { additionalCosts: [{ description: 'x', amountExBtw: 100, btwPercentage: 7 }] },
      { additionalCosts: Array.from({ length: 21 }, () => ({ description: 'x', amountExBtw: 1 })) },
    ]) {
      const res = await patch(id, bad, pro.cookie);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await row(id)).totalAmount).toBe(54_450);
    expect((await send(id, pro.cookie)).statusCode).toBe(200);
    const late = await patch(id, body, pro.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'INVOICE_NOT_DRAFT', message: INVOICE_MESSAGES.draftOnly });
  });
});

describe('POST /api/invoices/{id}/send', () => {
  it('numbers it, stores and mails the PDF; the consumer sees it then', async () => {
    const { p, id } = await drafted();
    const res = await send(id, pro.cookie);
    expect(res.statusCode).toBe(200);
    const { invoiceNumber } = res.json();
    expect(res.json()).toEqual({
      success: true,
      message: INVOICE_MESSAGES.sentWithNumber(invoiceNumber),
      id,
      invoiceNumber,
      sendCount: 1,
      lastSentAt: expect.any(String),
    });
    expect(parseInvoiceNumber(invoiceNumber)).not.toBeNull();
    const got = (await t.get(`/api/invoices/project/${p.id}`, consumer.cookie)).json();
    expect(got).toMatchObject({ id, invoiceNumber, status: 'sent', payable: true });
    const pdf = await textOf((await t.get(`/api/invoices/${id}/download`, consumer.cookie)).rawPayload);
    expect(pdf).toContain(invoiceNumber);
    expect(pdf).not.toContain('CONCEPT');
    const mail = await t.sink.waitFor(consumer.email, { subject: new RegExp(`^Factuur ${invoiceNumber}`) });
    expect(mail.attachments.map((a) => a.filename)).toEqual([`Factuur ${invoiceNumber}.pdf`]);
  });

  it('sent twice at once gives one number: one 200, one 409', async () => {
    const { id } = await drafted();
    const [before] = await t.database.db.select().from(invoiceNumberCounters);
    const answers = await Promise.all([send(id, pro.cookie), send(id, pro.cookie), send(id, admin.cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().code).toBe('INVOICE_NOT_DRAFT');
    const [after] = await t.database.db.select().from(invoiceNumberCounters);
    expect(after!.last).toBe((before?.last ?? 0) + 1);
    const sends = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'invoice.send')));
    expect(sends).toHaveLength(1);
  });

  it('refuses the consumer (403), another professional (404), unknown (404), bad id (400), signed out (401)', async () => {
    const { id } = await drafted();
    expect((await send(id, consumer.cookie)).statusCode).toBe(403);
    expect((await send(id, otherPro.cookie)).statusCode).toBe(404);
    expect((await send(UNKNOWN, admin.cookie)).statusCode).toBe(404);
    expect((await send('geen-uuid', admin.cookie)).statusCode).toBe(400);
    expect((await send(id)).statusCode).toBe(401);
    expect((await row(id)).status).toBe('draft');
  });

  it('refuses with the 409 naming the missing company details when the profile lost them meanwhile', async () => {
    const bare = await t.loginAs('professional');
    await withCompanyDetails(t, bare.id);
    const p = await t.createProject({
      type: 'taxatie',
      consumerId: consumer.id,
      status: 'in_progress',
      professionalId: bare.id,
      formData: CONSUMER_ADDRESS,
    });
    const { id } = (await t.post('/api/invoices', { projectId: p.id }, bare.cookie)).json();
    await t.database.db
      .update(professionalProfiles)
      .set({ iban: null })
      .where(eq(professionalProfiles.userId, bare.id));
    const res = await send(id, bare.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVOICE_COMPANY_DETAILS_MISSING');
    expect((await row(id)).status).toBe('draft');
  });
});

describe('POST /api/admin/invoices/{id}/paid-by-transfer', () => {
  it('records it paid by transfer, audit-logged, tells the professional, and cancels the open online payment', async () => {
    const { invoice, project } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const started = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(started.statusCode).toBe(200);
    const res = await transfer(invoice.id, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: invoice.id,
      status: 'paid',
      paymentMethod: 'banktransfer',
      paidAt: expect.any(String),
      payable: false,
    });
    expect(await row(invoice.id)).toMatchObject({ status: 'paid', paymentMethod: 'banktransfer' });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.paid_by_transfer')));
    expect(audit).toMatchObject({
      actorId: admin.id,
      before: { status: 'pending_payment' },
      after: { status: 'paid', amount: 54_450 },
    });
    const open = await t.database.db.select().from(payments).where(eq(payments.invoiceId, invoice.id));
    expect(open.map((x) => x.status)).toEqual(['canceled']);
    await t.flushMail();
    await t.sink.waitFor(pro.email, { subject: /^Factuur betaald$/ });
    const seen = (await t.get(`/api/invoices/project/${project.id}`, consumer.cookie)).json();
    expect(seen).toMatchObject({ status: 'paid', payable: false });

    const again = await transfer(invoice.id, admin.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('INVOICE_ALREADY_PAID');
  });

  it('refuses a draft (404) and a credited invoice (409), the consumer and the professional (403), bad input', async () => {
    const { id } = await drafted();
    // A payment never concerns a draft: to the payments it is not there.
    expect((await transfer(id, admin.cookie)).statusCode).toBe(404);
    expect((await row(id)).status).toBe('draft');

    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    for (const who of [consumer, pro, otherConsumer])
      expect((await transfer(invoice.id, who.cookie)).statusCode).toBe(403);
    expect((await transfer(invoice.id)).statusCode).toBe(401);
    expect((await transfer(UNKNOWN, admin.cookie)).statusCode).toBe(404);
    expect((await transfer('geen-uuid', admin.cookie)).statusCode).toBe(400);
    const credit = await t.post(`/api/invoices/${invoice.id}/credit-note`, { reason: 'Fout' }, admin.cookie);
    expect(credit.statusCode).toBe(201);
    const credited = await transfer(invoice.id, admin.cookie);
    expect(credited.statusCode).toBe(409);
    expect(credited.json().code).toBe('INVOICE_NOT_PAYABLE');
  });
});
