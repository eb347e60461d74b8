// The documents API once more with its files in an S3-compatible bucket (s3rver) instead of DATA_DIR/uploads: the
// path from upload to delete, refusals that leave nothing, and a bucket that is away for a while (decision 0017).
// The rules themselves (who may, types, limits, names) are tested on the local disk in documents.test.ts.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { SESSION_COOKIE } from '@shared/constants';
import type { ProjectDocument } from '@shared/documents/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema';
import { STORAGE_UNAVAILABLE } from '../../storage/files';
import { exe, type Part, pdf, png } from '../../test/files';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { type S3TestServer, startS3Server } from '../../test/s3-server';

let s3: S3TestServer;
let t: TestApp;
let pro: TestUser & { cookie: string };
let consumer: TestUser & { cookie: string };
let projectId: string;
beforeAll(async () => {
  s3 = await startS3Server();
  // Nodes that share a bucket share one configured key too: nothing of their own on disk.
  t = await createTestApp({ S3_URL: s3.url, TWO_FACTOR_KEY: 'c3'.repeat(32) });
  pro = await t.loginAs('professional');
  consumer = await t.loginAs('consumer');
  const project = await t.createProject({
    consumerId: consumer.id,
    professionalId: pro.id,
    status: 'assigned',
  });
  projectId = project.id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

const upload = (parts: Part[]) => t.postMultipart(`/api/projects/${projectId}/documents`, parts, pro.cookie);
const download = (id: string) =>
  t.request({ method: 'GET', url: `/api/documents/${id}/download`, cookie: consumer.cookie });
const objects = async () => (await s3.keys()).filter((k) => k.startsWith('uploads/'));
/** What is on this node's disk under DATA_DIR: only staging may be there, and only while an upload runs. */
function localFiles(): string[] {
  return readdirSync(t.config.dataDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(t.config.dataDir, path.join(d.parentPath, d.name)));
}
const storedNameOf = async (id: string) =>
  (await t.database.db.select().from(documents).where(eq(documents.id, id)))[0]!.storedName;

describe('documents on object storage', () => {
  it('uploads into the bucket, lists, downloads from it with the same headers, and deletes the object', async () => {
    expect(t.app.ctx.storage.kind).toBe('s3');
    const content = png();
    const res = await upload([
      { name: 'category', value: 'photo' },
      { name: 'files', filename: 'voorgevel.png', content },
      { name: 'files', filename: 'rapport.pdf', content: pdf(200_000) },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json().documents as ProjectDocument[];
    const photo = stored.find((d) => d.originalName === 'voorgevel.png');
    const report = stored.find((d) => d.originalName === 'rapport.pdf');
    const names = [await storedNameOf(photo!.id), await storedNameOf(report!.id)];
    expect(await objects()).toEqual(expect.arrayContaining(names.map((n) => `uploads/${n}`)));
    expect((await s3.read(`uploads/${names[0]}`))!.equals(content)).toBe(true);
    // Nothing of it stays on this node: another node serves it from the bucket.
    expect(localFiles()).toEqual([]);

    const listed = await t.request({
      method: 'GET',
      url: `/api/projects/${projectId}/documents`,
      cookie: consumer.cookie,
    });
    expect((listed.json() as ProjectDocument[]).map((d) => d.id)).toEqual(
      expect.arrayContaining([photo!.id, report!.id]),
    );

    const got = await download(photo!.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['content-length']).toBe(String(content.length));
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(got.headers['content-disposition']).toContain('filename="voorgevel.png"');
    expect(got.rawPayload.equals(content)).toBe(true);
    expect((await download(report!.id)).rawPayload.length).toBe(200_000);

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/documents/${photo!.id}`,
      cookie: pro.cookie,
    });
    expect(removed.statusCode).toBe(200);
    expect(await objects()).not.toContain(`uploads/${names[0]}`);
    expect(await objects()).toContain(`uploads/${names[1]}`);
    expect((await download(photo!.id)).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket or on disk when one file of a request is refused', async () => {
    const before = await objects();
    const res = await upload([
      { name: 'files', filename: 'goed.pdf', content: pdf() },
      { name: 'files', filename: 'setup.pdf', content: exe() },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await objects()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });

  it('answers 404 for a document whose object is gone, as on disk', async () => {
    const res = await upload([{ name: 'files', filename: 'weg.pdf', content: pdf() }]);
    const doc = (res.json().documents as ProjectDocument[])[0]!;
    await t.app.ctx.storage.remove(await storedNameOf(doc.id));
    const got = await download(doc.id);
    expect(got.statusCode).toBe(404);
    expect(got.json().error).toBe('Document niet gevonden');
  });

  it('while the bucket is away: /healthz says so, files answer 503 in Dutch, the rest works; all back after', async () => {
    const content = pdf(50_000);
    const res = await upload([{ name: 'files', filename: 'blijft.pdf', content }]);
    const doc = (res.json().documents as ProjectDocument[])[0]!;
    const before = await objects();
    const rows = (await t.database.db.select().from(documents)).length;

    await s3.stop();
    try {
      const health = await t.request({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({
        status: 'degraded',
        storage: 's3',
        unavailable: ['storage'],
        error: 'De bestandsopslag (s3) is niet bereikbaar',
      });

      const got = await download(doc.id);
      expect(got.statusCode).toBe(503);
      expect(got.headers['retry-after']).toBe('5');
      expect(got.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        error: STORAGE_UNAVAILABLE,
        message: STORAGE_UNAVAILABLE,
      });
      expect(got.body).not.toMatch(/ECONN|127\.0\.0\.1|at .*\.ts/);

      const refused = await upload([{ name: 'files', filename: 'later.pdf', content: pdf() }]);
      expect(refused.statusCode).toBe(503);
      expect(refused.json().error).toBe(STORAGE_UNAVAILABLE);
      expect(localFiles()).toEqual([]);
      expect((await t.database.db.select().from(documents)).length).toBe(rows);

      // The process and everything that needs no file carry on.
      const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: consumer.cookie });
      expect(me.statusCode).toBe(200);
    } finally {
      await s3.start();
    }

    expect(await objects()).toEqual(before);
    expect((await t.request({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const again = await download(doc.id);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(content)).toBe(true);
  });

  it('ends a download the store cuts off halfway, and serves it whole once the store is back', async () => {
    const content = pdf(10 * 1024 * 1024);
    const res = await upload([{ name: 'files', filename: 'groot.pdf', content }]);
    const doc = (res.json().documents as ProjectDocument[])[0]!;
    // Over real HTTP: the body streams from the bucket through the app while the client reads it.
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const headers = { cookie: `${SESSION_COOKIE}=${consumer.cookie}` };
    const got = await fetch(`${base}/api/documents/${doc.id}/download`, { headers });
    expect(got.status).toBe(200);
    const reader = got.body!.getReader();
    let received = (await reader.read()).value!.length;
    await s3.stop();
    try {
      await expect(
        (async () => {
          for (let r = await reader.read(); !r.done; r = await reader.read()) received += r.value.length;
        })(),
      ).rejects.toThrow();
      expect(received).toBeLessThan(content.length);
    } finally {
      await s3.start();
    }
    const again = await fetch(`${base}/api/documents/${doc.id}/download`, { headers });
    expect(again.status).toBe(200);
    expect(Buffer.from(await again.arrayBuffer()).equals(content)).toBe(true);
  });
});
