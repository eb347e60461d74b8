import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { notify } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function userWithNotifications(n: number) {
  const u = await t.loginAs('consumer');
  for (let i = 0; i < n; i++) {
    await notify(t.database.db, {
      userId: u.id,
      title: `Melding ${i}`,
      message: `Bericht ${i}`,
      linkUrl: i === 0 ? '/dashboard' : null,
    });
    await new Promise((r) => setTimeout(r, 2)); // distinct timestamps for a stable order
  }
  return u;
}

describe('notifications', () => {
  it('lists only one’s own, newest first, with every field', async () => {
    const u = await userWithNotifications(3);
    await userWithNotifications(2); // someone else's
    const res = await t.request({ method: 'GET', url: '/api/notifications', cookie: u.cookie });
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((n: { title: string }) => n.title)).toEqual(['Melding 2', 'Melding 1', 'Melding 0']);
    expect(list[2]).toEqual({
      id: expect.any(String),
      title: 'Melding 0',
      message: 'Bericht 0',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isRead: false,
      linkUrl: '/dashboard',
    });
  });

  it('pages the list', async () => {
    const u = await userWithNotifications(5);
    const res = await t.request({
      method: 'GET',
      url: '/api/notifications?page=2&pageSize=2',
      cookie: u.cookie,
    });
    expect(res.json().map((n: { title: string }) => n.title)).toEqual(['Melding 2', 'Melding 1']);
    const bad = await t.request({ method: 'GET', url: '/api/notifications?pageSize=1000', cookie: u.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it('counts unread, marks one read and then all', async () => {
    const u = await userWithNotifications(3);
    const count = async () =>
      (await t.request({ method: 'GET', url: '/api/notifications/count', cookie: u.cookie })).json();
    expect(await count()).toEqual({ count: 3 });
    const [first] = (await t.request({ method: 'GET', url: '/api/notifications', cookie: u.cookie })).json();
    const one = await t.request({
      method: 'POST',
      url: `/api/notifications/${first.id}/mark-read`,
      cookie: u.cookie,
    });
    expect(one.statusCode).toBe(200);
    expect(await count()).toEqual({ count: 2 });
    const all = await t.request({
      method: 'POST',
      url: '/api/notifications/mark-all-read',
      cookie: u.cookie,
    });
    expect(all.json()).toEqual({ success: true, count: 2 });
    expect(await count()).toEqual({ count: 0 });
  });

  it('answers 404 for someone else’s notification and leaves it unread', async () => {
    const owner = await userWithNotifications(1);
    const other = await t.loginAs('admin');
    const [n] = (await t.request({ method: 'GET', url: '/api/notifications', cookie: owner.cookie })).json();
    const res = await t.request({
      method: 'POST',
      url: `/api/notifications/${n.id}/mark-read`,
      cookie: other.cookie,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Melding niet gevonden');
    expect(
      (await t.request({ method: 'GET', url: '/api/notifications/count', cookie: owner.cookie })).json()
        .count,
    ).toBe(1);
  });

  it('refuses a bad id with 400 and signed-out callers with 401', async () => {
    const u = await t.loginAs('professional');
    expect(
      (await t.request({ method: 'POST', url: '/api/notifications/abc/mark-read', cookie: u.cookie }))
        .statusCode,
    ).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/notifications'],
      ['GET', '/api/notifications/count'],
      ['POST', '/api/notifications/00000000-0000-4000-8000-000000000000/mark-read'],
      ['POST', '/api/notifications/mark-all-read'],
    ] as const) {
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
  });

  it('an admin viewing as a consumer sees that consumer’s notifications', async () => {
    const consumer = await userWithNotifications(2);
    const admin = await t.loginAs('admin');
    await t.viewAs(admin.cookie, consumer.id);
    const res = await t.request({ method: 'GET', url: '/api/notifications/count', cookie: admin.cookie });
    expect(res.json().count).toBe(2);
  });
});
