// GET /healthz names the database and the file storage this node uses. Storage away: 200 'degraded' naming it (a
// bucket outage must not take every node out); the database away: 503 (db/faults.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { type S3TestServer, startS3Server } from '../../test/s3-server';

// The test app runs on PostgreSQL when TEST_DATABASE_URL is set (npm run test:pg), else on PGlite.
const DATABASE_KIND = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const health = (t: TestApp) => t.request({ method: 'GET', url: '/healthz' });

describe('GET /healthz', () => {
  let local: TestApp;
  let s3: S3TestServer;
  let onS3: TestApp;
  beforeAll(async () => {
    local = await createTestApp();
    s3 = await startS3Server();
    onS3 = await createTestApp({ S3_URL: s3.url });
  });
  afterAll(async () => {
    await local?.close();
    await onS3?.close();
    await s3?.close();
  });

  it('reports the database and the local disk when both answer', async () => {
    const res = await health(local);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      database: DATABASE_KIND,
      storage: 'local',
      demoAccounts: false,
    });
  });

  it("answers 503 'draining' at once while the node shuts down, and 'ok' otherwise", async () => {
    local.app.ctx.lifecycle.draining = true;
    try {
      const res = await health(local);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toEqual({
        status: 'draining',
        database: DATABASE_KIND,
        storage: 'local',
        error: 'Deze server wordt gestopt en neemt geen nieuwe verzoeken meer aan',
      });
    } finally {
      local.app.ctx.lifecycle.draining = false;
    }
    expect((await health(local)).statusCode).toBe(200);
  });

  it('reports the bucket when it answers', async () => {
    const res = await health(onS3);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', storage: 's3' });
  });

  it("answers 200 'degraded' naming the storage while the bucket is away, within seconds, and 'ok' when it is back", async () => {
    await s3.stop();
    try {
      const started = Date.now();
      const res = await health(onS3);
      expect(Date.now() - started).toBeLessThan(4_000);
      // The node still serves everything but files: a load balancer keeps it in.
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'degraded',
        database: DATABASE_KIND,
        storage: 's3',
        demoAccounts: false,
        unavailable: ['storage'],
        error: 'De bestandsopslag (s3) is niet bereikbaar',
      });
    } finally {
      await s3.start();
    }
    const back = await health(onS3);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'ok', storage: 's3' });
    expect(back.json()).not.toHaveProperty('unavailable');
  });

  it("answers 'degraded' when the uploads folder cannot be used", async () => {
    const broken = await createTestApp({ DATA_DIR: '/dev/null/woonportaal' });
    try {
      const res = await health(broken);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'degraded', storage: 'local', unavailable: ['storage'] });
    } finally {
      await broken.close();
    }
  });
});
