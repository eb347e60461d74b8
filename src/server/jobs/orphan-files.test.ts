// The orphan sweep (decision 0017, Orphans): stored files nothing refers to, older than a day, are removed; a
// document's file, an invoice's PDF, a waiting mail's attachment, a young file and what is no stored file stay.
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StorageConfig } from '../config';
import { documents, invoices, mailOutbox } from '../db/schema';
import { createFileStorage } from '../storage/create';
import type { FileStorage } from '../storage/files';
import { pdf } from '../test/files';
import { invoicedProject, withCompanyDetails } from '../test/fixtures/invoices';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers';
import { sweepOrphanFiles } from './orphan-files';

let t: TestApp;
let storage: FileStorage;
let root: string;
let consumer: TestUser & { cookie: string };
let pro: TestUser & { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  const config = t.config.storage as Extract<StorageConfig, { kind: 'local' }>;
  root = config.dir;
  storage = await createFileStorage(config);
  consumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
});
afterAll(async () => {
  await t.close();
});

const TWO_DAYS_AGO = new Date(Date.now() - 2 * 24 * 60 * 60_000);
const fileOf = (name: string) => path.join(root, name);
/** Makes a stored file look written two days ago. */
const age = (name: string) => utimesSync(fileOf(name), TWO_DAYS_AGO, TWO_DAYS_AGO);
const store = async (content = pdf(2_000)) => (await storage.stage(Readable.from([content]))).commit('.pdf');
const sweep = () => sweepOrphanFiles({ db: t.database.db, storage, log: t.app.log });

describe('sweepOrphanFiles', () => {
  it('removes old unreferenced files and keeps everything something refers to, young files and stray files', async () => {
    // A document uploaded through the API, and an invoice with its PDF: both referenced.
    const project = await t.createProject({
      type: 'taxatie',
      consumerId: consumer.id,
      status: 'in_progress',
      professionalId: pro.id,
    });
    const up = await t.postMultipart(
      `/api/projects/${project.id}/documents`,
      [{ name: 'files', filename: 'taxatierapport.pdf', content: pdf(5_000) }],
      pro.cookie,
    );
    expect(up.statusCode).toBe(201);
    const [doc] = await t.database.db.select().from(documents).where(eq(documents.projectId, project.id));
    const { invoice } = await invoicedProject(t, { consumerId: consumer.id, pro });
    const [inv] = await t.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));

    // A mail waiting to be sent (due tomorrow) with an attachment nothing else refers to.
    const attached = await store();
    await t.database.db.insert(mailOutbox).values({
      toAddress: consumer.email,
      kind: 'test',
      subject: 'Bijlage',
      html: '<p>Bijlage</p>',
      text: 'Bijlage',
      attachments: [{ filename: 'bijlage.pdf', contentType: 'application/pdf', storedName: attached }],
      nextAttemptAt: new Date(Date.now() + 24 * 60 * 60_000),
    });

    // Orphans: one left by a failed transaction, and a document whose row is gone but whose removal failed.
    const orphan = await store();
    const deletedDoc = await store();
    // A young orphan may still be waiting for its row; a stray file is not ours to remove.
    const young = await store();
    writeFileSync(path.join(root, 'notities.txt'), 'van de beheerder');

    for (const name of [doc!.storedName, inv!.pdfStoredName!, attached, orphan, deletedDoc]) age(name);
    utimesSync(path.join(root, 'notities.txt'), TWO_DAYS_AGO, TWO_DAYS_AGO);

    const result = await sweep();
    expect(result.removed.sort()).toEqual([orphan, deletedDoc].sort());
    expect(result.looked).toBe(5);
    for (const gone of [orphan, deletedDoc]) expect(existsSync(fileOf(gone))).toBe(false);
    for (const kept of [doc!.storedName, inv!.pdfStoredName!, attached, young]) {
      expect(existsSync(fileOf(kept))).toBe(true);
    }
    expect(existsSync(path.join(root, 'notities.txt'))).toBe(true);

    // The kept files still download through the portal.
    expect((await t.get(`/api/invoices/${invoice.id}/pdf`, consumer.cookie)).statusCode).toBe(200);
    expect((await t.get(`/api/documents/${doc!.id}/download`, consumer.cookie)).statusCode).toBe(200);

    // A second sweep (another node, the next round) finds nothing more to do.
    expect((await sweep()).removed).toEqual([]);
  });
});
