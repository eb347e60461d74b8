import { ERROR_CODES } from '@shared/errors';
import { ROLES, type Role } from '@shared/users/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { openPglite } from './db/client';
import { createTestApp, type TestApp } from './test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * The authorization matrix: every API route and who may call it. A new route fails this test until it is added
 * here with its rule, so no route ships without a deliberate decision.
 */
const MATRIX: Record<string, string> = {
  'GET /healthz': 'public',
  // The operator's figures: no session; a bearer token (METRICS_TOKEN), else 404 (modules/metrics).
  'GET /metrics': 'public',
  'GET /api/openapi.json': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/login': 'public',
  'GET /api/auth/user': 'public', // 204 for a visitor, 401 for an ended session (decision 0001)
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  'POST /api/auth/validate-reset-token': 'public',
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/resend-verification': 'user',
  'POST /api/auth/verify-email': 'public',
  'POST /api/auth/switch-user': 'user',
  'GET /api/auth/switch-targets': 'realAdmin',
  'GET /api/admin/demo-accounts': 'admin',
  // Two-factor sign-in (decision 0025): the sign-in's second step needs no session, only its pending cookie.
  'POST /api/auth/2fa/verify': 'public',
  'POST /api/auth/2fa/setup': 'user',
  'POST /api/auth/2fa/enable': 'user',
  'POST /api/auth/2fa/disable': 'user',
  'POST /api/admin/users/:userId/2fa/reset': 'admin',
  'GET /api/notifications': 'user',
  'GET /api/notifications/count': 'user',
  'POST /api/notifications/:id/mark-read': 'user',
  'POST /api/notifications/mark-all-read': 'user',
  'POST /api/feedback': 'user',
  'GET /api/feedback': 'admin',
  'POST /api/public/aankoopmakelaar': 'public',
  'POST /api/public/taxatie': 'public',
  'POST /api/public/hypotheekadviseur': 'public',
  'POST /api/public/hypotheek-adviseur': 'public',
  'POST /api/public/bouwkundige': 'public',
  'POST /api/auth/register-and-create-project': 'public',
  'POST /api/projects': 'consumer',
  'GET /api/addresses/search': 'public',
  'GET /api/addresses/details/:id': 'public',
  'GET /api/addresses/lookup': 'public',
  'GET /api/config/google-maps-key': 'public',
  'GET /api/users': 'admin',
  'GET /api/admin/users/:userId': 'admin',
  'POST /api/admin/reset-user-password': 'admin',
  'DELETE /api/admin/users/:id': 'admin',
  'POST /api/admin/create-professional': 'admin',
  'GET /api/profile': 'user',
  'PATCH /api/profile': 'user',
  'GET /api/profile/export': 'user',
  'POST /api/profile/delete': 'user',
  'GET /api/professional-profile': 'professional',
  'PUT /api/professional-profile': 'professional',
  'GET /api/projects': 'admin|consumer',
  'GET /api/projects/assigned': 'professional',
  'GET /api/projects/consumer': 'consumer',
  'GET /api/projects/counts': 'user',
  'GET /api/projects/:id': 'user',
  'PATCH /api/projects/:id/assign': 'admin',
  'POST /api/projects/:id/assign': 'admin',
  'GET /api/projects/:id/messages': 'user',
  'POST /api/messages/send': 'user',
  'PATCH /api/projects/:id/status': 'professional|admin',
  'POST /api/projects/:id/reopen': 'admin',
  'GET /api/users/professionals': 'admin',
  'GET /api/users/counts': 'admin',
  'GET /api/projects/:id/documents': 'user',
  'POST /api/projects/:id/documents': 'professional|admin',
  'POST /api/upload': 'professional|admin',
  'DELETE /api/documents/:id': 'professional|admin',
  'GET /api/documents/:id/download': 'user',
  'POST /api/projects/:id/document-requests': 'professional|admin',
  'GET /api/projects/:id/document-requests': 'user',
  'GET /api/document-requests': 'consumer|professional',
  'POST /api/document-requests/:id/files': 'consumer',
  'DELETE /api/document-requests/:id/files/:documentId': 'consumer',
  'POST /api/document-requests/:id/accept': 'professional|admin',
  'POST /api/document-requests/:id/reject': 'professional|admin',
  'GET /api/projects/:id/steps': 'user',
  'POST /api/projects/:id/steps/initialize': 'professional|admin',
  'POST /api/projects/:id/steps/:n/complete': 'professional|admin',
  'PUT /api/projects/:id/steps/:n': 'professional|admin',
  'POST /api/invoices': 'professional|admin',
  'GET /api/invoices/project/:projectId': 'user',
  'GET /api/invoices/:id/download': 'user',
  'GET /api/invoices/:id/pdf': 'user',
  'POST /api/invoices/:id/resend': 'professional|admin',
  'PATCH /api/invoices/:id': 'professional|admin',
  'GET /api/invoices/:id/preview': 'professional|admin',
  'POST /api/invoices/:id/send': 'professional|admin',
  'POST /api/admin/invoices/:id/paid-by-transfer': 'admin',
  'GET /api/professional/invoices': 'professional',
  'POST /api/invoices/:id/credit-note': 'admin',
  'POST /api/invoices/:id/create-payment': 'consumer',
  'GET /api/invoices/:id/payment-status': 'user',
  'GET /api/admin/revenue': 'admin',
  'GET /api/admin/revenue/history': 'admin',
  'GET /api/admin/revenue/export': 'admin',
  'POST /api/admin/revenue/payout': 'admin',
  'GET /api/admin/payouts': 'admin',
  'GET /api/professional/payouts': 'professional',
  'GET /api/payouts/:id': 'user',
  'GET /api/payouts/:id/pdf': 'user',
  'PATCH /api/admin/payouts/:id': 'admin',
  'POST /api/admin/payouts/sepa': 'admin',
  'POST /api/leads/create': 'professional',
  'GET /api/leads/my-leads': 'professional',
  'GET /api/leads/fee-summary': 'professional',
  'POST /api/public/leads/opt-out/status': 'public',
  'POST /api/public/leads/opt-out': 'public',
  // Appointments (decision 0036): a project's for whoever sees it, one's own, the calendar link and its feed.
  'GET /api/projects/:id/appointments': 'user',
  'GET /api/appointments': 'user',
  'GET /api/calendar/token': 'user',
  'POST /api/calendar/token': 'user',
  'DELETE /api/calendar/token': 'user',
  'GET /api/calendar/:token.ics': 'public',
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/export.csv': 'admin',
  // The provider's webhook: no session, no Origin; trusted for nothing but a payment id (decision 0016).
  'POST /api/payments/webhook': 'public',
  // The built-in test checkout's page (only while it is the payment provider).
  'GET /test-checkout/:paymentId': 'public',
  'POST /test-checkout/:paymentId': 'public',
};

/** The one state-changing API route that takes requests from elsewhere: the payment provider's webhook. */
const ORIGIN_EXEMPT = ['POST /api/payments/webhook'];

describe('the app', () => {
  it('declares an access rule for every API route, exactly as in the matrix', () => {
    const actual = Object.fromEntries(t.app.routeAccess.map((r) => [`${r.method} ${r.url}`, r.access]));
    expect(actual).toEqual(MATRIX);
  });

  it('enforces every declared rule on a real request: 401 signed out, 403 for each role left out', async () => {
    const cookies = {} as Record<Role, string>;
    for (const role of ROLES) cookies[role] = (await t.loginAs(role)).cookie;
    // An admin viewing the portal as a consumer counts as that consumer (switch-user).
    const viewing = (await t.loginAs('admin')).cookie;
    const someConsumer = await t.createUser({ role: 'consumer' });
    await t.viewAs(viewing, someConsumer.id);

    const unknownId = '00000000-0000-4000-8000-000000000000';
    const problems: string[] = [];
    for (const { method, url, access } of t.app.routeAccess) {
      if (access === 'public' || !url.startsWith('/api/')) continue;
      const path = url.replace(/:[A-Za-z]+/g, unknownId);
      const call = (cookie?: string) =>
        t.request({ method: method as 'GET', url: path, cookie, payload: method === 'GET' ? undefined : {} });
      const anonymous = await call();
      if (anonymous.statusCode !== 401) problems.push(`${method} ${url} signed out: ${anonymous.statusCode}`);
      const allowed = access === 'user' ? ROLES : access === 'realAdmin' ? ['admin'] : access.split('|');
      for (const role of ROLES.filter((r) => !allowed.includes(r))) {
        const res = await call(cookies[role]);
        if (res.statusCode !== 403) problems.push(`${method} ${url} as ${role}: ${res.statusCode}`);
      }
      if (access !== 'realAdmin' && !allowed.includes('consumer')) {
        const res = await call(viewing);
        if (res.statusCode !== 403)
          problems.push(`${method} ${url} as admin viewing as consumer: ${res.statusCode}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses every state-changing API request without our Origin or Referer', async () => {
    const { cookie } = await t.loginAs('admin');
    const problems: string[] = [];
    for (const { method, url } of t.app.routeAccess) {
      if (method === 'GET' || !url.startsWith('/api/') || ORIGIN_EXEMPT.includes(`${method} ${url}`))
        continue;
      const res = await t.request({
        method: method as 'POST',
        url: url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
        cookie,
        payload: {},
        headers: { origin: 'https://evil.example' },
      });
      if (res.statusCode !== 403) problems.push(`${method} ${url}: ${res.statusCode}`);
    }
    expect(problems).toEqual([]);
  });

  it("allows Google's Places script only when a Maps key is configured", async () => {
    const csp = (await t.request({ method: 'GET', url: '/healthz' })).headers['content-security-policy'];
    expect(csp).not.toContain('maps.googleapis.com');
    const withKey = await createTestApp({ GOOGLE_MAPS_API_KEY: 'test-key' });
    try {
      const res = await withKey.request({ method: 'GET', url: '/healthz' });
      expect(res.headers['content-security-policy']).toMatch(
        /script-src 'self' https:\/\/maps\.googleapis\.com/,
      );
    } finally {
      await withKey.close();
    }
  });

  it('refuses to start with an API route that declares no access rule', async () => {
    const database = openPglite(undefined);
    const app = await buildApp(t.config, { database, workers: false });
    expect(() => app.get('/api/zonder-regel', async () => ({}))).toThrow(/declares no access rule/);
    await app.close();
    await database.close();
  });

  it('answers /healthz when the database answers', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('ok');
  });

  it('serves the OpenAPI document generated from the route schemas, and its viewer', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('email');
    expect(doc.paths['/api/notifications/{id}/mark-read']).toBeTruthy();
    const viewer = await t.request({ method: 'GET', url: '/api/docs/' });
    expect(viewer.statusCode).toBe(200);
    expect(viewer.headers['content-type']).toContain('text/html');
  });

  it('documents the error body with every error code, as a possible answer of every operation', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.components.schemas.ErrorResponse;
    expect(schema.required).toEqual(['code', 'error', 'message']);
    expect(schema.properties.code.enum).toEqual([...ERROR_CODES]);
    expect(schema.properties.code.description).toContain('src/shared/errors.ts');
    const ref = { $ref: '#/components/schemas/ErrorResponse' };
    let operations = 0;
    for (const methods of Object.values(doc.paths) as Array<Record<string, { responses: object }>>) {
      for (const operation of Object.values(methods)) {
        operations++;
        expect(operation.responses).toMatchObject({
          '4XX': { content: { 'application/json': { schema: ref } } },
          '5XX': { content: { 'application/json': { schema: ref } } },
        });
      }
    }
    expect(operations).toBeGreaterThan(50);
  });

  it('answers an unknown API path with a Dutch JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/bestaat-niet' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', error: 'Niet gevonden', message: 'Niet gevonden' });
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('never shows a stack trace: an internal failure is a Dutch 500', async () => {
    const database = openPglite(undefined);
    const app = await buildApp(t.config, { database, workers: false });
    app.get('/api/kapot', { config: { access: 'public' } }, async () => {
      throw new Error('secret internals at /srv/app.ts:12');
    });
    const res = await app.inject({ method: 'GET', url: '/api/kapot' });
    expect(res.statusCode).toBe(500);
    expect(res.json().error).toBe('Er is een interne fout opgetreden. Probeer het later opnieuw.');
    expect(res.body).not.toContain('secret');
    await app.close();
    await database.close();
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.nl', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe('Het verzoek is te groot');
  });
});
