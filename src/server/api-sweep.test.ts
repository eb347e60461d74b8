// The API sweep (docs/decisions/0012-hostile-input.md): every operation of the app's own OpenAPI document
// (and every route app.routeAccess knows that the document hides), as each role its access rule allows, with
// hostile input: malformed JSON, wrong types, odd strings (NUL and other control characters, right-to-left override,
// astral characters, a lone surrogate, 20,000 characters), prototype keys, deep nesting, hostile path and query
// values and broken multipart. Every answer must come (within a time limit), be below 500, carry no stack trace and
// no SQL, and a 4xx must be our JSON error shape (with a code from src/shared/errors.ts); the app must be healthy afterwards.
//
// Nothing here names a route: a new route is swept as soon as it exists. Bodies start from a valid-looking value
// generated from the route's request schema, so one odd field reaches as deep into the handler as it can; the few
// bodies a generator cannot guess (a request form inside a record, a step's fields, a known specialisation) come
// from KNOWN_GOOD.
//
// Rate limits are off in this app (RATE_LIMIT_DISABLED, the benchmark's flag): the sweep sends thousands of requests
// from one address and a 429 would hide what the handler behind it does. The limits have tests of their own.
import { randomUUID } from 'node:crypto';
import { documentDownloadUrl } from '@shared/documents/schemas';
import { ERROR_CODES } from '@shared/errors';
import { ROLES, type Role } from '@shared/users/roles';
import { type StepField, stepDefinition } from '@shared/workflows';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, type Part, pdf } from './test/files';
import {
  exampleAankoopmakelaar,
  exampleBouwkundige,
  exampleHypotheekAdviseurRequest,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleVerkoopmakelaar,
} from './test/fixtures/requests';
import { createTestApp, type TestApp } from './test/helpers';

/** Longest a single answer may take before the sweep calls it unanswered. */
const ANSWER_TIMEOUT_MS = 15_000;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
  nullable?: boolean;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  method: string;
  /** Fastify's form: /api/projects/:id */
  route: string;
  access: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body?: JsonSchema;
}

type Caller = Role | null;
interface Actor {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

/** Request bodies a schema-driven generator cannot guess: a request form's or a step's fields inside a record. */
const KNOWN_GOOD: Record<string, (refs: Refs) => unknown> = {
  'POST /api/public/aankoopmakelaar': () => exampleAankoopmakelaar(uniqueEmail()),
  'POST /api/public/taxatie': () => exampleTaxatie(uniqueEmail()),
  'POST /api/public/hypotheekadviseur': () => exampleHypotheekadviseur(uniqueEmail()),
  'POST /api/public/hypotheek-adviseur': () => exampleHypotheekAdviseurRequest(uniqueEmail()),
  'POST /api/public/bouwkundige': () => exampleBouwkundige(uniqueEmail()),
  'POST /api/auth/register-and-create-project': () => {
    const email = uniqueEmail();
    return {
      serviceType: 'verkoopmakelaar',
      userData: { firstName: 'Jan', lastName: 'Jansen', email, phone: '0612345678' },
      projectData: exampleVerkoopmakelaar(email),
    };
  },
  'POST /api/projects': () => ({ type: 'taxatie', formData: exampleTaxatie(uniqueEmail()) }),
  'PUT /api/professional-profile': () => ({
    specializations: ['taxatie'],
    experience: 'Tien jaar',
    certifications: 'NRVT',
    serviceArea: 'Utrecht',
  }),
  // The sweep's project is a valuation; its step 1 is completed (path parameter n is 1).
  'POST /api/projects/:id/steps/:n/complete': (refs) => ({
    ...stepSample('taxatie', 1, refs),
    notes: 'Sweep',
  }),
  'PUT /api/projects/:id/steps/:n': (refs) => ({ stepData: stepSample('taxatie', 1, refs) }),
};

/** Valid data for a step of a workflow, from its definition. */
function stepSample(type: string, n: number, refs: Refs): Record<string, unknown> {
  const value = (f: Pick<StepField, 'type' | 'options' | 'columns'>): unknown => {
    switch (f.type) {
      case 'date':
        return '2030-01-01';
      case 'time':
        return '10:00';
      case 'datetime':
        return '2030-01-01T10:00';
      case 'select':
        return f.options?.[0]?.value;
      case 'yesno':
        return 'ja';
      case 'number':
        return 1;
      case 'currency':
        return 100;
      case 'pdf':
        return documentDownloadUrl(refs.documentId);
      case 'table':
        return [Object.fromEntries((f.columns ?? []).map((c) => [c.name, value(c)]))];
      default:
        return 'Sweep';
    }
  };
  return Object.fromEntries((stepDefinition(type, n)?.fields ?? []).map((f) => [f.name, value(f)]));
}

let emailCounter = 0;
const uniqueEmail = () => `sweep${++emailCounter}-${randomUUID().slice(0, 6)}@test.nl`;

// ---------------------------------------------------------------------------------------------------------------
// Hostile values

const LONG = 'a'.repeat(20_000);
/** Odd strings put in every field of a body, one field at a time. */
const ODD_STRINGS: Record<string, string> = {
  nul: 'a\u0000b',
  controls: '\u001b[31m\u0007\u0008\u000b\u000c\u007f\u0085',
  rtlAstral: '\u202Egnp.exe 𝕏🏠 \u200B\uFEFF',
  loneSurrogate: 'x\uD800y',
  long: LONG,
  blank: '   ',
  sql: "' or 1=1--; drop table users; --",
  crlf: 'regel 1\r\nregel 2',
};

/** Path parameter values, raw in the URL (percent-encoding and all). */
const HOSTILE_PATH = [
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  encodeURIComponent("' or 1=1--"),
  '%00',
  'a%00b',
  '%1B%5B31m',
  '%ED%A0%80', // a lone surrogate, as WTF-8
  '%FF',
  '%',
  encodeURIComponent('\u202Eabc𝕏'),
  'x'.repeat(5_000),
  randomUUID(),
  '00000000-0000-0000-0000-000000000000',
  '-1',
  '1e309',
  '99999999999999999999',
  '__proto__',
  'constructor',
];

/** Query values, raw in the URL. */
const HOSTILE_QUERY = [
  '%00',
  'a%00b',
  '%1B%5B31m%07',
  '%ED%A0%80',
  '%FF',
  '%',
  encodeURIComponent('\u202Eabc 𝕏🏠'),
  LONG,
  encodeURIComponent("' or 1=1--"),
  encodeURIComponent('%_\\'),
  '',
  'abc',
  '-1',
  '1.5',
  '1e309',
];

/** Raw JSON texts that are broken, or valid JSON of the wrong shape. */
const BROKEN_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'nul',
  '[1,2',
  '\u0000',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  '[]',
  'null',
  '"tekst"',
  '123',
  'true',
  '\uFEFF{}',
];

// ---------------------------------------------------------------------------------------------------------------
// Reading the OpenAPI document

function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }, access: Map<string, string>) {
  const ops: Operation[] = [];
  const seen = new Set<string>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Parameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      };
      const method = m.toUpperCase();
      const route = path.replace(/\{([^}]+)\}/g, ':$1');
      const key = `${method} ${route}`;
      seen.add(key);
      ops.push({
        method,
        route,
        access: access.get(key) ?? 'unknown',
        pathParams: (op.parameters ?? []).filter((p) => p.in === 'path'),
        queryParams: (op.parameters ?? []).filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  // Routes the document hides (the document itself): swept too, without schema knowledge.
  for (const [key, rule] of access) {
    if (seen.has(key)) continue;
    const [method, route] = key.split(' ') as [string, string];
    const pathParams = [...route.matchAll(/:([A-Za-z]+)/g)].map((m) => ({
      name: m[1]!,
      in: 'path' as const,
    }));
    ops.push({ method, route, access: rule, pathParams, queryParams: [] });
  }
  // Deleting last: a deleted document or user makes the routes after it answer 404 only.
  const order = (m: string) => (m === 'GET' ? 0 : m === 'DELETE' ? 2 : 1);
  return ops.sort((a, b) => order(a.method) - order(b.method));
}

/** Who the sweep sends an operation as: everyone for a public route, each allowed role otherwise. */
function callersFor(access: string): Caller[] {
  if (access === 'public') return [null, ...ROLES];
  if (access === 'user') return [...ROLES];
  if (access === 'realAdmin') return ['admin'];
  return access.split('|').filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}

// ---------------------------------------------------------------------------------------------------------------
// A valid-looking value for a schema

interface Refs {
  projectUuid: string;
  projectRef: string;
  documentId: string;
  professionalId: string;
  victimId: string;
}

const PATTERN_CANDIDATES = ['1', '12', '250000', '45A', '1012 LG', 'AB-2026-00001', 'Sweep'];

function sampleString(name: string, s: JsonSchema, refs: Refs): string {
  if (s.enum?.length) return String(s.enum[0]);
  if (s.format === 'uuid' || s.pattern?.includes('[0-9a-fA-F]{8}')) {
    if (/project/i.test(name)) return refs.projectUuid;
    if (/professional/i.test(name)) return refs.professionalId;
    return refs.victimId;
  }
  if (s.format === 'email' || /mail/i.test(name)) return uniqueEmail();
  if (/password/i.test(name)) return 'Geheim123!Sweep';
  if (/phone|telefoon|contactnummer/i.test(name)) return '0612345678';
  if (/postcode/i.test(name)) return '1012 LG';
  if (/date|datum/i.test(name)) return '2030-01-01';
  if (s.pattern) {
    const re = new RegExp(s.pattern, 'u');
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  let value = 'Sweep tekst';
  if (s.minLength && value.length < s.minLength) value = value.padEnd(s.minLength, 'x');
  if (s.maxLength && value.length > s.maxLength) value = value.slice(0, s.maxLength);
  return value;
}

function sample(name: string, s: JsonSchema | undefined, refs: Refs, depth = 0): unknown {
  if (!s || depth > 6) return {};
  if (s.default !== undefined) return s.default;
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (s.enum?.length) return s.enum[0];
  switch (type) {
    case 'string':
      return sampleString(name, s, refs);
    case 'integer':
    case 'number':
      return s.minimum !== undefined && s.minimum > -1e9 ? Math.max(s.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'array':
      return [sample(name, s.items, refs, depth + 1)];
    default: {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(s.properties ?? {}))
        out[key] = sample(key, prop, refs, depth + 1);
      return out;
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Variants of a body

type Path = (string | number)[];

/** Every value in a body with its path: the containers too (for a wrong type), the leaves (for odd strings). */
function pathsOf(value: unknown, path: Path = [], out: Path[] = []): Path[] {
  if (path.length > 0) out.push(path);
  if (Array.isArray(value)) {
    if (value.length > 0) pathsOf(value[0], [...path, 0], out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) pathsOf(v, [...path, k], out);
  }
  return out;
}

function setAt(value: unknown, path: Path, leaf: unknown): unknown {
  const copy = structuredClone(value);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = leaf;
  return copy;
}

function getAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) node = (node as Record<string | number, unknown>)?.[key];
  return node;
}

const wrongTypeFor = (v: unknown): unknown =>
  typeof v === 'string'
    ? 12345
    : typeof v === 'number'
      ? 'abc'
      : typeof v === 'boolean'
        ? 'ja'
        : Array.isArray(v)
          ? { 0: 'x' }
          : v && typeof v === 'object'
            ? ['x']
            : 'x';

/** Nested arrays `levels` deep, as JSON text. */
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** JSON text of `base` with raw members added (keys JSON.stringify would not write, such as __proto__). */
function withRawMembers(base: unknown, members: string): string {
  const json = JSON.stringify(base ?? {});
  if (!json.startsWith('{')) return `{${members}}`;
  return json === '{}' ? `{${members}}` : `{${members},${json.slice(1)}`;
}

// ---------------------------------------------------------------------------------------------------------------
// Judging an answer

const STACK = [
  /\n\s+at \S/,
  /\bat .*\.(ts|js|mjs|cjs):\d+/,
  /\.ts:\d+/,
  /node_modules/,
  /\/work\//,
  /src\/server\//,
];
const SQL = [
  /\bselect\s.+\sfrom\s/i,
  /insert into/i,
  /syntax error/i,
  /violates/i,
  /postgres/i,
  /pglite/i,
  /relation "/i,
  /invalid byte sequence/i,
  /unicode escape/i,
  /duplicate key/i,
  /\bSQLSTATE\b/i,
];

const isErrorCode = (code: unknown) => (ERROR_CODES as readonly unknown[]).includes(code);

function judge(res: LightMyRequestResponse | null, what: string, problems: string[]) {
  if (!res) {
    problems.push(`${what}: no answer within ${ANSWER_TIMEOUT_MS} ms`);
    return;
  }
  const body = res.body;
  if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode} ${body.slice(0, 200)}`);
  for (const re of STACK) if (re.test(body)) problems.push(`${what}: stack trace in the answer (${re})`);
  if (res.statusCode >= 400) {
    for (const re of SQL) if (re.test(body)) problems.push(`${what}: SQL in the answer (${re})`);
    let json: { code?: unknown; error?: unknown; message?: unknown } | undefined;
    try {
      json = JSON.parse(body);
    } catch {
      json = undefined;
    }
    if (typeof json?.error !== 'string' || typeof json.message !== 'string' || !isErrorCode(json.code))
      problems.push(`${what}: ${res.statusCode} without the JSON error shape: ${body.slice(0, 120)}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------

let t: TestApp;
const actors = {} as Record<Role, Actor>;
let refs: Refs;
let realPathValues: string[];
let requestCount = 0;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  for (const role of ROLES) {
    const user = await t.loginAs(role, role === 'professional' ? { specializations: ['taxatie'] } : {});
    actors[role] = { id: user.id, email: user.email, password: user.password, cookie: user.cookie };
  }
  const victim = await t.createUser({ role: 'consumer' });

  // A real project with everything around it, made through the API: assigned, its workflow started, a document,
  // a message (and so notifications).
  const created = await t.request({
    method: 'POST',
    url: '/api/projects',
    cookie: actors.consumer.cookie,
    payload: { type: 'taxatie', formData: exampleTaxatie(actors.consumer.email) },
  });
  expect(created.statusCode, created.body).toBe(201);
  const project = created.json().project as { id: string; projectId: string };
  const assigned = await t.request({
    method: 'PATCH',
    url: `/api/projects/${project.id}/assign`,
    cookie: actors.admin.cookie,
    payload: { professionalId: actors.professional.id },
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const started = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/steps/initialize`,
    cookie: actors.professional.cookie,
  });
  expect(started.statusCode, started.body).toBeLessThan(300);
  const body = multipart([
    { name: 'category', value: 'report' },
    { name: 'files', filename: 'rapport.pdf', content: pdf() },
  ]);
  const uploaded = await t.request({
    method: 'POST',
    url: `/api/projects/${project.id}/documents`,
    cookie: actors.professional.cookie,
    payload: body.payload,
    headers: body.headers,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const sent = await t.request({
    method: 'POST',
    url: '/api/messages/send',
    cookie: actors.consumer.cookie,
    payload: { subject: 'Vraag', message: 'Wanneer komt u?', projectId: project.id },
  });
  expect(sent.statusCode, sent.body).toBeLessThan(300);
  const notes = await t.request({ method: 'GET', url: '/api/notifications', cookie: actors.consumer.cookie });
  const notificationId = (notes.json() as { id: string }[])[0]?.id ?? randomUUID();

  refs = {
    projectUuid: project.id,
    projectRef: project.projectId,
    documentId: uploaded.json().documents[0].id,
    professionalId: actors.professional.id,
    victimId: victim.id,
  };
  realPathValues = [refs.projectUuid, refs.projectRef, refs.documentId, notificationId, refs.victimId];
});

afterAll(async () => {
  await t?.close();
});

/** One request through the real app, with a time limit; null when no answer came. */
async function send(opts: {
  method: string;
  url: string;
  caller: Caller;
  payload?: string | Buffer;
  contentType?: string;
  headers?: Record<string, string>;
}): Promise<LightMyRequestResponse | null> {
  requestCount++;
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.contentType) headers['content-type'] = opts.contentType;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      t.request({
        method: opts.method as 'GET',
        url: opts.url,
        cookie: opts.caller ? actors[opts.caller].cookie : null,
        payload: opts.payload,
        headers,
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A caller's session as it should be: an operation may have signed it out or switched it to another user. */
async function ensureSession(caller: Caller) {
  if (!caller) return;
  const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: actors[caller].cookie });
  if (me.statusCode === 200 && me.json().id === actors[caller].id) return;
  actors[caller].cookie = await t.login(actors[caller].email, actors[caller].password);
}

const fill = (route: string, values: Record<string, string>) =>
  route.replace(/:([A-Za-z]+)/g, (_, name: string) => values[name] ?? 'x');

const isIntegerParam = (p: Parameter) => p.schema?.type === 'integer' || p.schema?.type === 'number';

/** Sweeps one operation as one caller; returns the problems found. */
async function sweepOperation(op: Operation, caller: Caller): Promise<string[]> {
  const problems: string[] = [];
  const who = caller ?? 'anonymous';
  const label = (what: string) => `${op.method} ${op.route} as ${who}: ${what}`;
  const hasBody = op.method !== 'GET' && op.method !== 'HEAD';
  const knownGood = KNOWN_GOOD[`${op.method} ${op.route}`];
  const baseline = () => (knownGood ? knownGood(refs) : op.body ? sample('', op.body, refs) : {});
  const run = async (what: string, opts: Omit<Parameters<typeof send>[0], 'caller' | 'method'>) => {
    const res = await send({ ...opts, method: op.method, caller });
    judge(res, label(what), problems);
    return res;
  };
  const json = (value: unknown) => ({ payload: JSON.stringify(value), contentType: 'application/json' });
  const baseBody = () => (hasBody ? json(baseline()) : {});

  // Path parameters: each hostile value in turn, the others real; the real value that reaches furthest (not a 404)
  // is used for everything after.
  const chosen: Record<string, string> = {};
  for (const p of op.pathParams) chosen[p.name] = isIntegerParam(p) ? '1' : realPathValues[0]!;
  for (const p of op.pathParams) {
    if (!isIntegerParam(p)) {
      let best: { value: string; rank: number } | undefined;
      for (const value of realPathValues) {
        const res = await run(`path ${p.name}=${value}`, {
          url: fill(op.route, { ...chosen, [p.name]: value }),
          ...baseBody(),
        });
        // A success reaches furthest, then a refusal by the service (404, 409), then one by the schema (400).
        const rank = !res ? 0 : res.statusCode < 300 ? 3 : res.statusCode === 400 ? 1 : 2;
        if (!best || rank > best.rank) best = { value, rank };
      }
      chosen[p.name] = best!.value;
    }
    for (const value of HOSTILE_PATH) {
      await run(`path ${p.name}=${value.slice(0, 40)}`, {
        url: fill(op.route, { ...chosen, [p.name]: value }),
        ...baseBody(),
      });
    }
  }
  const url = fill(op.route, chosen);

  // Query parameters: the declared ones one at a time, repeated, and keys no route declares.
  for (const q of op.queryParams) {
    for (const value of HOSTILE_QUERY)
      await run(`query ${q.name}=${value.slice(0, 40)}`, { url: `${url}?${q.name}=${value}`, ...baseBody() });
    await run(`query ${q.name} twice`, { url: `${url}?${q.name}=a&${q.name}=b`, ...baseBody() });
  }
  for (const query of [
    '__proto__=x&constructor[prototype][x]=1&__proto__[admin]=1',
    'onbekend=%00',
    `a[b][c][d][e]=${encodeURIComponent('\u202E')}`,
  ])
    await run(`query ${query}`, { url: `${url}?${query}`, ...baseBody() });

  if (!hasBody) return problems;

  // Whole bodies: broken JSON, JSON of the wrong shape, other content types, too large.
  for (const raw of BROKEN_JSON)
    await run(`body ${JSON.stringify(raw)}`, { url, payload: raw, contentType: 'application/json' });
  await run('empty JSON body', { url, payload: '', contentType: 'application/json' });
  await run('body too large', {
    url,
    payload: `{"a":"${'a'.repeat(1024 * 1024 + 10)}"}`,
    contentType: 'application/json',
  });
  await run('invalid UTF-8 JSON', {
    url,
    payload: Buffer.concat([
      Buffer.from('{"a":"'),
      Buffer.from([0xff, 0xfe, 0xed, 0xa0, 0x80]),
      Buffer.from('"}'),
    ]),
    contentType: 'application/json',
  });
  await run('JSON as UTF-16', {
    url,
    payload: JSON.stringify(baseline()),
    contentType: 'application/json; charset=utf-16',
  });
  for (const contentType of [
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    'application/octet-stream',
  ])
    await run(`content type ${contentType}`, { url, payload: 'a=%00&b=1', contentType });

  // Prototype keys, hostile keys and deep nesting next to a valid body.
  const base = baseline();
  await run('__proto__ key', {
    url,
    payload: withRawMembers(base, '"__proto__":{"role":"admin","isAdmin":true}'),
    contentType: 'application/json',
  });
  await run('constructor.prototype key', {
    url,
    payload: withRawMembers(base, '"constructor":{"prototype":{"role":"admin"}}'),
    contentType: 'application/json',
  });
  await run('NUL in a key', {
    url,
    payload: withRawMembers(base, '"a\\u0000b":"x"'),
    contentType: 'application/json',
  });
  await run('lone surrogate in a key', {
    url,
    payload: withRawMembers(base, '"\\ud800":"x"'),
    contentType: 'application/json',
  });
  await run('deep nesting', {
    url,
    payload: withRawMembers(base, `"diep":${deepJson(100_000)}`),
    contentType: 'application/json',
  });
  await run('baseline', { url, ...json(base) });

  // One field at a time: a wrong type, each odd string; containers (records, lists) also get hostile keys,
  // nesting and prototype members inside.
  for (const path of pathsOf(base)) {
    const at = path.join('.');
    const current = getAt(base, path);
    await run(`${at} wrong type`, { url, ...json(setAt(baseline(), path, wrongTypeFor(current))) });
    await run(`${at} null`, { url, ...json(setAt(baseline(), path, null)) });
    if (current && typeof current === 'object') {
      const inner = Array.isArray(current)
        ? ['\u0000', 'x\uD800']
        : { 'a\u0000b': 'x', k: 'a\u0000b', l: 'x\uD800' };
      await run(`${at} hostile inside`, { url, ...json(setAt(baseline(), path, inner)) });
      // As text: JSON.stringify itself gives up on nesting this deep.
      const marker = '"__diep__"';
      const deep = Array.isArray(current) ? deepJson(5_000) : `{"diep":${deepJson(5_000)}}`;
      await run(`${at} deep inside`, {
        url,
        payload: JSON.stringify(setAt(baseline(), path, '__diep__')).replace(marker, deep),
        contentType: 'application/json',
      });
      continue;
    }
    for (const [kind, odd] of Object.entries(ODD_STRINGS))
      await run(`${at} ${kind}`, { url, ...json(setAt(baseline(), path, odd)) });
  }

  // Multipart: broken bodies, then each text field (the route's JSON properties and the upload fields) with each odd
  // string, next to a real file; hostile file names.
  const broken = [
    { what: 'multipart without boundary', contentType: 'multipart/form-data', payload: 'a' },
    {
      what: 'multipart garbage',
      contentType: 'multipart/form-data; boundary=xyz',
      payload: 'hello\r\n\r\n--',
    },
    {
      what: 'multipart cut short',
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nContent-Disposition: form-data; name="files"; filename="a.pdf"\r\n\r\n%PDF-1.4',
    },
    {
      what: 'multipart part without headers',
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\n\r\nwaarde\r\n--xyz--\r\n',
    },
    {
      what: 'multipart NUL in a field name',
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nContent-Disposition: form-data; name="a\u0000b"\r\n\r\nx\r\n--xyz--\r\n',
    },
  ];
  for (const b of broken) await run(b.what, { url, payload: b.payload, contentType: b.contentType });

  const fieldValues: Record<string, string> = {
    projectId: refs.projectUuid,
    // Step 2 of the sweep's valuation takes a report.
    step: '2',
    stepNumber: '2',
    category: 'report',
    description: 'Sweep',
  };
  if (base && typeof base === 'object' && !Array.isArray(base))
    for (const [k, v] of Object.entries(base)) if (typeof v === 'string') fieldValues[k] ??= v;
  const form = (fields: Record<string, string>, files: Part[] = []) => {
    const m = multipart([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
    return { payload: m.payload, contentType: m.headers['content-type']! };
  };
  const pdfPart = (name: string, filename = 'rapport.pdf'): Part => ({ name, filename, content: pdf() });
  // The file field the route takes: the name whose upload gets furthest.
  let fileField = { name: 'files', rank: -1 };
  for (const name of ['file', 'files']) {
    const res = await run(`multipart with a file named ${name}`, {
      url,
      ...form(fieldValues, [pdfPart(name)]),
    });
    const rank = !res ? 0 : res.statusCode < 300 ? 2 : 1;
    if (rank > fileField.rank) fileField = { name, rank };
  }
  for (const field of Object.keys(fieldValues)) {
    for (const [kind, odd] of Object.entries(ODD_STRINGS)) {
      await run(`multipart ${field} ${kind}`, {
        url,
        ...form({ ...fieldValues, [field]: odd }, [pdfPart(fileField.name)]),
      });
    }
  }
  for (const name of ['file', 'files']) {
    for (const filename of [
      'a\u0000b.pdf',
      '../../etc/passwd',
      '\u202Efdp.exe',
      `${'x'.repeat(5_000)}.pdf`,
      '\uD800.pdf',
      '\u001b[31m.pdf',
    ])
      await run(`multipart ${name} named ${JSON.stringify(filename.slice(0, 20))}`, {
        url,
        ...form(fieldValues, [pdfPart(name, filename)]),
      });
  }
  return problems;
}

describe('the API sweep', () => {
  it('answers every operation, as every role it allows, with hostile input below 500 and without internals', async () => {
    const started = Date.now();
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const access = new Map(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    const ops = operationsOf(doc, access);
    expect(ops.length).toBeGreaterThanOrEqual(t.app.routeAccess.length);

    const problems: string[] = [];
    for (const op of ops) {
      if (op.access === 'unknown') problems.push(`${op.method} ${op.route}: no access rule known`);
      for (const caller of callersFor(op.access)) {
        await ensureSession(caller);
        problems.push(...(await sweepOperation(op, caller)));
      }
    }
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.info(`API sweep: ${ops.length} operations, ${requestCount} requests in ${seconds} s`);
    expect(problems.slice(0, 50), `${problems.length} problems`).toEqual([]);

    // Healthy afterwards: the database answers and a signed-in request works.
    const health = await t.request({ method: 'GET', url: '/healthz' });
    expect(health.statusCode, health.body).toBe(200);
    await ensureSession('consumer');
    const me = await t.request({ method: 'GET', url: '/api/auth/user', cookie: actors.consumer.cookie });
    expect(me.statusCode).toBe(200);
  }, 600_000);
});
