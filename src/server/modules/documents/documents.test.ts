import { once } from 'node:events';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_COOKIE } from '@shared/constants';
import {
  DOCUMENT_MESSAGES,
  documentDownloadUrl,
  documentIdFromUrl,
  MAX_UPLOAD_BYTES,
  type ProjectDocument,
} from '@shared/documents/schemas';
import type { ProjectType } from '@shared/projects/types';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents, notifications, projectSteps, projects } from '../../db/schema';
import { compoundFile, docx, exe, jpg, multipart, type Part, pdf, plainZip, png } from '../../test/files';
import { APP_URL, awayFromWindowEdge, createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { insertProject } from '../projects/create';
import { detectUploadType } from './detect';
import { contentDisposition, safeOriginalName } from './upload';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Cookie = string;
interface World {
  consumer: TestUser & { cookie: Cookie };
  otherConsumer: TestUser & { cookie: Cookie };
  pro: TestUser & { cookie: Cookie };
  otherPro: TestUser & { cookie: Cookie };
  admin: TestUser & { cookie: Cookie };
  /** An admin viewing the portal as `consumer`. */
  viewing: Cookie;
  projectId: string;
}

let people: Omit<World, 'projectId'>;
beforeAll(async () => {
  const consumer = await t.loginAs('consumer');
  people = {
    consumer,
    otherConsumer: await t.loginAs('consumer'),
    pro: await t.loginAs('professional'),
    otherPro: await t.loginAs('professional'),
    admin: await t.loginAs('admin'),
    viewing: (await t.adminViewingAs(consumer)).cookie,
  };
});

/**
 * A new project assigned to the shared professional, with every other party around it (sessions are shared:
 * sign-in is rate limited per address). `consumer` replaces the shared consumer (for counting notifications).
 */
async function world(consumer?: TestUser, type: ProjectType = 'aankoopmakelaar'): Promise<World> {
  const owner = consumer ? { ...consumer, cookie: '' } : people.consumer;
  const row = await t.createProject({
    type,
    consumerId: owner.id,
    title: 'Huis zoeken',
    professionalId: people.pro.id,
    status: 'assigned',
  });
  return { ...people, consumer: owner, projectId: row.id };
}

const uploadsDir = () => path.join(t.config.dataDir, 'uploads');
/** Every file under DATA_DIR/uploads (staging folder included), relative. */
function filesOnDisk(): string[] {
  try {
    return readdirSync(uploadsDir(), { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(uploadsDir(), path.join(d.parentPath, d.name)))
      .sort();
  } catch {
    return [];
  }
}

const file = (filename: string, content: Buffer, name = 'files'): Part => ({ name, filename, content });

const upload = (projectId: string, parts: Part[], cookie?: Cookie) =>
  t.postMultipart(`/api/projects/${projectId}/documents`, parts, cookie);
const stepUpload = (parts: Part[], cookie?: Cookie) => t.postMultipart('/api/upload', parts, cookie);

const list = (projectId: string, cookie?: Cookie) =>
  t.request({ method: 'GET', url: `/api/projects/${projectId}/documents`, cookie });
const download = (id: string, cookie?: Cookie) =>
  t.request({ method: 'GET', url: `/api/documents/${id}/download`, cookie });
const remove = (id: string, cookie?: Cookie) =>
  t.request({ method: 'DELETE', url: `/api/documents/${id}`, cookie });

async function uploadOne(w: World, cookie: Cookie, filename = 'rapport.pdf', content = pdf()) {
  const res = await upload(
    w.projectId,
    [file(filename, content), { name: 'category', value: 'report' }],
    cookie,
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json().documents[0] as ProjectDocument;
}

const documentCount = async (projectId: string) =>
  (await t.database.db.select({ id: documents.id }).from(documents).where(eq(documents.projectId, projectId)))
    .length;

describe('POST /api/projects/:id/documents', () => {
  it('stores several files for the assigned professional, by content type, and tells the consumer once', async () => {
    const w = await world(await t.createUser({ role: 'consumer' }));
    const before = filesOnDisk().length;
    const res = await upload(
      w.projectId,
      [
        { name: 'category', value: 'photo' },
        { name: 'description', value: '  Foto’s van de woning  ' },
        { name: 'stepNumber', value: '3' },
        file('voorgevel.png', png()),
        file('achtergevel.jpg', jpg()),
        // What the client claims does not matter: the content decides.
        { name: 'files', filename: 'offerte.docx', content: docx(), contentType: 'image/png' },
        file('oud.doc', compoundFile()),
        file('rapport.pdf', pdf()),
      ],
      w.pro.cookie,
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Upload succesvol');
    const docs = body.documents as ProjectDocument[];
    expect(docs.map((d) => [d.originalName, d.mimeType]).sort()).toEqual(
      [
        ['voorgevel.png', 'image/png'],
        ['achtergevel.jpg', 'image/jpeg'],
        ['offerte.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
        ['oud.doc', 'application/msword'],
        ['rapport.pdf', 'application/pdf'],
      ].sort(),
    );
    for (const d of docs) {
      expect(d).toMatchObject({
        projectId: w.projectId,
        category: 'photo',
        description: 'Foto’s van de woning',
        stepNumber: 3,
        uploadedBy: w.pro.id,
        uploadedByName: `${w.pro.firstName} Gebruiker`,
        downloadCount: 0,
      });
    }
    expect(docs.find((d) => d.originalName === 'voorgevel.png')!.fileSize).toBe(png().length);
    expect(filesOnDisk().length).toBe(before + 5);

    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, w.consumer.id));
    expect(told).toHaveLength(1);
    expect(told[0]!.title).toBe('Nieuwe documenten');
    expect(told[0]!.message).toContain('5 documenten');
    expect(told[0]!.linkUrl).toBe(`/project/${w.projectId}`);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.upload'), eq(auditLog.actorId, w.pro.id)));
    expect(audit.map((a) => a.entityId).sort()).toEqual(docs.map((d) => d.id).sort());
  });

  it('lets an admin upload to any project, category general by default', async () => {
    const w = await world();
    const res = await upload(w.projectId, [file('contract.pdf', pdf())], w.admin.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().documents[0]).toMatchObject({
      category: 'general',
      description: null,
      stepNumber: null,
    });
  });

  it('refuses everyone else: another professional 404, consumers and an admin viewing as one 403, anonymous 401', async () => {
    const w = await world();
    const parts = [file('x.pdf', pdf())];
    expect((await upload(w.projectId, parts, w.otherPro.cookie)).statusCode).toBe(404);
    expect((await upload(w.projectId, parts, w.consumer.cookie)).statusCode).toBe(403);
    expect((await upload(w.projectId, parts, w.otherConsumer.cookie)).statusCode).toBe(403);
    expect((await upload(w.projectId, parts, w.viewing)).statusCode).toBe(403);
    expect((await upload(w.projectId, parts)).statusCode).toBe(401);
    const unknown = await upload('00000000-0000-4000-8000-000000000000', parts, w.admin.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Opdracht niet gevonden');
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it('refuses a renamed .exe with 415 and leaves nothing on disk, also when other files in the request were fine', async () => {
    const w = await world();
    const before = filesOnDisk();
    const alone = await upload(w.projectId, [file('factuur.pdf', exe())], w.pro.cookie);
    expect(alone.statusCode).toBe(415);
    expect(alone.json().error).toBe('Ongeldig bestandstype');
    expect(alone.json().fieldErrors).toEqual({
      files: 'factuur.pdf: Alleen PDF, DOC, DOCX, JPG en PNG bestanden zijn toegestaan',
    });
    const mixed = await upload(
      w.projectId,
      [file('goed.pdf', pdf()), file('foto.png', png()), file('virus.jpg', exe())],
      w.pro.cookie,
    );
    expect(mixed.statusCode).toBe(415);
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it('refuses other types by content: a plain zip, a compound file that is no Word document, text, an empty file', async () => {
    const w = await world();
    for (const [name, content] of [
      ['archief.docx', plainZip()],
      ['installer.doc', compoundFile('SummaryInformation')],
      ['tekst.pdf', Buffer.from('gewoon tekst')],
      ['leeg.pdf', Buffer.alloc(0)],
    ] as const) {
      const res = await upload(w.projectId, [file(name, content)], w.pro.cookie);
      expect(res.statusCode, name).toBe(415);
    }
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it('accepts exactly 10 MB and refuses 10 MB + 1 byte with 413, leaving nothing on disk', async () => {
    const w = await world();
    const ok = await upload(w.projectId, [file('groot.pdf', pdf(MAX_UPLOAD_BYTES))], w.pro.cookie);
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().documents[0].fileSize).toBe(10 * 1024 * 1024);

    const before = filesOnDisk();
    const tooBig = await upload(
      w.projectId,
      [file('klein.pdf', pdf()), file('te-groot.pdf', pdf(MAX_UPLOAD_BYTES + 1))],
      w.pro.cookie,
    );
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error).toBe('Bestand is te groot (maximaal 10 MB)');
    expect(tooBig.json().fieldErrors).toEqual({
      files: 'te-groot.pdf: Bestand is te groot (maximaal 10 MB)',
    });
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(1);
  });

  it('refuses more than 10 files in one request', async () => {
    const w = await world();
    const parts = Array.from({ length: 11 }, (_, i) => file(`f${i}.pdf`, pdf()));
    const before = filesOnDisk();
    const res = await upload(w.projectId, parts, w.pro.cookie);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Maximaal 10 bestanden tegelijk');
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it("answers 400 'Geen bestanden geselecteerd' without files (also for an empty file input or a JSON body)", async () => {
    const w = await world();
    for (const res of [
      await upload(w.projectId, [{ name: 'category', value: 'general' }], w.pro.cookie),
      await upload(w.projectId, [{ name: 'files', filename: '', content: Buffer.alloc(0) }], w.pro.cookie),
      await t.request({
        method: 'POST',
        url: `/api/projects/${w.projectId}/documents`,
        payload: { category: 'general' },
        cookie: w.pro.cookie,
      }),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('Geen bestanden geselecteerd');
    }
  });

  it('answers 400 with Dutch field errors for a bad category or step number, storing nothing', async () => {
    const w = await world();
    const before = filesOnDisk();
    const badCategory = await upload(
      w.projectId,
      [{ name: 'category', value: 'geheim' }, file('x.pdf', pdf())],
      w.pro.cookie,
    );
    expect(badCategory.statusCode).toBe(400);
    expect(badCategory.json().fieldErrors).toEqual({ category: 'Onbekende categorie' });
    const badStep = await upload(
      w.projectId,
      [file('x.pdf', pdf()), { name: 'stepNumber', value: 'drie' }],
      w.pro.cookie,
    );
    expect(badStep.statusCode).toBe(400);
    expect(badStep.json().fieldErrors).toEqual({ stepNumber: 'Stapnummer moet een getal zijn' });
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it('keeps only the file name of a path-like name, under a generated name inside the uploads folder', async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie, '../../etc/passwd.pdf');
    expect(doc.originalName).toBe('passwd.pdf');
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.storedName).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}\.pdf$/);
    expect(filesOnDisk()).toContain(row!.storedName);
    const windows = await uploadOne(w, w.pro.cookie, 'C:\\Users\\x\\..\\rapport.pdf');
    expect(windows.originalName).toBe('rapport.pdf');
  });

  it('lets an admin viewing as the assigned professional upload as them; the audit names the admin', async () => {
    const w = await world();
    const admin = await t.loginAs('admin');
    await t.viewAs(admin.cookie, w.pro.id);
    const doc = await uploadOne(w, admin.cookie, 'namens.pdf');
    expect(doc.uploadedBy).toBe(w.pro.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.upload'), eq(auditLog.entityId, doc.id)));
    expect(entry!.actorId).toBe(admin.id);
    expect(entry).toMatchObject({ actingUserId: w.pro.id, actingRole: 'professional' });
    expect(entry!.details).toMatchObject({ projectId: w.projectId });
  });

  it('needs our Origin also for multipart', async () => {
    const w = await world();
    const body = multipart([file('x.pdf', pdf())]);
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${w.projectId}/documents`,
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://evil.example' },
      cookie: w.pro.cookie,
    });
    expect(res.statusCode).toBe(403);
    expect(await documentCount(w.projectId)).toBe(0);
  });
});

describe('GET /api/projects/:id/documents', () => {
  it('lists newest first for the consumer, the assigned professional, an admin and an admin viewing as the consumer', async () => {
    const w = await world();
    const first = await uploadOne(w, w.pro.cookie, 'eerste.pdf');
    const second = await uploadOne(w, w.admin.cookie, 'tweede.png', png());
    for (const cookie of [w.consumer.cookie, w.pro.cookie, w.admin.cookie, w.viewing]) {
      const res = await list(w.projectId, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json().map((d: ProjectDocument) => d.id)).toEqual([second.id, first.id]);
      expect(res.json()[1].uploadedByName).toBe(`${w.pro.firstName} Gebruiker`);
    }
  });

  it('is 404 for another consumer, another professional and an admin viewing as another consumer; 401 signed out', async () => {
    const w = await world();
    await uploadOne(w, w.pro.cookie);
    const viewingOther = (await t.adminViewingAs(w.otherConsumer)).cookie;
    for (const cookie of [w.otherConsumer.cookie, w.otherPro.cookie, viewingOther]) {
      const res = await list(w.projectId, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Opdracht niet gevonden');
    }
    expect((await list(w.projectId)).statusCode).toBe(401);
    expect((await list('geen-uuid', w.admin.cookie)).statusCode).toBe(400);
  });

  it('takes the project reference (AM-2026-00042) as well as its id', async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie);
    const [p] = await t.database.db.select().from(projects).where(eq(projects.id, w.projectId));
    const res = await list(p!.projectRef.toLowerCase(), w.consumer.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((d: ProjectDocument) => d.id)).toEqual([doc.id]);
    const byRef = await upload(p!.projectRef, [file('via-referentie.pdf', pdf())], w.pro.cookie);
    expect(byRef.statusCode).toBe(201);
    expect(byRef.json().documents[0].projectId).toBe(w.projectId);
    expect((await list(p!.projectRef, w.otherConsumer.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/documents/:id/download', () => {
  it('streams the file as an attachment with the detected type, nosniff and its length, counting downloads', async () => {
    const w = await world();
    const content = png();
    // Named .pdf by the client, but a PNG: served as what it is.
    const doc = await uploadOne(w, w.pro.cookie, 'plattegrond.pdf', content);
    expect(doc.mimeType).toBe('image/png');
    let n = 0;
    for (const cookie of [w.consumer.cookie, w.pro.cookie, w.admin.cookie, w.viewing]) {
      const res = await download(doc.id, cookie);
      n++;
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-length']).toBe(String(content.length));
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="plattegrond.pdf.png"; filename*=UTF-8''plattegrond.pdf.png`,
      );
      expect(res.rawPayload.equals(content)).toBe(true);
    }
    // HEAD tells the size and type but is no download.
    const head = await t.request({
      method: 'HEAD',
      url: `/api/documents/${doc.id}/download`,
      cookie: w.consumer.cookie,
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');
    expect(head.headers['content-length']).toBe(String(content.length));
    expect(head.body).toBe('');
    const listed = (await list(w.projectId, w.consumer.cookie)).json() as ProjectDocument[];
    expect(listed[0]!.downloadCount).toBe(n);
    expect(documentIdFromUrl(documentDownloadUrl(doc.id))).toBe(doc.id);
    expect(documentIdFromUrl(`/api/documents/${doc.id}/download/../x`)).toBeUndefined();
  });

  it('gives a dangerous name safe headers: ASCII filename without quotes or line breaks, exact name in filename*', async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie, 'Offerte "Zoë"X-Evil: 1.pdf');
    expect(doc.originalName).toBe('Offerte "Zoë"X-Evil: 1.pdf');
    // A line break cannot come through multipart (busboy skips such a part); one in the database is still made safe.
    await t.database.db
      .update(documents)
      .set({ originalName: 'Offerte "Zoë"\r\nX-Evil: 1.pdf' })
      .where(eq(documents.id, doc.id));
    const res = await download(doc.id, w.consumer.cookie);
    expect(res.statusCode).toBe(200);
    const disposition = res.headers['content-disposition'] as string;
    expect(disposition).toBe(
      `attachment; filename="Offerte _Zoe_X-Evil_ 1.pdf"; filename*=UTF-8''Offerte%20%22Zo%C3%AB%22X-Evil%3A%201.pdf`,
    );
    expect(res.headers['x-evil']).toBeUndefined();
  });

  it('is 404 for another consumer, another professional, an unknown id; 401 signed out; nothing counted', async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie);
    for (const cookie of [w.otherConsumer.cookie, w.otherPro.cookie]) {
      const res = await download(doc.id, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Document niet gevonden');
    }
    expect((await download(doc.id)).statusCode).toBe(401);
    expect((await download('00000000-0000-4000-8000-000000000000', w.admin.cookie)).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(row!.downloadCount).toBe(0);
  });
});

describe('DELETE /api/documents/:id', () => {
  it('lets the uploader delete their document: row, file and an audit entry gone/written', async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie);
    const [row] = await t.database.db.select().from(documents).where(eq(documents.id, doc.id));
    expect(filesOnDisk()).toContain(row!.storedName);
    const res = await remove(doc.id, w.pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Document verwijderd' });
    expect(await documentCount(w.projectId)).toBe(0);
    expect(filesOnDisk()).not.toContain(row!.storedName);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.delete'), eq(auditLog.entityId, doc.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(w.pro.id);
    expect((await download(doc.id, w.pro.cookie)).statusCode).toBe(404);
  });

  it("lets an admin delete anyone's document", async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie);
    expect((await remove(doc.id, w.admin.cookie)).statusCode).toBe(200);
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it("refuses the assigned professional another's document (403), others 404/403/401, keeping it", async () => {
    const w = await world();
    const byAdmin = await uploadOne(w, w.admin.cookie);
    const forbidden = await remove(byAdmin.id, w.pro.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('U kunt alleen documenten verwijderen die u zelf heeft geüpload');
    expect((await remove(byAdmin.id, w.otherPro.cookie)).statusCode).toBe(404);
    expect((await remove(byAdmin.id, w.consumer.cookie)).statusCode).toBe(403);
    expect((await remove(byAdmin.id, w.viewing)).statusCode).toBe(403);
    expect((await remove(byAdmin.id)).statusCode).toBe(401);
    expect((await remove('00000000-0000-4000-8000-000000000000', w.admin.cookie)).statusCode).toBe(404);
    expect(await documentCount(w.projectId)).toBe(1);
  });
});

describe('POST /api/upload (step report)', () => {
  /** A valuation: step 2 ('Taxatierapport') has the report field, steps 1 and 3 have none. */
  const valuation = () => world(undefined, 'taxatie');
  const fields = (w: World, step = '2'): Part[] => [
    { name: 'projectId', value: w.projectId },
    { name: 'step', value: step },
  ];

  it('stores a report for the step and answers where to fetch it', async () => {
    const w = await valuation();
    const res = await stepUpload([...fields(w), file('keuring.pdf', pdf(), 'file')], w.pro.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.document).toMatchObject({
      originalName: 'keuring.pdf',
      mimeType: 'application/pdf',
      category: 'report',
      stepNumber: 2,
      projectId: w.projectId,
    });
    expect(body.fileUrl).toBe(`/api/documents/${body.document.id}/download`);
    const got = await t.request({ method: 'GET', url: body.fileUrl, cookie: w.consumer.cookie });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
  });

  it('needs projectId and step before the file, and refuses others, bad types, missing fields and no file', async () => {
    const w = await valuation();
    const before = filesOnDisk();
    for (const parts of [
      [file('r.pdf', pdf(), 'file'), ...fields(w)],
      [{ name: 'projectId', value: w.projectId }, file('r.pdf', pdf(), 'file'), { name: 'step', value: '2' }],
    ]) {
      const after = await stepUpload(parts, w.admin.cookie);
      expect(after.statusCode, after.body).toBe(400);
      expect(after.json().error).toBe('Stuur projectId en step vóór het bestand');
    }

    const parts = [...fields(w), file('r.pdf', pdf(), 'file')];
    expect((await stepUpload(parts, w.otherPro.cookie)).statusCode).toBe(404);
    expect((await stepUpload(parts, w.consumer.cookie)).statusCode).toBe(403);
    expect((await stepUpload(parts)).statusCode).toBe(401);
    const exeRes = await stepUpload([...fields(w), file('r.pdf', exe(), 'file')], w.pro.cookie);
    expect(exeRes.statusCode).toBe(415);
    const badId = await stepUpload(
      [{ name: 'projectId', value: 'geen-uuid' }, { name: 'step', value: '2' }, file('r.pdf', pdf(), 'file')],
      w.pro.cookie,
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().fieldErrors).toEqual({ projectId: 'Opdracht niet gevonden' });
    const noStep = await stepUpload(
      [{ name: 'projectId', value: w.projectId }, file('r.pdf', pdf(), 'file')],
      w.pro.cookie,
    );
    expect(noStep.statusCode).toBe(400);
    expect(noStep.json().fieldErrors).toHaveProperty('step');
    const noFile = await stepUpload(fields(w), w.pro.cookie);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error).toBe(DOCUMENT_MESSAGES.noFiles);
    const twoFiles = await stepUpload(
      [...fields(w), file('a.pdf', pdf(), 'file'), file('b.pdf', pdf(), 'file')],
      w.pro.cookie,
    );
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json().error).toBe('Maximaal 1 bestand tegelijk');
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });

  it("takes only a step of the project's workflow that has a report", async () => {
    const w = await valuation();
    const before = filesOnDisk();
    for (const [step, error] of [
      ['1', 'Bij stap 1 hoort geen rapport'],
      ['3', 'Bij stap 3 hoort geen rapport'],
      ['4', 'Stap 4 bestaat niet in deze workflow'],
    ] as const) {
      const res = await stepUpload([...fields(w, step), file('r.pdf', pdf(), 'file')], w.pro.cookie);
      expect(res.statusCode, step).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().fieldErrors).toEqual({ step: error });
    }
    // A buyer's agent's workflow has no report step at all.
    const buyer = await world();
    const none = await stepUpload([...fields(buyer, '4'), file('r.pdf', pdf(), 'file')], w.pro.cookie);
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Bij stap 4 hoort geen rapport');
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
    expect(await documentCount(buyer.projectId)).toBe(0);
  });

  it("refuses another professional's upload with 404 before a byte of the file is staged, without reading the rest", async () => {
    const w = await valuation();
    const before = filesOnDisk();
    const answer = await stalledUpload(
      '/api/upload',
      w.otherPro.cookie,
      [...fields(w), file('groot.pdf', pdf(MAX_UPLOAD_BYTES), 'file')],
      4 * 1024 * 1024,
    );
    expect(answer.status).toBe(404);
    expect(JSON.parse(answer.body).error).toBe('Opdracht niet gevonden');
    expect(answer.staged).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });
});

describe('type detection', () => {
  const detect = async (content: Buffer) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wp-detect-'));
    try {
      const f = path.join(dir, 'bestand');
      writeFileSync(f, content);
      return await detectUploadType(f);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };

  it('knows the five types by content and nothing else', async () => {
    expect(await detect(pdf())).toBe('application/pdf');
    expect(await detect(png())).toBe('image/png');
    expect(await detect(jpg())).toBe('image/jpeg');
    expect(await detect(docx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await detect(compoundFile())).toBe('application/msword');
    for (const other of [exe(), plainZip(), Buffer.from('tekst'), Buffer.alloc(0)]) {
      expect(await detect(other)).toBeUndefined();
    }
  });

  it('follows a compound file directory over several sectors; no WordDocument stream is no .doc', async () => {
    const streams = ['\u0005SummaryInformation', 'CompObj', '1Table', 'Data', 'ObjectPool', 'WordDocument'];
    expect(await detect(compoundFile(...streams))).toBe('application/msword');
    expect(await detect(compoundFile(...streams.slice(0, -1)))).toBeUndefined();
    expect(await detect(compoundFile('Workbook'))).toBeUndefined();
    // Cut off inside the directory: refused, no crash.
    expect(await detect(compoundFile(...streams).subarray(0, 1200))).toBeUndefined();
  });
});

describe('file names', () => {
  it('keeps the last path segment without control characters, never empty', () => {
    expect(safeOriginalName('../../etc/passwd.pdf', 'application/pdf')).toBe('passwd.pdf');
    expect(safeOriginalName('..\\..\\boot.ini', 'application/pdf')).toBe('boot.ini');
    expect(safeOriginalName('a\u0000b\u202e.pdf', 'application/pdf')).toBe('ab.pdf');
    expect(safeOriginalName('../', 'image/png')).toBe('document.png');
    expect(safeOriginalName('..hidden.pdf', 'application/pdf')).toBe('hidden.pdf');
  });

  it('makes a Content-Disposition with an ASCII fallback and the extension of the real type', () => {
    expect(contentDisposition('foto.JPEG', 'image/jpeg')).toBe(
      `attachment; filename="foto.JPEG"; filename*=UTF-8''foto.JPEG`,
    );
    expect(contentDisposition('contract', 'application/pdf')).toBe(
      `attachment; filename="contract.pdf"; filename*=UTF-8''contract.pdf`,
    );
    expect(
      contentDisposition(
        "l'été (1).docx",
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ),
    ).toBe(`attachment; filename="l_ete (1).docx"; filename*=UTF-8''l%27%C3%A9t%C3%A9%20%281%29.docx`);
  });
});

async function waitFor(check: () => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The app on a real port (once for the whole file: Fastify listens only once). */
let listening: Promise<string> | undefined;
async function serverPort() {
  listening ??= t.app.listen({ port: 0, host: '127.0.0.1' });
  return Number(new URL(await listening).port);
}

const stagedFiles = () => filesOnDisk().filter((f) => f.startsWith('.tmp'));

/**
 * Sends the multipart body of `parts` over real HTTP up to `sendBytes` (by default all but its last bytes, so the
 * body never ends) and then stalls. Resolves with the answer, or fails when none came within 5 seconds; `staged`
 * is every staging file seen while waiting.
 */
async function stalledUpload(url: string, cookie: Cookie, parts: Part[], sendBytes?: number) {
  const body = multipart(parts);
  const port = await serverPort();
  const seen = new Set<string>();
  const watch = setInterval(() => {
    for (const f of stagedFiles()) seen.add(f);
  }, 10);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: url,
    headers: {
      ...body.headers,
      origin: APP_URL,
      cookie: `${SESSION_COOKIE}=${cookie}`,
      'content-length': String(body.payload.length),
    },
  });
  req.on('error', () => {});
  try {
    const answer = new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        req.once('response', (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              body: Buffer.concat(chunks).toString(),
              headers: res.headers,
            }),
          );
          res.on('error', reject);
        });
      },
    );
    req.write(body.payload.subarray(0, sendBytes ?? body.payload.length - 64));
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('no answer within 5 s: the server waits for the body')),
        5_000,
      );
    });
    const res = await Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
    for (const f of stagedFiles()) seen.add(f);
    return { ...res, staged: [...seen] };
  } finally {
    clearInterval(watch);
    req.destroy();
  }
}

describe('an upload the client abandons', () => {
  it('leaves nothing on disk when the connection drops halfway through a file', async () => {
    const w = await world();
    const before = filesOnDisk();
    const socket = net.connect(await serverPort(), '127.0.0.1');
    await once(socket, 'connect');
    const boundary = '----afgebroken';
    socket.write(
      `POST /api/projects/${w.projectId}/documents HTTP/1.1\r\nHost: localhost\r\nOrigin: ${APP_URL}\r\n` +
        `Cookie: ${SESSION_COOKIE}=${w.pro.cookie}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${8 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="half.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    );
    socket.write(pdf(2 * 1024 * 1024));
    await waitFor(() => filesOnDisk().some((f) => f.startsWith('.tmp')));
    socket.destroy();
    await waitFor(() => filesOnDisk().length === before.length);
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });
});

describe('an oversized file over real HTTP', () => {
  it('is refused with 413 as soon as it passes 10 MB, without waiting for the rest of the body, nothing staged', async () => {
    const w = await world();
    const before = filesOnDisk();
    const started = Date.now();
    const answer = await stalledUpload(`/api/projects/${w.projectId}/documents`, w.pro.cookie, [
      file('te-groot.pdf', pdf(MAX_UPLOAD_BYTES + 1024 * 1024)),
    ]);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({
      error: 'Bestand is te groot (maximaal 10 MB)',
      fieldErrors: { files: 'te-groot.pdf: Bestand is te groot (maximaal 10 MB)' },
    });
    expect(answer.headers.connection).toBe('close');
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(stagedFiles()).toEqual([]);
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });
});

describe('a broken multipart body', () => {
  const post = (url: string, payload: Buffer | string, contentType: string, cookie: Cookie) =>
    t.request({ method: 'POST', url, payload, headers: { 'content-type': contentType }, cookie });

  it("is 400 'Ongeldige invoer' without a boundary, cut short, or with a broken part header; nothing on disk", async () => {
    const w = await world(undefined, 'taxatie');
    const before = filesOnDisk();
    const full = multipart([file('rapport.pdf', pdf(64 * 1024))]);
    const url = `/api/projects/${w.projectId}/documents`;
    const step = multipart([
      { name: 'projectId', value: w.projectId },
      { name: 'step', value: '2' },
      file('rapport.pdf', pdf(64 * 1024), 'file'),
    ]);
    const boundaryOf = (h: Record<string, string>) => h['content-type']!.split('boundary=')[1]!;
    const cases: [string, string, Buffer | string, string][] = [
      ['no boundary', url, full.payload, 'multipart/form-data'],
      ['cut inside the file', url, full.payload.subarray(0, 40 * 1024), full.headers['content-type']!],
      [
        'no closing delimiter',
        url,
        full.payload.subarray(0, full.payload.length - 8),
        full.headers['content-type']!,
      ],
      [
        'step report cut short',
        '/api/upload',
        step.payload.subarray(0, 30 * 1024),
        step.headers['content-type']!,
      ],
      [
        'broken part header',
        url,
        `--${boundaryOf(full.headers)}\r\nnonsense without a colon\r\n\r\nabc\r\n--${boundaryOf(full.headers)}`,
        full.headers['content-type']!,
      ],
    ];
    for (const [name, target, payload, contentType] of cases) {
      const res = await post(target, payload, contentType, w.pro.cookie);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(400);
      expect(res.json().error, name).toBe('Ongeldige invoer');
    }
    // A body cut short ends the request before its staged part is unlinked: that removal may finish a moment after
    // the 400, so the disk is checked until it is clean (two seconds at most).
    await expect.poll(filesOnDisk, { timeout: 2_000 }).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
  });
});

describe('a step number of POST /api/projects/:id/documents', () => {
  it("must be a step of the project's workflow", async () => {
    const w = await world(undefined, 'taxatie');
    const before = filesOnDisk();
    for (const parts of [
      [{ name: 'stepNumber', value: '4' }, file('x.pdf', pdf())],
      [file('x.pdf', pdf()), { name: 'stepNumber', value: '4' }],
    ]) {
      const res = await upload(w.projectId, parts, w.pro.cookie);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toBe('Stap 4 bestaat niet in deze workflow');
      expect(res.json().fieldErrors).toEqual({ stepNumber: 'Stap 4 bestaat niet in deze workflow' });
    }
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(w.projectId)).toBe(0);
    // Any step of it will do, with a report or not.
    const ok = await upload(
      w.projectId,
      [{ name: 'stepNumber', value: '3' }, file('x.pdf', pdf())],
      w.pro.cookie,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().documents[0].stepNumber).toBe(3);
  });
});

describe("deleting a step's report", () => {
  it('is refused with 409 while a step names it, and allowed once the step names another', async () => {
    const w = await world(undefined, 'taxatie');
    const doc = await uploadOne(w, w.pro.cookie);
    const other = await uploadOne(w, w.pro.cookie, 'nieuw.pdf');
    await t.database.db.insert(projectSteps).values({
      projectId: w.projectId,
      stepNumber: 2,
      title: 'Taxatierapport',
      status: 'completed',
      stepData: { rapport: documentDownloadUrl(doc.id), taxatieWaarde: '€ 425.000' },
    });
    for (const cookie of [w.pro.cookie, w.admin.cookie]) {
      const res = await remove(doc.id, cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toBe(
        'Dit document is het rapport van stap 2. Vervang eerst het rapport in die stap.',
      );
    }
    expect(await documentCount(w.projectId)).toBe(2);
    expect((await download(doc.id, w.consumer.cookie)).statusCode).toBe(200);

    await t.database.db
      .update(projectSteps)
      .set({ stepData: { rapport: documentDownloadUrl(other.id) } })
      .where(eq(projectSteps.projectId, w.projectId));
    expect((await remove(doc.id, w.pro.cookie)).statusCode).toBe(200);
    expect((await remove(other.id, w.pro.cookie)).statusCode).toBe(409);
  });

  it('records whom an admin viewed as in the audit when deleting while viewing as the professional', async () => {
    const w = await world();
    const doc = await uploadOne(w, w.pro.cookie);
    const admin = await t.loginAs('admin');
    await t.viewAs(admin.cookie, w.pro.id);
    expect((await remove(doc.id, admin.cookie)).statusCode).toBe(200);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.delete'), eq(auditLog.entityId, doc.id)));
    expect(entry!.actorId).toBe(admin.id);
    expect(entry).toMatchObject({ actingUserId: w.pro.id, actingRole: 'professional' });
    expect(entry!.details).toMatchObject({ projectId: w.projectId });
  });
});

describe('rate limit', () => {
  it('allows 60 uploads per person in 10 minutes, then 429 with nothing stored', async () => {
    await awayFromWindowEdge(10 * 60_000, 20_000);
    const pro = await t.loginAs('professional');
    const row = await insertProject(t.database.db, {
      type: 'taxatie',
      consumerId: people.consumer.id,
      formData: {},
    });
    await t.database.db.update(projects).set({ professionalId: pro.id }).where(eq(projects.id, row.id));
    for (let i = 0; i < 60; i++) {
      const res = await upload(row.id, [file(`f${i}.pdf`, pdf())], pro.cookie);
      expect(res.statusCode, res.body).toBe(201);
    }
    const before = filesOnDisk();
    const refused = await upload(row.id, [file('te-veel.pdf', pdf())], pro.cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatch(/^U heeft te veel bestanden geüpload/);
    expect(filesOnDisk()).toEqual(before);
    expect(await documentCount(row.id)).toBe(60);
  });
});
