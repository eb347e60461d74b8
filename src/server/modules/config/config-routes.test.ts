import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

describe('GET /api/config/google-maps-key', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const a of apps) await a.close();
  });

  it('answers null without a configured key, for anyone', async () => {
    const t = await createTestApp();
    apps.push(t);
    const res = await t.request({ method: 'GET', url: '/api/config/google-maps-key' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ apiKey: null });
  });

  it('answers the configured key', async () => {
    const t = await createTestApp({ GOOGLE_MAPS_API_KEY: 'AIza-test-key' });
    apps.push(t);
    const consumer = await t.loginAs('consumer');
    const res = await t.request({
      method: 'GET',
      url: '/api/config/google-maps-key',
      cookie: consumer.cookie,
    });
    expect(res.json()).toEqual({ apiKey: 'AIza-test-key' });
  });
});
