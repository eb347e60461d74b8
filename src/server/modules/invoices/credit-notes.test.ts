// Credit notes (docs/decisions/0016): an admin cancels an invoice in full with a credit note that
// references it, takes the next number, carries negative amounts and its own PDF; the invoice can then no longer
// be paid, and the project can be invoiced anew.
import { formatCents } from '@shared/format';
import { parseInvoiceNumber } from '@shared/invoices/number';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { and, eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, invoices } from '../../db/schema';
import { invoicedProject, withCompanyDetails } from '../../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let pro: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer', { firstName: 'Carla' });
  pro = await t.loginAs('professional');
  admin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
});
afterAll(async () => {
  await t.close();
});

const credit = (invoiceId: string, payload: unknown, cookie = admin.cookie) =>
  t.post(`/api/invoices/${invoiceId}/credit-note`, payload, cookie);

async function textOf(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

describe('POST /api/invoices/{id}/credit-note', () => {
  it('credits the invoice in full with the next number, negative amounts and its own PDF, mailed and audited', async () => {
    const extra = [{ description: 'Reiskosten', amountExBtw: 1_050, btwPercentage: 21 }];
    const { invoice, project } = await invoicedProject(t, {
      consumerId: consumer.id,
      pro,
      additionalCosts: extra,
    });
    const res = await credit(invoice.id, { reason: 'Verkeerd tarief berekend' });
    expect(res.statusCode).toBe(201);
    const note = res.json();
    const next = parseInvoiceNumber(note.invoiceNumber)!;
    expect(next.sequence).toBe(parseInvoiceNumber(invoice.invoiceNumber)!.sequence + 1);

    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, note.id));
    expect(row).toMatchObject({
      creditNoteOf: invoice.id,
      creditReason: 'Verkeerd tarief berekend',
      subtotalExBtw: -(45_000 + 1_050),
      totalBtw: -(9_450 + 221),
      totalAmount: -(45_000 + 1_050 + 9_450 + 221),
    });
    const [original] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(original!.creditedAt).toBeInstanceOf(Date);
    expect(original!.totalAmount + row!.totalAmount).toBe(0);

    // The project's invoice now says it was credited and cannot be paid.
    const got = (await t.get(`/api/invoices/project/${project.id}`, consumer.cookie)).json();
    expect(got).toMatchObject({
      id: invoice.id,
      payable: false,
      creditedBy: { id: note.id, invoiceNumber: note.invoiceNumber },
    });
    const pay = await t.post(`/api/invoices/${invoice.id}/create-payment`, undefined, consumer.cookie);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({
      code: 'INVOICE_NOT_PAYABLE',
      message: INVOICE_MESSAGES.creditedNotPayable,
    });

    // Its PDF is a Creditnota naming the invoice and the reason.
    const pdf = await t.get(`/api/invoices/${note.id}/download`, consumer.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain(`Creditnota ${note.invoiceNumber}.pdf`);
    const text = await textOf(pdf.rawPayload);
    expect(text).toContain('Creditnota');
    expect(text).toContain(invoice.invoiceNumber);
    expect(text).toContain('Verkeerd tarief berekend');
    expect(text).toContain(formatCents(-55_721).replace(/\s+/g, ' '));

    const mail = await t.sink.waitFor(consumer.email, {
      subject: new RegExp(`Creditnota ${note.invoiceNumber}`),
    });
    expect(mail.attachments[0]?.content.equals(pdf.rawPayload)).toBe(true);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, invoice.id), eq(auditLog.action, 'invoice.credit')));
    expect(audit).toMatchObject([
      {
        actorId: admin.id,
        details: { creditNoteId: note.id },
        before: { credited: false, totalAmount: 55_721 },
        after: { credited: true, totalAmount: 55_721 },
      },
    ]);
    const [created] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, note.id), eq(auditLog.action, 'invoice.create')));
    expect(created).toMatchObject({ actorId: admin.id, after: { status: 'sent', totalAmount: -55_721 } });

    // The project can be invoiced anew; the new invoice is the project's invoice from then on.
    const again = await t.post('/api/invoices', { projectId: project.id }, pro.cookie);
    expect(again.statusCode).toBe(201);
    // While the new one is a draft, the consumer still sees the credited one; once sent, the new one.
    const meanwhile = (await t.get(`/api/invoices/project/${project.id}`, consumer.cookie)).json();
    expect(meanwhile).toMatchObject({ id: invoice.id, payable: false });
    expect((await t.post(`/api/invoices/${again.json().id}/send`, {}, pro.cookie)).statusCode).toBe(200);
    const now = (await t.get(`/api/invoices/project/${project.id}`, consumer.cookie)).json();
    expect(now).toMatchObject({ id: again.json().id, payable: true, creditedBy: null });
    const list = (await t.get('/api/professional/invoices', pro.cookie)).json() as { kind: string }[];
    expect(list.filter((i) => i.kind === 'credit_note')).toHaveLength(1);
  });

  it('refuses a second credit note, crediting a credit note, and bad input; only admins may', async () => {
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    expect((await credit(invoice.id, { reason: 'Dubbel' }, pro.cookie)).statusCode).toBe(403);
    expect((await credit(invoice.id, { reason: 'Dubbel' }, consumer.cookie)).statusCode).toBe(403);
    const empty = await credit(invoice.id, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.reason).toBe('Geef de reden van de creditnota op');
    expect((await credit('00000000-0000-4000-8000-000000000000', { reason: 'x' })).statusCode).toBe(404);

    const note = (await credit(invoice.id, { reason: 'Dubbel gefactureerd' })).json();
    const twice = await credit(invoice.id, { reason: 'Nog eens' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(INVOICE_MESSAGES.alreadyCredited);
    const ofNote = await credit(note.id, { reason: 'Nog eens' });
    expect(ofNote.statusCode).toBe(409);
    expect(ofNote.json().message).toBe(INVOICE_MESSAGES.notCreditable);
  });
});
