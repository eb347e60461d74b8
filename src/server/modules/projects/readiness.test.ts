// The project lists tell the web whether 'Start Project' and 'Markeer als Voltooid' will work (docs/decisions/0035):
// openSteps, awaitingInvoice, canStart and canComplete, checked here against what the status change really does.
import type { ProjectStatus } from '@shared/projects/status';
import { workflowFor } from '@shared/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceProject } from '../../test/fixtures/invoices';
import { completeAllSteps } from '../../test/fixtures/steps';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
type Signed = TestUser & { cookie: string };
let pro: Signed;
let consumer: Signed;
let admin: Signed;
beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional');
  consumer = await t.loginAs('consumer');
  admin = await t.loginAs('admin');
});
afterAll(async () => {
  await t.close();
});

const STEPS = workflowFor('taxatie').steps.length;

const project = (status: ProjectStatus, professionalId: string | null = pro.id) =>
  t.createProject({ consumerId: consumer.id, type: 'taxatie', status, professionalId });

/** The project as the assigned professional's list shows it. */
async function rowOf(id: string, cookie = pro.cookie) {
  const res = await t.get('/api/projects/assigned?pageSize=100', cookie);
  expect(res.statusCode).toBe(200);
  return (res.json() as { id: string }[]).find((p) => p.id === id) as Record<string, unknown> | undefined;
}

const setStatus = (id: string, status: ProjectStatus) =>
  t.patch(`/api/projects/${id}/status`, { status }, pro.cookie);

describe('GET /api/projects/assigned: what the buttons need', () => {
  it('an assigned project can be started, not completed, and has every step open', async () => {
    const p = await project('assigned');
    expect(await rowOf(p.id)).toMatchObject({
      status: 'assigned',
      openSteps: STEPS,
      awaitingInvoice: true,
      canStart: true,
      canComplete: false,
    });
    expect((await setStatus(p.id, 'in_progress')).statusCode).toBe(200);
    expect(await rowOf(p.id)).toMatchObject({ status: 'in_progress', canStart: false, canComplete: false });
  });

  it('in progress with steps open: the count of open steps, and completing is refused', async () => {
    const p = await project('in_progress');
    await completeAllSteps(t, p, { except: [2, 3] });
    expect(await rowOf(p.id)).toMatchObject({ openSteps: 2, canStart: false, canComplete: false });
    expect((await setStatus(p.id, 'completed')).statusCode).toBe(409);
  });

  it('every step done but no invoice sent: awaitingInvoice, and completing is refused', async () => {
    const p = await project('in_progress');
    await completeAllSteps(t, p);
    expect(await rowOf(p.id)).toMatchObject({ openSteps: 0, awaitingInvoice: true, canComplete: false });
    expect((await setStatus(p.id, 'completed')).statusCode).toBe(409);
  });

  it('every step done and invoiced: canComplete, and completing works', async () => {
    const p = await project('in_progress');
    await completeAllSteps(t, p);
    await invoiceProject(t, { id: p.id, professionalId: pro.id });
    expect(await rowOf(p.id)).toMatchObject({ openSteps: 0, awaitingInvoice: false, canComplete: true });
    const done = await setStatus(p.id, 'completed');
    expect(done.statusCode).toBe(200);
    // The change answers the row too, now with nothing left to do.
    expect(done.json().project).toMatchObject({ status: 'completed', canStart: false, canComplete: false });
  });

  it('completed and cancelled projects offer neither', async () => {
    for (const status of ['completed', 'cancelled'] as const) {
      const p = await project(status);
      expect(await rowOf(p.id)).toMatchObject({ canStart: false, canComplete: false });
    }
  });

  it('the same fields come with the admin list, the consumer list and the project page', async () => {
    const p = await project('in_progress');
    await completeAllSteps(t, p, { except: [STEPS] });
    const expected = { openSteps: 1, canStart: false, canComplete: false };
    const all = (await t.get('/api/projects?pageSize=100', admin.cookie)).json() as { id: string }[];
    expect(all.find((r) => r.id === p.id)).toMatchObject(expected);
    const own = (await t.get('/api/projects/consumer?pageSize=100', consumer.cookie)).json() as {
      id: string;
    }[];
    expect(own.find((r) => r.id === p.id)).toMatchObject(expected);
    const page = await t.get(`/api/projects/${p.id}`, pro.cookie);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject(expected);
  });

  it("another professional's list does not hold the project, and its page is 404", async () => {
    const p = await project('assigned');
    const other = await t.loginAs('professional');
    expect(await rowOf(p.id, other.cookie)).toBeUndefined();
    expect((await t.get(`/api/projects/${p.id}`, other.cookie)).statusCode).toBe(404);
  });

  it('refuses visitors (401), consumers and admins (403), and a bad page size (400)', async () => {
    expect((await t.get('/api/projects/assigned')).statusCode).toBe(401);
    expect((await t.get('/api/projects/assigned', consumer.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/projects/assigned', admin.cookie)).statusCode).toBe(403);
    expect((await t.get('/api/projects/assigned?pageSize=abc', pro.cookie)).statusCode).toBe(400);
  });
});
