import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('feedback', () => {
  it('stores feedback of every type and lets admins read it', async () => {
    const u = await t.loginAs('consumer', { firstName: 'Fenna', lastName: 'Feedback' });
    for (const type of ['algemeen', 'bug', 'feature', 'verbetering']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/feedback',
        payload: { type, message: `Over ${type}`, pageUrl: '/dashboard' },
        cookie: u.cookie,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        success: true,
        id: expect.any(String),
        message: 'Bedankt voor uw feedback!',
      });
    }
    const admin = await t.loginAs('admin');
    const list = await t.request({ method: 'GET', url: '/api/feedback', cookie: admin.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({
      type: 'verbetering',
      message: 'Over verbetering',
      pageUrl: '/dashboard',
      userId: u.id,
      userName: 'Fenna Feedback',
      userEmail: u.email,
    });
    expect(list.json()).toHaveLength(4);
  });

  it('defaults the type to algemeen', async () => {
    const u = await t.loginAs('professional');
    const res = await t.request({
      method: 'POST',
      url: '/api/feedback',
      payload: { message: 'Prima portaal' },
      cookie: u.cookie,
    });
    expect(res.statusCode).toBe(201);
  });

  it.each([
    [{ type: 'bug' }, 'message', 'Bericht is verplicht'],
    [{ type: 'bug', message: '   ' }, 'message', 'Bericht is verplicht'],
    [{ type: 'klacht', message: 'x' }, 'type', 'Kies een type feedback'],
    [{ message: 'x'.repeat(5001) }, 'message', 'Maximaal 5000 tekens'],
    [{ message: 'x', userId: 'iemand' }, 'userId', 'Onbekend veld'],
  ])('refuses %j', async (payload, field, message) => {
    const u = await t.loginAs('consumer');
    const res = await t.request({ method: 'POST', url: '/api/feedback', payload, cookie: u.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('refuses signed-out senders and non-admin readers', async () => {
    expect(
      (await t.request({ method: 'POST', url: '/api/feedback', payload: { message: 'x' } })).statusCode,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/feedback' })).statusCode).toBe(401);
    for (const role of ['consumer', 'professional'] as const) {
      const u = await t.loginAs(role);
      const res = await t.request({ method: 'GET', url: '/api/feedback', cookie: u.cookie });
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBe('U heeft geen toegang tot deze actie');
    }
  });
});
