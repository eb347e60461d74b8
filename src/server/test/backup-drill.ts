// The data of a backup drill (src/server/backup/*.test.ts), made and checked through the API: a consumer's project
// with an uploaded document, an invoice sent with its PDF and paid at the test checkout; and uploads that go on while
// a backup runs. check() finds all of it in a restored portal, the files byte for byte.
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { pdf } from './files';
import { invoicedProject, withCompanyDetails } from './fixtures/invoices';
import type { TestApp } from './helpers';

export interface DrillData {
  consumer: { email: string; password: string };
  projectId: string;
  invoiceId: string;
  invoicePdf: Buffer;
  /** Documents by id: their bytes as uploaded. */
  documents: Map<string, Buffer>;
}

/** A PDF with some random bytes of its own, so every upload is a different file. */
const uniquePdf = () => Buffer.concat([pdf(), Buffer.from(`\n%${randomBytes(24).toString('hex')}\n`)]);

async function upload(t: TestApp, projectId: string, cookie: string, content: Buffer): Promise<string> {
  const res = await t.postMultipart(
    `/api/projects/${projectId}/documents`,
    [{ name: 'files', filename: 'rapport.pdf', content }],
    cookie,
  );
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { id: string } | Array<{ id: string }> | { documents: Array<{ id: string }> };
  const first = Array.isArray(body) ? body[0] : 'documents' in body ? body.documents[0] : body;
  return first!.id;
}

export async function makeDrillData(t: TestApp): Promise<DrillData & { proCookie: string }> {
  const consumer = await t.loginAs('consumer');
  const pro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
  const { project, invoice: made } = await invoicedProject(t, { consumerId: consumer.id, pro });
  const invoiceId = made.id;
  const documents = new Map<string, Buffer>();
  const content = uniquePdf();
  documents.set(await upload(t, project.id, pro.cookie, content), content);
  const payment = await t.post(`/api/invoices/${invoiceId}/create-payment`, undefined, consumer.cookie);
  const { paymentId } = payment.json() as { paymentId: string };
  await t.request({
    method: 'POST',
    url: `/test-checkout/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ status: 'paid', method: 'ideal' }).toString(),
  });
  await t.paymentWebhook(paymentId);
  const invoice = await t.get(`/api/invoices/project/${project.id}`, consumer.cookie);
  expect(invoice.json()).toMatchObject({ id: invoiceId, status: 'paid' });
  const invoicePdf = (await t.get(`/api/invoices/${invoiceId}/download`, consumer.cookie)).rawPayload;
  expect(invoicePdf.subarray(0, 5).toString()).toBe('%PDF-');
  return {
    consumer: { email: consumer.email, password: consumer.password },
    proCookie: pro.cookie,
    projectId: project.id,
    invoiceId,
    invoicePdf,
    documents,
  };
}

/** Well below the uploads an account may make in a while. */
const UPLOADS_WHILE_BUSY = 8;

/**
 * Requests that go on until stop(): uploads to the drill's project and reads of it. Uploads that succeeded are added
 * to `data.documents`; a failed request fails the drill.
 */
export function keepBusy(t: TestApp, data: DrillData & { proCookie: string }) {
  let stopped = false;
  let requests = 0;
  const loop = (async () => {
    let uploads = 0;
    while (!stopped) {
      // Uploads are rate-limited per account: a few while the backup runs, reads all the time.
      if (uploads < UPLOADS_WHILE_BUSY) {
        const content = uniquePdf();
        data.documents.set(await upload(t, data.projectId, data.proCookie, content), content);
        uploads++;
        requests++;
      }
      const list = await t.get(`/api/projects/${data.projectId}/documents`, data.proCookie);
      if (list.statusCode !== 200) throw new Error(`list: ${list.statusCode}`);
      requests++;
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return requests;
    },
  };
}

/**
 * Everything made before the backup is in the restored portal `t`; of the documents uploaded while it ran, those it
 * has download byte for byte (and there are at least the ones made before). Returns how many documents it has.
 */
export async function checkDrillData(t: TestApp, data: DrillData, madeBefore: Set<string>): Promise<number> {
  const cookie = await t.login(data.consumer.email, data.consumer.password);
  const project = await t.get(`/api/projects/${data.projectId}`, cookie);
  expect(project.statusCode).toBe(200);
  const invoice = await t.get(`/api/invoices/project/${data.projectId}`, cookie);
  expect(invoice.json()).toMatchObject({ id: data.invoiceId, status: 'paid' });
  const invoicePdf = await t.get(`/api/invoices/${data.invoiceId}/download`, cookie);
  expect(invoicePdf.statusCode).toBe(200);
  expect(invoicePdf.rawPayload.equals(data.invoicePdf)).toBe(true);
  const list = await t.get(`/api/projects/${data.projectId}/documents`, cookie);
  expect(list.statusCode).toBe(200);
  const body = list.json() as Array<{ id: string }> | { documents: Array<{ id: string }> };
  const ids = (Array.isArray(body) ? body : body.documents).map((d) => d.id);
  for (const id of madeBefore) expect(ids).toContain(id);
  for (const id of ids) {
    const original = data.documents.get(id);
    expect(original, `document ${id} was never uploaded`).toBeDefined();
    const file = await t.get(`/api/documents/${id}/download`, cookie);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(original!)).toBe(true);
  }
  return ids.length;
}
