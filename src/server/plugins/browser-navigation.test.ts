// "No route ever shows raw JSON to a browser" (decision 0041): a person who opens an /api/ address in the browser
// and meets an error gets the sign-in page or a Dutch error page; the web app's fetches and API clients still get
// the JSON error, and a download that succeeds is a download.
import { NAVIGATION_MESSAGES } from '@shared/auth/return-path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoicedProject, withCompanyDetails } from '../test/fixtures/invoices';
import { createTestApp, type TestApp } from '../test/helpers';
import { isBrowserNavigation } from './browser-navigation';

// What Chromium sends when a link or the address bar opens a page, and when the web app fetches.
const NAVIGATE = {
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-site': 'none',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
};
const FETCH = { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', accept: 'application/json' };

let t: TestApp;
let invoice: { id: string };
let consumerCookie: string;
let otherCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const pro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
  const consumer = await t.loginAs('consumer');
  consumerCookie = consumer.cookie;
  otherCookie = (await t.loginAs('consumer')).cookie;
  ({ invoice } = await invoicedProject(t, { consumerId: consumer.id, pro }));
});
afterAll(async () => {
  await t.close();
});

const download = () => `/api/invoices/${invoice.id}/download`;

describe('a browser opening an API address', () => {
  it('signed out: is sent to the sign-in page, not shown the JSON', async () => {
    const res = await t.request({ method: 'GET', url: download(), headers: NAVIGATE });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(NAVIGATION_MESSAGES.toSignIn);
    expect(res.body).not.toContain('"code"');
  });

  it('signed out, an older browser without Sec-Fetch headers that asks for HTML: the same', async () => {
    const res = await t.request({ method: 'GET', url: download(), headers: { accept: NAVIGATE.accept } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/');
  });

  it('signed in, another person’s invoice: a Dutch 404 page', async () => {
    const res = await t.request({ method: 'GET', url: download(), headers: NAVIGATE, cookie: otherCookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<html lang="nl">');
    expect(res.body).toContain(NAVIGATION_MESSAGES.notFound);
    expect(res.body).not.toContain('"code"');
  });

  it('signed in without the role: a Dutch 403 page', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/admin/revenue',
      headers: NAVIGATE,
      cookie: consumerCookie,
    });
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(NAVIGATION_MESSAGES.forbidden);
  });

  it('an unknown API address: a Dutch 404 page', async () => {
    const res = await t.request({ method: 'GET', url: '/api/bestaat-niet', headers: NAVIGATE });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain(NAVIGATION_MESSAGES.notFound);
  });

  it('signed in, their own invoice: the PDF downloads as before', async () => {
    const res = await t.request({
      method: 'GET',
      url: download(),
      headers: NAVIGATE,
      cookie: consumerCookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});

describe('the web app and API clients still get JSON', () => {
  it.each([
    ['the web app’s fetch', FETCH],
    ['fetch without Accept', { 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }],
    ['an API client (curl)', { accept: '*/*' }],
    ['an API client without headers', {}],
    ['a page in a frame', { ...NAVIGATE, 'sec-fetch-dest': 'iframe' }],
  ])('%s: signed out is a JSON 401', async (_name, headers) => {
    const res = await t.request({ method: 'GET', url: download(), headers });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('the web app’s fetch of another person’s invoice is a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: download(), headers: FETCH, cookie: otherCookie });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a bad request from the web app stays a JSON 400 with its field errors', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'geen-adres', password: '' },
      headers: FETCH,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fieldErrors: expect.any(Object) });
  });
});

describe('isBrowserNavigation', () => {
  it.each([
    [NAVIGATE, true],
    [{ 'sec-fetch-mode': 'navigate' }, true],
    [FETCH, false],
    [{ ...NAVIGATE, 'sec-fetch-mode': 'no-cors' }, false],
    [{ accept: 'text/html' }, true],
    [{ accept: 'application/json, text/html' }, false],
    [{ accept: 'text/html, application/json' }, true],
    [{ accept: 'application/json;q=0.5, text/html' }, true],
    [{ accept: 'text/html;q=0.5, application/json' }, false],
    [{ accept: 'text/html;q=0' }, false],
    [{ accept: '*/*' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isBrowserNavigation(headers)).toBe(expected);
  });
});
