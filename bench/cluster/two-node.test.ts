// The two-node test: two app processes with separate DATA_DIRs on one PostgreSQL database, one
// S3-compatible bucket (s3rver) and one SMTP relay, driven through the real HTTP API as a browser behind a load
// balancer would be (our Origin, the session cookie, X-Forwarded-For). Nothing a request needs may live on one node.
// Run by scripts/test-all.sh (and so .ci/run) as a suite of its own: vitest.cluster.config.ts, npm run test:cluster.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PASSWORD } from '@shared/auth/demo-accounts';
import { SESSION_COOKIE } from '@shared/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PROJECTS } from '../../src/server/demo/seed';
import { migrationsFolder } from '../../src/server/lib/paths';
import { THROTTLE_RULES } from '../../src/server/modules/auth/throttle';
import { keyOf } from '../../src/server/storage/s3-files';
import { pdf } from '../../src/server/test/files';
import {
  assign,
  expectStatus,
  inParallel,
  login,
  makeInvoice,
  register,
  requestAppraisal,
  type SignedIn,
  saveCompanyDetails,
} from '../lib/portal-api';
import { type AppNode, startTwoNodes, type TwoNodes } from './harness';

const PASSWORD = 'Twee-Nodes-2026!';
const tag = Date.now().toString(36);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let env: TwoNodes;
let A: AppNode;
let B: AppNode;

beforeAll(async () => {
  env = await startTwoNodes((m) => console.log(`two-node: ${m}`));
  A = env.a;
  B = env.b;
}, 240_000);

afterAll(async () => {
  await env?.stop();
}, 120_000);

/** A fresh account through POST /api/auth/register on `node`. */
const newUser = (node: AppNode, name: string, role: 'consumer' | 'professional' = 'consumer') =>
  register(node.api, {
    email: `${name}-${tag}@twee.nl`,
    password: PASSWORD,
    role,
    firstName: name,
    lastName: 'Tweenode',
  });

/** The upload dialog's request: multipart with the file under `files`, our Origin and the session. */
async function upload(node: AppNode, sid: string, projectId: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('category', 'general');
  form.append('files', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), name);
  const res = await fetch(`${node.url}/api/projects/${projectId}/documents`, {
    method: 'POST',
    headers: { origin: new URL(env.appUrl).origin, cookie: `${SESSION_COOKIE}=${sid}` },
    body: form,
  });
  const body = (await res.json()) as { documents?: { id: string }[] };
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.documents![0]!.id;
}

/** A GET whose body is kept as bytes (downloads), with the headers a browser would act on. */
async function download(node: AppNode, sid: string, url: string) {
  const res = await fetch(`${node.url}${url}`, { headers: { cookie: `${SESSION_COOKIE}=${sid}` } });
  const body = Buffer.from(await res.arrayBuffer());
  const pick = [
    'content-type',
    'content-length',
    'content-disposition',
    'cache-control',
    'x-content-type-options',
  ];
  return {
    status: res.status,
    body,
    headers: Object.fromEntries(pick.map((h) => [h, res.headers.get(h)])),
  };
}

/** Every file under a folder, relative to it ([] when it does not exist). */
const filesUnder = (dir: string): string[] => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
};

describe('two app nodes on one PostgreSQL, one bucket and one SMTP relay', () => {
  it('(a) started at the same moment on an empty database, they migrate it once and seed it once', async () => {
    expect(env.bothWaitedForMigrationLock).toBe(true);
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const applied = await env.query<{ hash: string }>('select hash from drizzle.__drizzle_migrations');
    expect(applied).toHaveLength(journal.entries.length);
    expect(new Set(applied.map((r) => r.hash)).size).toBe(journal.entries.length);

    for (const node of [A, B]) {
      const health = await expectStatus(node.api, { method: 'GET', path: '/healthz' }, 200);
      expect(health.json).toMatchObject({ status: 'ok', database: 'postgres', storage: 's3' });
    }
    // Both started with SEED_DEMO=true: one seeded, the other found the data (its own copy of the demo report
    // removed from the bucket again).
    const demo = await env.query<{ n: number }>(
      `select count(*)::int as n from users where email = any($1)`,
      [DEMO_ACCOUNTS.map((a) => a.email)],
    );
    expect(demo[0]!.n).toBe(DEMO_ACCOUNTS.length);
    const projects = await env.query<{ n: number }>('select count(*)::int as n from projects');
    expect(projects[0]!.n).toBe(DEMO_PROJECTS.length);
    const stored = await env.query<{ name: string }>(
      `select stored_name as name from documents
       union all select pdf_stored_name from invoices where pdf_stored_name is not null`,
    );
    expect(await env.s3.keys()).toEqual(stored.map((r) => keyOf(r.name)).sort());
  });

  it('(b) a session made on A works on B, and signing out on B ends it on A', async () => {
    const user = await newUser(A, 'sessie');
    const session = await login(A.api, user.email, PASSWORD);
    const onB = await expectStatus(B.api, { method: 'GET', path: '/api/auth/user', sid: session.sid }, 200);
    expect(onB.json).toMatchObject({ id: user.id, email: user.email });
    await expectStatus(B.api, { method: 'POST', path: '/api/auth/logout', sid: session.sid }, 200);
    for (const node of [A, B])
      await expectStatus(node.api, { method: 'GET', path: '/api/auth/user', sid: session.sid }, 401);
  });

  describe('files and money across the nodes', () => {
    let admin: SignedIn;
    let pro: SignedIn;
    let consumer: SignedIn;
    let project: { id: string; ref: string };
    beforeAll(async () => {
      admin = await login(A.api, 'admin@demo.nl', DEMO_PASSWORD);
      pro = await newUser(A, 'taxateur', 'professional');
      await saveCompanyDetails(B.api, pro);
      consumer = await newUser(B, 'klant');
      project = await requestAppraisal(B.api, consumer);
      await assign(A.api, admin, project.id, pro);
    });

    it('(c) a document uploaded through A is listed, downloaded and deleted through B; A then answers 404', async () => {
      const before = await env.s3.keys();
      const bytes = pdf(200_000);
      const id = await upload(A, pro.sid, project.id, bytes, 'Taxatierapport Tweenode.pdf');

      const listed = await expectStatus(
        B.api,
        { method: 'GET', path: `/api/projects/${project.id}/documents`, sid: consumer.sid },
        200,
      );
      expect((listed.json as { id: string }[]).map((d) => d.id)).toContain(id);
      const viaA = await download(A, consumer.sid, `/api/documents/${id}/download`);
      const viaB = await download(B, consumer.sid, `/api/documents/${id}/download`);
      expect(viaB.status).toBe(200);
      expect(viaB.body.equals(bytes)).toBe(true);
      expect(viaB.headers).toEqual(viaA.headers);
      expect(viaB.headers).toMatchObject({ 'content-type': 'application/pdf', 'content-length': '200000' });

      // The file is in the bucket, on neither node's disk (staging there is emptied once a file is committed).
      const added = (await env.s3.keys()).filter((k) => !before.includes(k));
      expect(added).toHaveLength(1);
      expect((await env.s3.read(added[0]!))?.equals(bytes)).toBe(true);
      for (const node of [A, B]) {
        expect(filesUnder(path.join(node.dataDir, 'uploads'))).toEqual([]);
        expect(filesUnder(path.join(node.dataDir, 'staging'))).toEqual([]);
      }

      await expectStatus(B.api, { method: 'DELETE', path: `/api/documents/${id}`, sid: pro.sid }, 200);
      const gone = await download(A, consumer.sid, `/api/documents/${id}/download`);
      expect(gone.status).toBe(404);
      expect(JSON.parse(gone.body.toString()).error).toBe('Document niet gevonden');
      const listedOnA = await expectStatus(
        A.api,
        { method: 'GET', path: `/api/projects/${project.id}/documents`, sid: pro.sid },
        200,
      );
      expect((listedOnA.json as { id: string }[]).map((d) => d.id)).not.toContain(id);
      expect(await env.s3.keys()).toEqual(before);
    });

    it('(c) an invoice made through A: its PDF downloads through B and arrives by mail byte for byte; paid through the test checkout on A after starting on B, the professional is told once', async () => {
      const invoice = await makeInvoice(A.api, pro, project.id);
      const viaA = await download(A, pro.sid, `/api/invoices/${invoice.id}/download`);
      const viaB = await download(B, consumer.sid, `/api/invoices/${invoice.id}/download`);
      expect(viaB.status).toBe(200);
      expect(viaB.headers['content-type']).toBe('application/pdf');
      expect(viaB.body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(viaB.body.equals(viaA.body)).toBe(true);
      // Mailed by whichever node's outbox took it, the attachment read from the bucket.
      const mail = await env.sink.waitFor(consumer.email, {
        subject: new RegExp(`^Factuur ${invoice.invoiceNumber}`),
        timeoutMs: 20_000,
      });
      expect(mail.attachments).toHaveLength(1);
      expect(mail.attachments[0]!.content.equals(viaB.body)).toBe(true);

      // The test checkout's payment lives in the database: started on B, paid on A (twice: one outcome).
      const created = await expectStatus(
        B.api,
        { method: 'POST', path: `/api/invoices/${invoice.id}/create-payment`, sid: consumer.sid },
        200,
      );
      const { paymentId } = created.json as { paymentId: string };
      for (const node of [A, B]) {
        const paid = await node.api.send({
          method: 'POST',
          path: `/test-checkout/${paymentId}`,
          form: 'status=paid',
        });
        expect(paid.status).toBe(303);
      }
      for (const node of [A, B]) {
        const list = await expectStatus(
          node.api,
          { method: 'GET', path: `/api/invoices/project/${project.id}`, sid: consumer.sid },
          200,
        );
        expect(list.json).toMatchObject({ id: invoice.id, status: 'paid' });
      }
      await env.sink.waitFor(pro.email, { subject: /^Factuur betaald$/, timeoutMs: 20_000 });
      await sleep(1_000); // a few more outbox rounds on both nodes: nothing more may come
      expect(
        env.sink.mails.filter((m) => m.to.includes(pro.email) && m.subject === 'Factuur betaald'),
      ).toHaveLength(1);
    });
  });

  describe('(d) failed sign-ins are counted across both nodes', () => {
    // One source (both nodes see 127.0.0.1) at one account: the free failures, then each failure makes the next
    // attempt wait (modules/auth/throttle.ts), whichever node it reaches.
    const free = THROTTLE_RULES.accountSource.free;
    // One guesser: every attempt from the same address, whichever node the load balancer picks.
    const attempt = (node: AppNode, email: string, password: string) =>
      node.api.send({
        method: 'POST',
        path: '/api/auth/login',
        json: { email, password },
        from: '198.51.100.66',
      });

    it(`failed sign-ins alternating between A and B: ${free + 1} are tried, then 429 on either node`, async () => {
      const user = await newUser(B, 'gokker');
      for (let i = 0; i <= free; i++) {
        const r = await attempt(i % 2 ? B : A, user.email, `fout-${i}`);
        expect(r.status, `attempt ${i + 1}`).toBe(401);
      }
      for (const node of [A, B]) {
        const r = await attempt(node, user.email, PASSWORD);
        expect(r.status).toBe(429);
        expect((r.json as { error: string }).error).toMatch(/^Te veel mislukte inlogpogingen/);
      }
    });

    it(`20 wrong passwords sent at the same moment, half to each node: ${free + 1} are tried`, async () => {
      const user = await newUser(A, 'parallel');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? B : A, user.email, `raad-${i}`)),
      );
      const statuses = answers.map((r) => r.status);
      expect(statuses.filter((s) => s === 401)).toHaveLength(free + 1);
      expect(statuses.filter((s) => s === 429)).toHaveLength(20 - free - 1);
    });
  });

  it('(e) 100 mails queued through both nodes reach the relay exactly once each', async () => {
    const count = 100;
    // Each registration writes its welcome mail to the outbox in its own transaction; both nodes' outbox loops
    // claim from the one table while the registrations still come in.
    const users = await inParallel(
      Array.from({ length: count }, (_, i) => i),
      8,
      (i) => newUser(i % 2 ? B : A, `post${i}`),
    );
    const to = new Set(users.map((u) => u.email));
    const arrived = () => env.sink.mails.filter((m) => m.to.some((r) => to.has(r)));
    const by = Date.now() + 60_000;
    while (arrived().length < count && Date.now() < by) await sleep(200);
    await sleep(1_500); // several more rounds on both nodes: a mail sent twice would show now
    const mails = arrived();
    expect(mails).toHaveLength(count);
    expect(new Set(mails.map((m) => m.to[0])).size).toBe(count);
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(count);
    expect(new Set(mails.map((m) => m.subject))).toEqual(new Set(['Welkom bij Woonportaal']));
    const rows = await env.query<{ status: string; attempts: number; n: number }>(
      `select status, attempts, count(*)::int as n from mail_outbox where to_address = any($1)
       group by status, attempts`,
      [[...to]],
    );
    expect(rows).toEqual([{ status: 'sent', attempts: 1, n: count }]);
  });

  it('both nodes are still running and healthy', async () => {
    for (const node of [A, B]) {
      expect(node.exits()).toBe(0);
      await expectStatus(node.api, { method: 'GET', path: '/healthz' }, 200);
    }
  });
});
