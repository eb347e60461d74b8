// The portal's HTTP API as the bench and the webhook simulation use it to make their data: signing up, company
// details, a consumer's project, assigning it, the invoice, a payment. One small client over two transports: real
// HTTP (fetch, the bench) and app.inject (a Vitest test), so the same steps run in both.
import { SESSION_COOKIE } from '@shared/constants';
import type { FastifyInstance } from 'fastify';
import { COMPANY_DETAILS as TEST_COMPANY_DETAILS } from '../../src/server/test/fixtures/invoices';
import { exampleTaxatie } from '../../src/server/test/fixtures/requests';

export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** The `sid` cookie's value. */
  sid?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent form-encoded as it is (the payment provider's webhook: `id=tr_…`). */
  form?: string;
  /** Leave out the Origin header (the provider's webhook carries none). Default: sent, as a browser does. */
  noOrigin?: boolean;
  /** The visitor's address, where the API sits behind a load balancer (the two-node test); a new one by default. */
  from?: string;
}

export interface ApiResponse {
  status: number;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  headers: Record<string, string>;
  /** The `sid` the response set, if it set one. */
  sid?: string;
}

export interface Api {
  /** The app's APP_URL origin: what a state-changing request carries as its Origin. */
  origin: string;
  send(req: ApiRequest): Promise<ApiResponse>;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function bodyOf(req: ApiRequest): { headers: Record<string, string>; body?: string } {
  if (req.form !== undefined)
    return { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: req.form };
  if (req.json !== undefined)
    return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(req.json) };
  return { headers: {} };
}

const sidOf = (setCookies: string[]) =>
  setCookies.map((c) => new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(c)?.[1]).find(Boolean);

/** Real HTTP to a running app (its base URL is also its APP_URL). */
export function fetchApi(baseURL: string): Api {
  return {
    origin: new URL(baseURL).origin,
    async send(req) {
      const { headers, body } = bodyOf(req);
      const res = await fetch(`${baseURL}${req.path}`, {
        method: req.method,
        headers: {
          ...headers,
          ...(req.noOrigin ? {} : { origin: new URL(baseURL).origin }),
          ...(req.sid ? { cookie: `${SESSION_COOKIE}=${req.sid}` } : {}),
        },
        body,
      });
      const text = await res.text();
      return {
        status: res.status,
        text,
        json: parse(text),
        headers: Object.fromEntries(res.headers),
        sid: sidOf(res.headers.getSetCookie()),
      };
    },
  };
}

/** app.inject on an app in this process (a test's createTestApp()); `appUrl` is its APP_URL. */
export function injectApi(app: FastifyInstance, appUrl: string): Api {
  const origin = new URL(appUrl).origin;
  return {
    origin,
    async send(req) {
      const { headers, body } = bodyOf(req);
      const res = await app.inject({
        method: req.method,
        url: req.path,
        headers: {
          ...headers,
          ...(req.noOrigin ? {} : { origin }),
          ...(req.sid ? { cookie: `${SESSION_COOKIE}=${req.sid}` } : {}),
        },
        payload: body,
      });
      const setCookie = res.headers['set-cookie'];
      const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie];
      return {
        status: res.statusCode,
        text: res.body,
        json: parse(res.body),
        headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
        sid: sidOf(cookies),
      };
    },
  };
}

/** The request, which must answer `status`; else an error naming the request and the answer. */
export async function expectStatus(api: Api, req: ApiRequest, status: number): Promise<ApiResponse> {
  const res = await api.send(req);
  if (res.status !== status)
    throw new Error(
      `${req.method} ${req.path}: expected ${status}, got ${res.status} ${res.text.slice(0, 300)}`,
    );
  return res;
}

export interface SignedIn {
  id: string;
  email: string;
  sid: string;
}

/** A new account through POST /api/auth/register (consumer or professional), signed in by it. */
export async function register(
  api: Api,
  opts: {
    email: string;
    password: string;
    role: 'consumer' | 'professional';
    firstName: string;
    lastName: string;
  },
): Promise<SignedIn> {
  const res = await expectStatus(
    api,
    { method: 'POST', path: '/api/auth/register', json: { ...opts, phone: '0612345678' } },
    201,
  );
  const user = (res.json as { user: { id: string } }).user;
  if (!res.sid) throw new Error(`register ${opts.email}: no session cookie`);
  // A consumer's home address, where the invoices of requests that name only the home go (decision 0033).
  if (opts.role === 'consumer')
    await expectStatus(
      api,
      {
        method: 'PATCH',
        path: '/api/profile',
        sid: res.sid,
        json: { firstName: opts.firstName, lastName: opts.lastName, phone: '0612345678', ...HOME_ADDRESS },
      },
      200,
    );
  return { id: user.id, email: opts.email, sid: res.sid };
}

/** The bench consumers' home address. */
const HOME_ADDRESS = { straat: 'Benchlaan', huisnummer: '12', postcode: '1234 AB', plaats: 'Utrecht' };

export async function login(api: Api, email: string, password: string): Promise<SignedIn> {
  const res = await expectStatus(
    api,
    { method: 'POST', path: '/api/auth/login', json: { email, password, rememberMe: true } },
    200,
  );
  if (!res.sid) throw new Error(`login ${email}: no session cookie`);
  return { id: (res.json as { user: { id: string } }).user.id, email, sid: res.sid };
}

/** Company details as a professional fills them in on /profiel: the tests' own, under the bench's company name. */
export const COMPANY_DETAILS = { ...TEST_COMPANY_DETAILS, company: 'Bench Makelaardij B.V.' };

/** PUT /api/professional-profile with the company details (and the services offered). */
export async function saveCompanyDetails(api: Api, pro: SignedIn): Promise<void> {
  await expectStatus(
    api,
    {
      method: 'PUT',
      path: '/api/professional-profile',
      sid: pro.sid,
      json: { specializations: ['taxatie'], ...COMPANY_DETAILS },
    },
    200,
  );
}

/** The consumer's appraisal request through POST /api/projects; returns the project's uuid and reference. */
export async function requestAppraisal(api: Api, consumer: SignedIn): Promise<{ id: string; ref: string }> {
  const res = await expectStatus(
    api,
    {
      method: 'POST',
      path: '/api/projects',
      sid: consumer.sid,
      json: { type: 'taxatie', formData: exampleTaxatie(consumer.email) },
    },
    201,
  );
  const body = res.json as { projectId: string; project: { id: string } };
  return { id: body.project.id, ref: body.projectId };
}

/** An admin assigns the project to the professional (POST /api/projects/{id}/assign). */
export async function assign(api: Api, admin: SignedIn, projectId: string, pro: { id: string }) {
  await expectStatus(
    api,
    {
      method: 'POST',
      path: `/api/projects/${projectId}/assign`,
      sid: admin.sid,
      json: { professionalId: pro.id },
    },
    200,
  );
}

/**
 * The professional makes the project's invoice (POST /api/invoices, a draft) and sends it
 * (POST /api/invoices/{id}/send): numbered, rendered, stored and mailed.
 */
export async function makeInvoice(
  api: Api,
  pro: SignedIn,
  projectId: string,
): Promise<{ id: string; invoiceNumber: string }> {
  const made = await expectStatus(
    api,
    { method: 'POST', path: '/api/invoices', sid: pro.sid, json: { projectId } },
    201,
  );
  const { id } = made.json as { id: string };
  const sent = await expectStatus(
    api,
    { method: 'POST', path: `/api/invoices/${id}/send`, sid: pro.sid, json: {} },
    200,
  );
  return { id, invoiceNumber: (sent.json as { invoiceNumber: string }).invoiceNumber };
}

/** Runs `work` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
