import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { DocumentRequest } from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { MAX_UPLOAD_BYTES, type ProjectDocument } from '@shared/documents/schemas';
import { todayInAmsterdam } from '@shared/workflows/validation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, notifications } from '../../db/schema';
import { exe, type Part, pdf, png } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let consumer: Signed;
let otherConsumer: Signed;
let pro: Signed;
let otherPro: Signed;
let admin: Signed;
/** An admin viewing the portal as `consumer`. */
let viewing: string;

beforeAll(async () => {
  t = await createTestApp();
  consumer = await t.loginAs('consumer', { firstName: 'Karin', lastName: 'Klant' });
  otherConsumer = await t.loginAs('consumer');
  pro = await t.loginAs('professional', { firstName: 'Hans', lastName: 'Hypotheek' });
  otherPro = await t.loginAs('professional');
  admin = await t.loginAs('admin');
  viewing = (await t.adminViewingAs(consumer)).cookie;
});
afterAll(async () => {
  await t.close();
});

async function project(status: 'assigned' | 'in_progress' | 'completed' | 'cancelled' = 'in_progress') {
  return t.createProject({
    type: 'hypotheekadviseur',
    consumerId: consumer.id,
    title: 'Hypotheek eerste woning',
    professionalId: pro.id,
    status,
  });
}

const ask = (projectId: string, body: unknown, cookie: string) =>
  t.post(`/api/projects/${projectId}/document-requests`, body, cookie);
const list = (projectId: string, cookie: string) =>
  t.get(`/api/projects/${projectId}/document-requests`, cookie);
const file = (filename: string, content: Buffer): Part => ({ name: 'files', filename, content });
const send = (requestId: string, parts: Part[], cookie: string) =>
  t.postMultipart(`/api/document-requests/${requestId}/files`, parts, cookie);
const accept = (requestId: string, cookie: string) =>
  t.post(`/api/document-requests/${requestId}/accept`, {}, cookie);
const reject = (requestId: string, reason: unknown, cookie: string) =>
  t.post(`/api/document-requests/${requestId}/reject`, { reason }, cookie);
const removeFile = (requestId: string, documentId: string, cookie: string) =>
  t.request({ method: 'DELETE', url: `/api/document-requests/${requestId}/files/${documentId}`, cookie });

async function askPayslip(projectId: string, cookie = pro.cookie): Promise<DocumentRequest> {
  const res = await ask(projectId, { title: 'Loonstrook', description: 'Van de laatste maand' }, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request;
}

async function sendPayslip(requestId: string, name = 'loonstrook.pdf'): Promise<DocumentRequest> {
  const res = await send(requestId, [file(name, pdf())], consumer.cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().request;
}

const auditOf = (action: string, entityId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

/** The next mail to `to` with this subject about project `ref` (earlier tests leave mails of other projects). */
async function mailAbout(to: string, subject: RegExp, ref: string) {
  for (;;) {
    const mail = await t.sink.waitFor(to, { subject });
    if (mail.text.includes(ref)) return mail;
  }
}

/** Every file under DATA_DIR/uploads (the staging folder included). */
function filesOnDisk(): string[] {
  const dir = path.join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((d) => d.isFile())
      .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
      .sort();
  } catch {
    return [];
  }
}

const inFuture = (days: number) => {
  const d = new Date(`${todayInAmsterdam()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

describe('POST /api/projects/:id/document-requests', () => {
  it('lets the assigned professional ask the consumer, who is told by notification and mail', async () => {
    const p = await project();
    const due = inFuture(7);
    const res = await ask(p.id, { title: 'Loonstrook', description: 'Van mei', dueDate: due }, pro.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().request as DocumentRequest;
    expect(request).toMatchObject({
      projectId: p.id,
      title: 'Loonstrook',
      description: 'Van mei',
      dueDate: due,
      status: 'open',
      rejectionReason: null,
      requestedByName: 'Hans Hypotheek',
      files: [],
    });
    const mail = await mailAbout(consumer.email, /Wij hebben een document van u nodig/, p.projectRef);
    expect(mail.text).toContain('Loonstrook');
    expect(mail.text).toContain(p.projectRef);
    expect(mail.links).toContain(`${t.config.appUrl}/project/${p.id}`);
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, consumer.id));
    expect(told.some((n) => n.title === M.askedTitle && n.linkUrl === `/project/${p.id}`)).toBe(true);
    expect(await auditOf('document_request.create', request.id)).toHaveLength(1);
  });

  it('lets an admin ask too, by the project reference', async () => {
    const p = await project('assigned');
    const res = await ask(p.projectRef, { title: 'ID-bewijs' }, admin.cookie);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().request.dueDate).toBeNull();
  });

  it('refuses a consumer (403, even on their own project), another professional and unknown projects (404)', async () => {
    const p = await project();
    expect((await ask(p.id, { title: 'X' }, consumer.cookie)).statusCode).toBe(403);
    expect((await ask(p.id, { title: 'X' }, viewing)).statusCode).toBe(403);
    const other = await ask(p.id, { title: 'X' }, otherPro.cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await ask('00000000-0000-4000-8000-000000000000', { title: 'X' }, pro.cookie)).statusCode).toBe(
      404,
    );
  });

  it('refuses bad input with Dutch field errors: no title, a due date in the past or no date at all', async () => {
    const p = await project();
    const empty = await ask(p.id, { title: '   ' }, pro.cookie);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.title).toBe(M.titleRequired);
    const past = await ask(p.id, { title: 'Loonstrook', dueDate: '2020-01-01' }, pro.cookie);
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.dueDate).toBe(M.dueDateInPast);
    const nonsense = await ask(p.id, { title: 'Loonstrook', dueDate: '2026-02-30' }, pro.cookie);
    expect(nonsense.statusCode).toBe(400);
    expect(nonsense.json().fieldErrors.dueDate).toBe(M.dueDateInvalid);
    const today = await ask(p.id, { title: 'Loonstrook', dueDate: todayInAmsterdam() }, pro.cookie);
    expect(today.statusCode).toBe(201);
  });

  it('asks nothing more on a completed or cancelled project (409)', async () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const p = await project(status);
      const res = await ask(p.id, { title: 'Loonstrook' }, pro.cookie);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('DOCUMENT_REQUEST_PROJECT_CLOSED');
    }
  });
});

describe('GET /api/projects/:id/document-requests', () => {
  it('shows the requests with their files to the consumer, the professional and an admin; 404 to others', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    await sendPayslip(r.id);
    for (const cookie of [consumer.cookie, pro.cookie, admin.cookie, viewing]) {
      const res = await list(p.id, cookie);
      expect(res.statusCode, res.body).toBe(200);
      const [only] = res.json() as DocumentRequest[];
      expect(only!.id).toBe(r.id);
      expect(only!.files.map((f) => f.originalName)).toEqual(['loonstrook.pdf']);
    }
    expect((await list(p.id, otherConsumer.cookie)).statusCode).toBe(404);
    expect((await list(p.id, otherPro.cookie)).statusCode).toBe(404);
  });
});

describe('GET /api/document-requests', () => {
  it("lists the consumer's waiting requests across their running projects, soonest due first", async () => {
    const me = await t.loginAs('consumer');
    const a = await t.createProject({
      type: 'hypotheekadviseur',
      consumerId: me.id,
      professionalId: pro.id,
      status: 'in_progress',
    });
    const b = await t.createProject({
      type: 'taxatie',
      consumerId: me.id,
      professionalId: pro.id,
      status: 'assigned',
    });
    const later = (
      await ask(a.id, { title: 'Werkgeversverklaring', dueDate: inFuture(20) }, pro.cookie)
    ).json().request;
    const sooner = (await ask(b.id, { title: 'Koopovereenkomst', dueDate: inFuture(2) }, pro.cookie)).json()
      .request;
    const none = (await ask(a.id, { title: 'ID-bewijs' }, pro.cookie)).json().request;
    const res = await t.get('/api/document-requests?status=open,rejected', me.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json();
    expect(items.map((i: { id: string }) => i.id)).toEqual([sooner.id, later.id, none.id]);
    expect(items[0]).toMatchObject({ projectRef: b.projectRef, projectType: 'taxatie' });
    // Another consumer sees none of them.
    const theirs = await t.get('/api/document-requests?status=open', otherConsumer.cookie);
    expect(theirs.json().some((i: { id: string }) => i.id === sooner.id)).toBe(false);
    // The assigned professional sees them; an admin has no such list.
    const mine = await t.get('/api/document-requests', pro.cookie);
    expect(mine.json().some((i: { id: string }) => i.id === sooner.id)).toBe(true);
    expect((await t.get('/api/document-requests', admin.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/document-requests?status=gek', me.cookie)).statusCode).toBe(400);
  });
});

describe('POST /api/document-requests/:id/files', () => {
  it("stores the consumer's files as project documents with the request's title and uploader, and tells the professional", async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    const res = await send(r.id, [file('mei.pdf', pdf()), file('juni.png', png())], consumer.cookie);
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json().request as DocumentRequest;
    expect(request.status).toBe('submitted');
    expect(request.files.map((f) => f.originalName).sort()).toEqual(['juni.png', 'mei.pdf']);
    const docs = (await t.get(`/api/projects/${p.id}/documents`, pro.cookie)).json() as ProjectDocument[];
    const mine = docs.filter((d) => d.uploadedBy === consumer.id);
    expect(mine).toHaveLength(2);
    for (const d of mine)
      expect(d).toMatchObject({ description: 'Loonstrook', uploadedByName: 'Karin Klant' });
    const mail = await mailAbout(pro.email, /Document ontvangen/, p.projectRef);
    expect(mail.text).toContain('2 bestanden');
    expect(mail.text).toContain('Loonstrook');
    expect(await auditOf('document_request.upload', mine[0]!.id)).toHaveLength(1);
    // The consumer can download what they sent.
    expect((await t.get(`/api/documents/${mine[0]!.id}/download`, consumer.cookie)).statusCode).toBe(200);
  });

  it('refuses the professional and an admin (403), another consumer (404), and keeps the plain upload refused', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    expect((await send(r.id, [file('a.pdf', pdf())], pro.cookie)).statusCode).toBe(403);
    expect((await send(r.id, [file('a.pdf', pdf())], admin.cookie)).statusCode).toBe(403);
    expect((await send(r.id, [file('a.pdf', pdf())], otherConsumer.cookie)).statusCode).toBe(404);
    expect(
      (await send('00000000-0000-4000-8000-000000000000', [file('a.pdf', pdf())], consumer.cookie))
        .statusCode,
    ).toBe(404);
    const plain = await t.postMultipart(
      `/api/projects/${p.id}/documents`,
      [file('a.pdf', pdf())],
      consumer.cookie,
    );
    expect(plain.statusCode).toBe(403);
  });

  it('leaves nothing on disk when it refuses an upload', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    const before = filesOnDisk();
    expect((await send(r.id, [file('a.pdf', pdf(200_000))], otherConsumer.cookie)).statusCode).toBe(404);
    expect((await send(r.id, [file('a.pdf', exe())], consumer.cookie)).statusCode).toBe(415);
    expect(filesOnDisk()).toEqual(before);
  });

  it('takes an admin viewing as the consumer as that consumer', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    const res = await send(r.id, [file('a.pdf', pdf())], viewing);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a wrong type (415), a file too large (413) and no file (400), keeping the request open', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    const bad = await send(r.id, [file('loonstrook.pdf', exe())], consumer.cookie);
    expect(bad.statusCode).toBe(415);
    expect(bad.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const big = await send(r.id, [file('groot.pdf', pdf(MAX_UPLOAD_BYTES + 1))], consumer.cookie);
    expect(big.statusCode).toBe(413);
    expect(big.json().code).toBe('PAYLOAD_TOO_LARGE');
    const none = await send(r.id, [], consumer.cookie);
    expect(none.statusCode).toBe(400);
    const [still] = (await list(p.id, consumer.cookie)).json() as DocumentRequest[];
    expect(still).toMatchObject({ status: 'open', files: [] });
  });

  it('refuses uploads into an accepted request and on a cancelled project (409)', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    await sendPayslip(r.id);
    expect((await accept(r.id, pro.cookie)).statusCode).toBe(200);
    const after = await send(r.id, [file('b.pdf', pdf())], consumer.cookie);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe('DOCUMENT_REQUEST_ACCEPTED');

    const q = await project();
    const open = await askPayslip(q.id);
    await t.database.db.execute(`update projects set status = 'cancelled' where id = '${q.id}'`);
    const closed = await send(open.id, [file('b.pdf', pdf())], consumer.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('DOCUMENT_REQUEST_PROJECT_CLOSED');
  });
});

describe('DELETE /api/document-requests/:id/files/:documentId', () => {
  it('lets the consumer remove their own upload until accepted; a request left empty is open again', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    const sent = await sendPayslip(r.id);
    const docId = sent.files[0]!.id;
    expect((await removeFile(r.id, docId, pro.cookie)).statusCode).toBe(403);
    expect((await removeFile(r.id, docId, otherConsumer.cookie)).statusCode).toBe(404);
    expect((await removeFile(r.id, '00000000-0000-4000-8000-000000000000', consumer.cookie)).statusCode).toBe(
      404,
    );
    const res = await removeFile(r.id, docId, consumer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().request).toMatchObject({ status: 'open', files: [] });
    expect(await auditOf('document_request.file_delete', docId)).toHaveLength(1);
    expect((await t.get(`/api/documents/${docId}/download`, consumer.cookie)).statusCode).toBe(404);

    const again = await sendPayslip(r.id);
    expect((await accept(r.id, pro.cookie)).statusCode).toBe(200);
    const late = await removeFile(r.id, again.files[0]!.id, consumer.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('DOCUMENT_REQUEST_ACCEPTED');
  });
});

describe('POST /api/document-requests/:id/accept and /reject', () => {
  it('refuses to accept a request with nothing uploaded (409)', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    const res = await accept(r.id, pro.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('DOCUMENT_REQUEST_NO_FILES');
  });

  it('rejects with a reason, the consumer uploads again, then it is accepted; the consumer is told each time', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    await sendPayslip(r.id, 'oud.pdf');
    const noReason = await reject(r.id, '  ', pro.cookie);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toBe(M.reasonRequired);

    const rejected = await reject(r.id, 'Dit is de loonstrook van vorig jaar', pro.cookie);
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().request).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Dit is de loonstrook van vorig jaar',
    });
    const rejectMail = await mailAbout(consumer.email, /Document afgekeurd/, p.projectRef);
    expect(rejectMail.text).toContain('Dit is de loonstrook van vorig jaar.');
    expect(await auditOf('document_request.reject', r.id)).toHaveLength(1);
    // Nothing new to judge until the consumer sends again.
    expect((await accept(r.id, pro.cookie)).json().code).toBe('DOCUMENT_REQUEST_NO_FILES');

    const resent = await sendPayslip(r.id, 'nieuw.pdf');
    expect(resent).toMatchObject({ status: 'submitted', rejectionReason: null });
    const accepted = await accept(r.id, admin.cookie);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().request.status).toBe('accepted');
    await mailAbout(consumer.email, /Document goedgekeurd/, p.projectRef);
    expect(await auditOf('document_request.accept', r.id)).toHaveLength(1);
    const again = await accept(r.id, pro.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DOCUMENT_REQUEST_ACCEPTED');
  });

  it('refuses the consumer (403) and another professional or consumer (404)', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    await sendPayslip(r.id);
    expect((await accept(r.id, consumer.cookie)).statusCode).toBe(403);
    expect((await reject(r.id, 'Nee', consumer.cookie)).statusCode).toBe(403);
    expect((await accept(r.id, otherPro.cookie)).statusCode).toBe(404);
    expect((await reject(r.id, 'Nee', otherPro.cookie)).statusCode).toBe(404);
    expect((await accept('not-a-uuid', pro.cookie)).statusCode).toBe(400);
    expect((await accept('00000000-0000-4000-8000-000000000000', pro.cookie)).statusCode).toBe(404);
  });

  it('lets one of two decisions at once win; the other is 409', async () => {
    const p = await project();
    const r = await askPayslip(p.id);
    await sendPayslip(r.id);
    const [a, b] = await Promise.all([accept(r.id, pro.cookie), reject(r.id, 'Onleesbaar', admin.cookie)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [final] = (await list(p.id, pro.cookie)).json() as DocumentRequest[];
    expect(final!.status).toBe(a.statusCode === 200 ? 'accepted' : 'rejected');
  });
});
