import { randomUUID } from 'node:crypto';
import { VALIDATION_MESSAGES } from '@shared/workflows';
import { WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSteps, projects } from '../../db/schema';
import { auditActor, writeAudit } from '../../lib/audit';
import { FUTURE, stepProjects } from '../../test/fixtures/step-projects';
import { createTestApp, type TestApp } from '../../test/helpers';
import { workflowHooks } from './hooks';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A subscriber of our own that leaves a trace in the database, as the appointments do with their records: what
  // the hook announced can then be read back after the request.
  workflowHooks.stepSaved.subscribe(async (tx, e) => {
    await writeAudit(tx, {
      ...auditActor(e.actor),
      action: 'test.step.saved',
      entityType: 'project',
      entityId: e.project.id,
      details: {
        stepNumber: e.definition.stepNumber,
        completed: e.completed,
        before: e.before,
        after: e.after,
      },
    });
  });
});
afterAll(async () => {
  await t.close();
});

const { setup, init, complete, save, readSteps, readProject, notificationsOf, auditOf, insertDocument } =
  stepProjects(() => t);

const step1 = { afspraakDatum: FUTURE, afspraakTijd: '10:30' };

const setStep = (projectId: string, n: number, values: Partial<typeof projectSteps.$inferInsert>) =>
  t.database.db
    .update(projectSteps)
    .set(values)
    .where(and(eq(projectSteps.projectId, projectId), eq(projectSteps.stepNumber, n)));

describe('PUT /api/projects/:id/steps/:n on the active step', () => {
  it('saves the fields without completing: still active, no completedAt, required fields may stay empty', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    const res = await save(projectId, 1, { stepData: { afspraakDatum: FUTURE, onbekend: 'x' } }, pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: WORKFLOW_MESSAGES.stepSaved,
      step: { stepNumber: 1, status: 'active', stepCompleted: false, completedAt: null },
    });
    expect(res.json().step.stepData).toEqual({ afspraakDatum: FUTURE });

    const steps = await readSteps(projectId);
    expect(steps.map((s) => s.status).slice(0, 2)).toEqual(['active', 'pending']);
    expect(steps[0]).toMatchObject({
      stepData: { afspraakDatum: FUTURE },
      completedAt: null,
      completedBy: null,
    });
    // Saving is no start of the work and no news for the consumer.
    expect((await readProject(projectId)).status).toBe('assigned');
    expect(await notificationsOf(consumer.id)).toEqual([]);

    // A second save replaces the data; what GET answers is what was saved.
    const again = await save(projectId, 1, { stepData: { ...step1, opmerkingen: ' Bellen ' } }, pro.cookie);
    expect(again.statusCode).toBe(200);
    const read = (await t.get(`/api/projects/${projectId}/steps`, pro.cookie)).json();
    expect(read[0]).toMatchObject({ status: 'active', stepData: { ...step1, opmerkingen: 'Bellen' } });

    // Completing it afterwards works as always and takes the full checks.
    const done = await complete(projectId, 1, step1, pro.cookie);
    expect(done.statusCode).toBe(200);
    expect((await readSteps(projectId)).map((s) => s.status).slice(0, 2)).toEqual(['completed', 'active']);
  });

  it('is audit-logged with the changed keys before and after, and runs the stepSaved hook (not completed)', async () => {
    const { pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    await save(projectId, 1, { stepData: { afspraakDatum: FUTURE, opmerkingen: 'Eerst' } }, pro.cookie);
    await save(projectId, 1, { stepData: { ...step1, opmerkingen: 'Eerst' } }, pro.cookie);

    const logs = await auditOf(projectId, 'workflow.step.save');
    expect(logs).toHaveLength(2);
    expect(logs.map((l) => l.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          stepNumber: 1,
          before: {},
          after: { afspraakDatum: FUTURE, opmerkingen: 'Eerst' },
        }),
        // Only the key that changed.
        expect.objectContaining({ stepNumber: 1, before: {}, after: { afspraakTijd: '10:30' } }),
      ]),
    );
    expect(logs[0]!.actorId).toBe(pro.id);

    const hooked = await auditOf(projectId, 'test.step.saved');
    expect(hooked).toHaveLength(2);
    expect(hooked.map((h) => h.details)).toContainEqual({
      stepNumber: 1,
      completed: false,
      before: { afspraakDatum: FUTURE, opmerkingen: 'Eerst' },
      after: { ...step1, opmerkingen: 'Eerst' },
    });
  });

  it('checks each value given as on completion: 400 with fieldErrors, and nothing is stored', async () => {
    const { pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    const res = await save(
      projectId,
      1,
      { stepData: { afspraakDatum: '2026-02-30', afspraakTijd: '25:00' } },
      pro.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'BAD_REQUEST',
      fieldErrors: {
        afspraakDatum: VALIDATION_MESSAGES.invalidDate,
        afspraakTijd: VALIDATION_MESSAGES.invalidTime,
      },
    });
    expect((await readSteps(projectId))[0]!.stepData).toEqual({});
    expect(await auditOf(projectId, 'workflow.step.save')).toEqual([]);

    // The body itself: stepData must be there and be an object.
    for (const body of [{}, { stepData: 'x' }, { stepData: [] }]) {
      const bad = await save(projectId, 1, body, pro.cookie);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toHaveProperty('stepData');
    }
    // A table's half-filled row is fine in a draft; its bad cell is not.
    const buyer = await setup();
    await init(buyer.projectId, buyer.pro.cookie);
    await complete(buyer.projectId, 1, step1, buyer.pro.cookie);
    const draftRow = await save(
      buyer.projectId,
      2,
      { stepData: { bezichtigingen: [{ object: 'Kade 1' }] } },
      buyer.pro.cookie,
    );
    expect(draftRow.statusCode).toBe(200);
    const badCell = await save(
      buyer.projectId,
      2,
      { stepData: { bezichtigingen: [{ object: 'Kade 1', bodBedrag: -100 }] } },
      buyer.pro.cookie,
    );
    expect(badCell.statusCode).toBe(400);
    expect(badCell.json().fieldErrors).toEqual({
      'bezichtigingen.0.bodBedrag': 'Bod mag niet negatief zijn',
    });
  });
});

describe('PUT /api/projects/:id/steps/:n on a completed step', () => {
  it('corrects it with the full checks and keeps completedAt; audit-logged and the hook runs (completed)', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    await complete(projectId, 1, { ...step1, opmerkingen: 'Eerste' }, pro.cookie);
    const [before] = await readSteps(projectId);
    const notices = (await notificationsOf(consumer.id)).length;

    const missing = await save(projectId, 1, { stepData: { afspraakDatum: FUTURE } }, pro.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error: WORKFLOW_MESSAGES.requiredTitle,
      fieldErrors: { afspraakTijd: VALIDATION_MESSAGES.required },
    });

    const admin = await t.loginAs('admin');
    const res = await save(projectId, 1, { stepData: { ...step1, afspraakTijd: '14:00' } }, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: WORKFLOW_MESSAGES.stepUpdated,
      step: { status: 'completed', stepData: { ...step1, afspraakTijd: '14:00' } },
    });
    const [after] = await readSteps(projectId);
    expect(after!.completedAt).toEqual(before!.completedAt);
    expect(after!.completedBy).toBe(pro.id);
    expect((await readSteps(projectId))[1]!.status).toBe('active');
    // The intake moved to 14:00: the appointments tell the consumer (decision 0036), nothing else does.
    const told = await notificationsOf(consumer.id);
    expect(told).toHaveLength(notices + 1);
    expect(told.map((n) => n.title)).toContain('Afspraak verzet');

    const [log] = await auditOf(projectId, 'workflow.step.update');
    expect(log).toMatchObject({
      actorId: admin.id,
      details: {
        stepNumber: 1,
        before: { afspraakTijd: '10:30', opmerkingen: 'Eerste' },
        after: { afspraakTijd: '14:00' },
      },
    });
    const hooked = (await auditOf(projectId, 'test.step.saved')).map((h) => h.details);
    expect(hooked).toContainEqual({
      stepNumber: 1,
      completed: true,
      before: { ...step1, opmerkingen: 'Eerste' },
      after: { ...step1, afspraakTijd: '14:00' },
    });
  });

  it('completing records the step’s data before and after too', async () => {
    const { pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    await save(projectId, 1, { stepData: { afspraakDatum: FUTURE } }, pro.cookie);
    await complete(projectId, 1, step1, pro.cookie);
    const [log] = await auditOf(projectId, 'workflow.step.complete');
    expect(log!.details).toMatchObject({ before: {}, after: { afspraakTijd: '10:30' } });
  });
});

describe('PUT /api/projects/:id/steps/:n refusals', () => {
  it('only the assigned professional or an admin: consumers 403, others 404, signed out 401', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    const body = { stepData: step1 };
    expect((await save(projectId, 1, body, consumer.cookie)).statusCode).toBe(403);
    expect((await save(projectId, 1, body, (await t.loginAs('consumer')).cookie)).statusCode).toBe(403);
    expect((await save(projectId, 1, body, (await t.adminViewingAs(consumer)).cookie)).statusCode).toBe(403);
    const other = await save(projectId, 1, body, (await t.loginAs('professional')).cookie);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('NOT_FOUND');
    expect((await save(projectId, 1, body)).statusCode).toBe(401);
    expect((await save(randomUUID(), 1, body, (await t.loginAs('admin')).cookie)).statusCode).toBe(404);
    expect((await readSteps(projectId))[0]!.stepData).toEqual({});
  });

  it('a pending step is 409 STEP_OUT_OF_ORDER; an unknown step 404; no steps yet 409', async () => {
    const { pro, projectId } = await setup();
    const early = await save(projectId, 1, { stepData: step1 }, pro.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(WORKFLOW_MESSAGES.notInitialized);
    await init(projectId, pro.cookie);
    const pending = await save(projectId, 2, { stepData: {} }, pro.cookie);
    expect(pending.statusCode).toBe(409);
    expect(pending.json()).toMatchObject({ code: 'STEP_OUT_OF_ORDER', error: WORKFLOW_MESSAGES.outOfOrder });
    expect((await save(projectId, 12, { stepData: {} }, pro.cookie)).statusCode).toBe(404);
  });

  it('a cancelled project takes nothing; a completed one only corrections of its completed steps', async () => {
    const { pro, projectId } = await setup({ type: 'taxatie' });
    await init(projectId, pro.cookie);
    await complete(projectId, 1, step1, pro.cookie);
    await t.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, projectId));
    const active = await save(projectId, 2, { stepData: { taxatieWaarde: '€ 1' } }, pro.cookie);
    expect(active.statusCode).toBe(409);
    expect(active.json().error).toBe(WORKFLOW_MESSAGES.projectClosed);
    expect((await save(projectId, 1, { stepData: step1 }, pro.cookie)).statusCode).toBe(200);

    await t.database.db.update(projects).set({ status: 'cancelled' }).where(eq(projects.id, projectId));
    const closed = await save(projectId, 1, { stepData: step1 }, pro.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(WORKFLOW_MESSAGES.projectClosed);
  });

  it('an invoice step is 409 STEP_DATA_FROM_INVOICE, active or completed: its data is the invoice’s', async () => {
    const { pro, projectId } = await setup({ type: 'bouwkundige' });
    await init(projectId, pro.cookie);
    await setStep(projectId, 3, { status: 'active' });
    const res = await save(projectId, 3, { stepData: {} }, pro.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'STEP_DATA_FROM_INVOICE',
      error: WORKFLOW_MESSAGES.invoiceStepData,
    });
    await setStep(projectId, 3, {
      status: 'completed',
      completedAt: new Date(),
      stepData: { factuurTotaal: 100 },
    });
    expect((await save(projectId, 3, { stepData: { factuurTotaal: 1 } }, pro.cookie)).statusCode).toBe(409);
    expect((await readSteps(projectId))[2]!.stepData).toEqual({ factuurTotaal: 100 });
  });
});

describe('the survey date may not lie in the past', () => {
  it('holds for saving and completing; a stored date that has since passed may stay', async () => {
    const { pro, projectId } = await setup({ type: 'bouwkundige' });
    await init(projectId, pro.cookie);
    const past = { afspraakDatum: '2020-01-01', afspraakTijd: '10:00' };
    for (const res of [
      await save(projectId, 1, { stepData: past }, pro.cookie),
      await complete(projectId, 1, past, pro.cookie),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ afspraakDatum: WORKFLOW_MESSAGES.dateInPast });
    }
    // Saved ahead; the day has passed when the professional completes the step: the date may stay as it was.
    expect((await save(projectId, 1, { stepData: step1 }, pro.cookie)).statusCode).toBe(200);
    await setStep(projectId, 1, { stepData: past });
    expect((await complete(projectId, 1, past, pro.cookie)).statusCode).toBe(200);
    // A correction may not move it to another past day.
    const moved = await save(
      projectId,
      1,
      { stepData: { ...past, afspraakDatum: '2020-01-02' } },
      pro.cookie,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().fieldErrors).toEqual({ afspraakDatum: WORKFLOW_MESSAGES.dateInPast });
  });
});

describe('numbers in step fields', () => {
  /** A seller's agent's project with step 1 done: step 2 has the photo count and the living area. */
  async function sellerAtStep2() {
    const s = await setup({ type: 'verkoopmakelaar' });
    await init(s.projectId, s.pro.cookie);
    await complete(s.projectId, 1, step1, s.pro.cookie);
    return s;
  }

  it('a wrong value gets its own message, never “verplicht”; a good one is stored as a number', async () => {
    const { pro, projectId } = await sellerAtStep2();
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ oppervlakte: 'abc' }, { oppervlakte: VALIDATION_MESSAGES.invalidNumber }],
      [{ oppervlakte: '19xx' }, { oppervlakte: VALIDATION_MESSAGES.invalidNumber }],
      [{ oppervlakte: 0 }, { oppervlakte: 'Woonoppervlakte moet tussen 1 en 100.000 m² liggen' }],
      [{ oppervlakte: '100001' }, { oppervlakte: 'Woonoppervlakte moet tussen 1 en 100.000 m² liggen' }],
      [{ aantalFotos: 2.5 }, { aantalFotos: VALIDATION_MESSAGES.wholeNumber }],
      [{ aantalFotos: '-3' }, { aantalFotos: 'Aantal foto’s mag niet negatief zijn' }],
      [{ aantalFotos: true }, { aantalFotos: VALIDATION_MESSAGES.invalidNumber }],
    ];
    for (const [stepData, fieldErrors] of cases) {
      const res = await save(projectId, 2, { stepData }, pro.cookie);
      expect(res.statusCode, JSON.stringify(stepData)).toBe(400);
      expect(res.json().fieldErrors).toEqual(fieldErrors);
    }
    const ok = await save(
      projectId,
      2,
      { stepData: { oppervlakte: '120,5', aantalFotos: '30' } },
      pro.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().step.stepData).toEqual({ oppervlakte: 120.5, aantalFotos: 30 });
    // Dutch thousands: 1.500 m² is fifteen hundred.
    const thousands = await save(projectId, 2, { stepData: { oppervlakte: '1.500' } }, pro.cookie);
    expect(thousands.json().step.stepData).toEqual({ oppervlakte: 1500 });
  });

  it('amounts are 0 or more and counts whole numbers on completion too', async () => {
    const { pro, projectId } = await setup({ type: 'verkoopmakelaar' });
    await init(projectId, pro.cookie);
    for (const n of [1, 2, 3]) await setStep(projectId, n, { status: 'completed', completedAt: new Date() });
    await setStep(projectId, 4, { status: 'active' });
    const res = await complete(
      projectId,
      4,
      { hoogsteBod: -1, aantalBezichtigingen: '3,5', eersteBezichtiging: FUTURE },
      pro.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      hoogsteBod: 'Hoogste bod mag niet negatief zijn',
      aantalBezichtigingen: VALIDATION_MESSAGES.wholeNumber,
    });
    const good = await complete(projectId, 4, { hoogsteBod: 0, aantalBezichtigingen: 0 }, pro.cookie);
    expect(good.statusCode).toBe(200);
    expect(good.json().step.stepData).toEqual({ hoogsteBod: 0, aantalBezichtigingen: 0 });
  });
});

// The document helper is shared with workflows.test.ts; a report value must be this project's PDF here too.
describe('reports in a saved step', () => {
  it('must be a PDF document of this project', async () => {
    const { pro, projectId } = await setup({ type: 'bouwkundige' });
    await init(projectId, pro.cookie);
    await complete(projectId, 1, step1, pro.cookie);
    const png = await insertDocument(projectId, 'image/png');
    const res = await save(projectId, 2, { stepData: { rapport: png } }, pro.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ rapport: WORKFLOW_MESSAGES.pdfOnly });
    const pdf = await insertDocument(projectId, 'application/pdf');
    expect((await save(projectId, 2, { stepData: { rapport: pdf } }, pro.cookie)).statusCode).toBe(200);
  });
});
