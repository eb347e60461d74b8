// The text rule on the way in (docs/decisions/0012-hostile-input.md): the shared schemas and, under them, the
// safe-input hook refuse NUL, other control characters and lone surrogates in body, query, path and multipart
// fields with a Dutch 400 naming the field, before anything reaches the database.
import { INVALID_CHARACTERS, z } from '@shared/zod';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { openPglite } from '../db/client';
import { documents, projectSteps, users } from '../db/schema';
import { multipart, type Part, pdf } from '../test/files';
import { exampleTaxatie } from '../test/fixtures/requests';
import { createTestApp, ORIGIN, type TestApp } from '../test/helpers';
import { INVALID_INPUT } from './errors';
import { MAX_INPUT_DEPTH, TOO_DEEP, unsafeInputErrors } from './safe-input';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('unsafeInputErrors', () => {
  it('names every field that breaks the rule by its dotted path, keys at their object', () => {
    expect(
      unsafeInputErrors({
        name: 'ok',
        bad: 'a\u0000b',
        nested: { list: ['fine', 'x\uD800'], deeper: { 'sleutel\u0000': 1 } },
      }),
    ).toEqual({
      bad: INVALID_CHARACTERS,
      'nested.list.1': INVALID_CHARACTERS,
      'nested.deeper': INVALID_CHARACTERS,
    });
    expect(unsafeInputErrors('\u001b')).toEqual({ _: INVALID_CHARACTERS });
    expect(unsafeInputErrors({ 'a\u0000': 1 })).toEqual({ _: INVALID_CHARACTERS });
    expect(
      unsafeInputErrors({ a: 'tab\there', b: 'crlf\r\n', c: '\u202E𝕏', d: 12, e: null, f: true }),
    ).toEqual({});
  });

  it(`refuses nesting deeper than ${MAX_INPUT_DEPTH} levels, also 100,000 deep, without exhausting the stack`, () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(Object.values(unsafeInputErrors({ data: deep }))).toEqual([TOO_DEEP]);
    let ok: unknown = 'blad';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i++) ok = [ok];
    expect(unsafeInputErrors(ok)).toEqual({});
  });
});

describe('the API refuses hostile text with a Dutch 400 and stores nothing', () => {
  it('PATCH /api/profile with NUL in a name (once a 500 from PostgreSQL) changes nothing', async () => {
    const u = await t.loginAs('consumer', { firstName: 'Origineel' });
    for (const [payload, field] of [
      [{ firstName: 'Ja\u0000n', lastName: 'Jansen' }, 'firstName'],
      [{ firstName: 'Jan', lastName: 'Jan\uD800sen' }, 'lastName'],
      [{ firstName: 'Jan', lastName: 'Jansen', phone: '06\u0007123' }, 'phone'],
    ] as const) {
      const res = await t.request({ method: 'PATCH', url: '/api/profile', payload, cookie: u.cookie });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({
        code: 'BAD_REQUEST',
        error: INVALID_CHARACTERS,
        message: INVALID_CHARACTERS,
        fieldErrors: { [field]: INVALID_CHARACTERS },
      });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row).toMatchObject({ firstName: 'Origineel', lastName: 'Gebruiker', phone: null });
  });

  it('keeps tab, newline, carriage return, right-to-left text and emoji', async () => {
    const u = await t.loginAs('consumer');
    const res = await t.request({
      method: 'PATCH',
      url: '/api/profile',
      payload: { firstName: 'Zoë 🏠', lastName: 'שלום\tvan\r\nDijk' },
      cookie: u.cookie,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Zoë 🏠', lastName: 'שלום\tvan\r\nDijk' });
  });

  it('answers 401 before looking at the input of a signed-out caller', async () => {
    const res = await t.request({ method: 'PATCH', url: '/api/profile', payload: { firstName: '\u0000' } });
    expect(res.statusCode).toBe(401);
  });

  it('a query with NUL (once a 500 from the search) is a 400 naming the parameter', async () => {
    const admin = await t.loginAs('admin');
    for (const url of ['/api/projects?q=%00', '/api/users?q=a%00b', '/api/projects?q=ok&onbekend=%1B']) {
      const res = await t.request({ method: 'GET', url, cookie: admin.cookie });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe(INVALID_INPUT);
      expect(Object.values(res.json().fieldErrors)).toEqual([INVALID_CHARACTERS]);
    }
    const res = await t.request({ method: 'GET', url: '/api/projects?q=%00', cookie: admin.cookie });
    expect(res.json().fieldErrors).toEqual({ q: INVALID_CHARACTERS });
  });

  it('a lone surrogate in a form inside a record (once a 500 from jsonb) is a 400 naming the field', async () => {
    const consumer = await t.loginAs('consumer');
    const res = await t.request({
      method: 'POST',
      url: '/api/projects',
      payload: { type: 'taxatie', formData: { ...exampleTaxatie(consumer.email), comments: 'x\uD800' } },
      cookie: consumer.cookie,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'formData.comments': INVALID_CHARACTERS });
  });

  describe('multipart fields', () => {
    let project: string;
    let pro: { cookie: string };
    beforeAll(async () => {
      const consumer = await t.loginAs('consumer');
      const admin = await t.loginAs('admin');
      const professional = await t.loginAs('professional');
      pro = professional;
      const created = await t.request({
        method: 'POST',
        url: '/api/projects',
        payload: { type: 'taxatie', formData: exampleTaxatie(consumer.email) },
        cookie: consumer.cookie,
      });
      project = created.json().project.id;
      const assigned = await t.request({
        method: 'PATCH',
        url: `/api/projects/${project}/assign`,
        payload: { professionalId: professional.id },
        cookie: admin.cookie,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
    });

    const send = (url: string, parts: Part[]) => {
      const body = multipart(parts);
      return t.request({
        method: 'POST',
        url,
        payload: body.payload,
        headers: body.headers,
        cookie: pro.cookie,
      });
    };
    const storedDocuments = async () =>
      (await t.database.db.select().from(documents).where(eq(documents.projectId, project))).length;

    it('a description with NUL is a 400 naming it, and no document is stored', async () => {
      const res = await send(`/api/projects/${project}/documents`, [
        { name: 'description', value: 'Rapport\u0000' },
        { name: 'files', filename: 'rapport.pdf', content: pdf() },
      ]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        error: INVALID_CHARACTERS,
        fieldErrors: { description: INVALID_CHARACTERS },
      });
      expect(await storedDocuments()).toBe(0);
    });

    it('so are a step report’s projectId with a control character and a field name with NUL', async () => {
      const bad = await send('/api/upload', [
        { name: 'projectId', value: `${project}\u001b` },
        { name: 'step', value: '2' },
        { name: 'file', filename: 'rapport.pdf', content: pdf() },
      ]);
      expect(bad.statusCode, bad.body).toBe(400);
      expect(bad.json().fieldErrors).toEqual({ projectId: INVALID_CHARACTERS });
      const badName = await send(`/api/projects/${project}/documents`, [
        { name: 'descr\u0000iption', value: 'x' },
        { name: 'files', filename: 'rapport.pdf', content: pdf() },
      ]);
      expect(badName.statusCode, badName.body).toBe(400);
      expect(badName.json().fieldErrors).toEqual({ _: INVALID_CHARACTERS });
      expect(await storedDocuments()).toBe(0);
    });

    it('a step’s text field with NUL is refused and the step stays open', async () => {
      const started = await t.request({
        method: 'POST',
        url: `/api/projects/${project}/steps/initialize`,
        cookie: pro.cookie,
      });
      expect(started.statusCode, started.body).toBeLessThan(300);
      const res = await t.request({
        method: 'POST',
        url: `/api/projects/${project}/steps/1/complete`,
        payload: { notes: 'Notitie\u0000' },
        cookie: pro.cookie,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ notes: INVALID_CHARACTERS });
      const steps = await t.database.db
        .select()
        .from(projectSteps)
        .where(eq(projectSteps.projectId, project));
      expect(steps.every((s) => s.status !== 'completed')).toBe(true);
    });
  });
});

describe('the safety net under the schemas', () => {
  let app: FastifyInstance;
  const seen: unknown[] = [];
  beforeAll(async () => {
    app = await buildApp(t.config, { database: openPglite(undefined), workers: false });
    // Routes whose schemas forget the rule: a plain z.string(), z.unknown() and no schema at all.
    app.post(
      '/api/proef/:id',
      {
        config: { access: 'public' },
        schema: {
          params: z.object({ id: z.string() }),
          querystring: z.object({ q: z.string().optional() }),
          body: z.object({ naam: z.string(), extra: z.unknown().optional() }),
        },
      },
      async (req) => {
        seen.push(req.body);
        return { ok: true };
      },
    );
    app.post('/api/proef-zonder-schema', { config: { access: 'public' } }, async (req) => {
      seen.push(req.body);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  const post = (url: string, payload: unknown) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers: ORIGIN });

  it('refuses NUL and friends anywhere in body, query and path, before the handler runs', async () => {
    const cases: [string, unknown, Record<string, string>][] = [
      ['/api/proef/1', { naam: 'a\u0000b' }, { naam: INVALID_CHARACTERS }],
      ['/api/proef/1', { naam: 'a', extra: { lijst: ['\u007f'] } }, { 'extra.lijst.0': INVALID_CHARACTERS }],
      ['/api/proef/1', { naam: 'a', extra: { 'k\uD800': 1 } }, { extra: INVALID_CHARACTERS }],
      ['/api/proef/1?q=%00', { naam: 'a' }, { q: INVALID_CHARACTERS }],
      ['/api/proef/a%00b', { naam: 'a' }, { id: INVALID_CHARACTERS }],
      ['/api/proef-zonder-schema', { diep: { naam: '\u0085' } }, { 'diep.naam': INVALID_CHARACTERS }],
    ];
    for (const [url, payload, fieldErrors] of cases) {
      const res = await post(url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
    // As text: light-my-request's JSON.stringify would give up on nesting this deep.
    const deep = await app.inject({
      method: 'POST',
      url: '/api/proef-zonder-schema',
      payload: `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
      headers: { ...ORIGIN, 'content-type': 'application/json' },
    });
    expect(deep.statusCode).toBe(400);
    expect(Object.values(deep.json().fieldErrors)).toEqual([TOO_DEEP]);
    expect(seen).toEqual([]);
  });

  it('lets ordinary text through untouched', async () => {
    const res = await post('/api/proef/1?q=%F0%9D%95%8F', { naam: 'regel 1\r\nregel\t2 \u202E𝕏' });
    expect(res.statusCode, res.body).toBe(200);
    expect(seen).toEqual([{ naam: 'regel 1\r\nregel\t2 \u202E𝕏' }]);
  });
});
