import { randomUUID } from 'node:crypto';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/client';
import { projectSteps, projects } from '../../db/schema';
import { withCompanyDetails } from '../../test/fixtures/invoices';
import { FUTURE, stepProjects } from '../../test/fixtures/step-projects';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { setup, stepsUrl, init, complete, readSteps, readProject, notificationsOf, auditOf, insertDocument } =
  stepProjects(() => t);

const step1 = { afspraakDatum: FUTURE, afspraakTijd: '10:30' };

describe('GET /api/projects/:id/steps', () => {
  it('is [] before the workflow starts, for the consumer, the assigned professional and admins', async () => {
    const { consumer, pro, projectId } = await setup();
    const admin = await t.loginAs('admin');
    for (const cookie of [consumer.cookie, pro.cookie, admin.cookie]) {
      const res = await t.get(stepsUrl(projectId), cookie);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
  });

  it('gives the steps in order with their data; 404 for other consumers and professionals; 401 signed out', async () => {
    const { consumer, pro, projectId } = await setup();
    expect((await init(projectId, pro.cookie)).statusCode).toBe(200);
    expect((await complete(projectId, 1, step1, pro.cookie)).statusCode).toBe(200);

    const res = await t.get(stepsUrl(projectId), consumer.cookie);
    expect(res.statusCode).toBe(200);
    const steps = res.json();
    expect(steps.map((s: { stepNumber: number }) => s.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(steps[0]).toMatchObject({
      projectId,
      title: 'Intakegesprek',
      status: 'completed',
      stepCompleted: true,
      stepData: step1,
      details: step1,
      estimatedDays: 7,
    });
    expect(new Date(steps[0].completedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(steps[1]).toMatchObject({
      status: 'active',
      stepCompleted: false,
      completedAt: null,
      stepData: {},
    });
    expect(steps[2]).toMatchObject({ status: 'pending' });

    const otherConsumer = await t.loginAs('consumer');
    const otherPro = await t.loginAs('professional');
    expect((await t.get(stepsUrl(projectId), otherConsumer.cookie)).statusCode).toBe(404);
    expect((await t.get(stepsUrl(projectId), otherPro.cookie)).statusCode).toBe(404);
    expect((await t.get(stepsUrl(projectId))).statusCode).toBe(401);
    expect((await t.get(stepsUrl(randomUUID()), pro.cookie)).statusCode).toBe(404);
    expect((await t.get(stepsUrl('geen-id'), pro.cookie)).statusCode).toBe(400);
  });

  it('an admin viewing as the consumer sees them; viewing as another consumer does not', async () => {
    const { consumer, projectId } = await setup();
    const asOwner = await t.adminViewingAs(consumer);
    expect((await t.get(stepsUrl(projectId), asOwner.cookie)).statusCode).toBe(200);
    const asOther = await t.adminViewingAs(await t.createUser({ role: 'consumer' }));
    expect((await t.get(stepsUrl(projectId), asOther.cookie)).statusCode).toBe(404);
  });
});

describe('POST /api/projects/:id/steps/initialize', () => {
  it('the assigned professional initialises the workflow: all steps, step 1 active, the project still assigned', async () => {
    const { consumer, pro, projectId } = await setup();
    const res = await init(projectId, pro.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: WORKFLOW_MESSAGES.initialized });
    expect(body.steps).toHaveLength(9);
    expect(body.steps.map((s: { status: string }) => s.status)).toEqual([
      'active',
      ...Array(8).fill('pending'),
    ]);
    expect(body.steps[1]).toMatchObject({ title: 'Bezichtigingen en biedingen', estimatedDays: 14 });
    expect((await readSteps(projectId)).length).toBe(9);

    // Opening the page initialises; only the first completed step starts the project.
    const project = await readProject(projectId);
    expect(project.status).toBe('assigned');
    expect(project.startedAt).toBeNull();
    expect((await notificationsOf(consumer.id)).map((n) => n.title)).not.toContain(
      'Uw opdracht is in behandeling',
    );
    const [audit] = await auditOf(projectId, 'workflow.initialize');
    expect(audit).toMatchObject({ actorId: pro.id, entityType: 'project' });

    const again = await init(projectId, pro.cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(WORKFLOW_MESSAGES.alreadyInitialized);
    expect(again.json().code).toBe('WORKFLOW_ALREADY_STARTED');
    expect((await readSteps(projectId)).length).toBe(9);
  });

  it('an admin may initialise it too, without starting the project (the audit names the admin)', async () => {
    const { projectId } = await setup({ type: 'hypotheekadviseur' });
    const admin = await t.loginAs('admin');
    const res = await init(projectId, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().steps).toHaveLength(4);
    expect((await readProject(projectId)).status).toBe('assigned');
    const [audit] = await auditOf(projectId, 'workflow.initialize');
    expect(audit?.actorId).toBe(admin.id);
  });

  it('keeps an in-progress project in progress', async () => {
    const { pro, projectId } = await setup({ type: 'taxatie', status: 'in_progress' });
    expect((await init(projectId, pro.cookie)).statusCode).toBe(200);
    expect((await readProject(projectId)).status).toBe('in_progress');
  });

  it('refuses consumers (403), other professionals (404), an admin viewing as a consumer (403), signed out (401)', async () => {
    const { consumer, projectId } = await setup();
    const otherPro = await t.loginAs('professional');
    expect((await init(projectId, consumer.cookie)).statusCode).toBe(403);
    expect((await init(projectId, (await t.loginAs('consumer')).cookie)).statusCode).toBe(403);
    expect((await init(projectId, otherPro.cookie)).statusCode).toBe(404);
    expect((await init(projectId, (await t.adminViewingAs(consumer)).cookie)).statusCode).toBe(403);
    expect((await init(projectId)).statusCode).toBe(401);
    expect((await init(randomUUID(), (await t.loginAs('admin')).cookie)).statusCode).toBe(404);
    expect(await readSteps(projectId)).toEqual([]);
    expect((await readProject(projectId)).status).toBe('assigned');
  });

  it('refuses a project without a professional and a closed one (409)', async () => {
    const admin = await t.loginAs('admin');
    const unassigned = await setup({ assigned: false });
    const res = await init(unassigned.projectId, admin.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(WORKFLOW_MESSAGES.notAssigned);
    for (const status of ['completed', 'cancelled'] as const) {
      const closed = await setup({ status });
      const r = await init(closed.projectId, closed.pro.cookie);
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toBe(WORKFLOW_MESSAGES.projectClosed);
      expect(await readSteps(closed.projectId)).toEqual([]);
    }
    expect(await readSteps(unassigned.projectId)).toEqual([]);
  });

  it('two racing initialisations make one set of steps', async () => {
    const { pro, projectId } = await setup();
    const admin = await t.loginAs('admin');
    const results = await Promise.all([
      init(projectId, pro.cookie),
      init(projectId, admin.cookie),
      init(projectId, pro.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    for (const r of results.filter((r) => r.statusCode === 409)) {
      expect(r.json().code).toBe('WORKFLOW_ALREADY_STARTED');
    }
    expect((await readSteps(projectId)).map((s) => s.stepNumber)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await auditOf(projectId, 'workflow.initialize')).toHaveLength(1);
  });
});

describe('POST /api/projects/:id/steps/:n/complete', () => {
  it('completes the active step, activates the next, notifies the consumer and logs it', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    const res = await complete(
      projectId,
      1,
      { ...step1, opmerkingen: ' Eerste gesprek ', onbekend: 'x' },
      pro.cookie,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: WORKFLOW_MESSAGES.stepCompleted,
      projectStatus: 'in_progress',
      statusColor: 'orange',
      projectCompleted: false,
      step: { stepNumber: 1, status: 'completed', stepCompleted: true },
    });
    expect(body.step.stepData).toEqual({ ...step1, opmerkingen: 'Eerste gesprek' });
    const steps = await readSteps(projectId);
    expect(steps.map((s) => s.status).slice(0, 3)).toEqual(['completed', 'active', 'pending']);
    expect(steps[0]!.completedBy).toBe(pro.id);
    const titles = (await notificationsOf(consumer.id)).map((n) => n.title);
    expect(titles).toContain('Stap voltooid: Intakegesprek');
    const note = (await notificationsOf(consumer.id)).find((n) => n.title.startsWith('Stap voltooid'));
    expect(note?.linkUrl).toBe(`/project/${projectId}`);
    expect(await auditOf(projectId, 'workflow.step.complete')).toHaveLength(1);
  });

  it('accepts the spec’s payload variants: stepData, completedData, notes and stepNotes', async () => {
    const { pro, projectId } = await setup({ type: 'energielabel' });
    await init(projectId, pro.cookie);
    let res = await complete(
      projectId,
      1,
      { stepData: { ...step1, contactGemaakt: true }, notes: 'Gebeld' },
      pro.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().step).toMatchObject({ stepData: { ...step1, contactGemaakt: 'ja' }, notes: 'Gebeld' });
    res = await complete(
      projectId,
      2,
      {
        completedData: { opnameUitgevoerd: 'nee', opmerkingen: 'Niemand thuis' },
        stepNotes: '  Later opnieuw \n',
      },
      pro.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().step).toMatchObject({
      stepData: { opnameUitgevoerd: 'nee', opmerkingen: 'Niemand thuis' },
      notes: 'Later opnieuw',
    });
    // Notes of only whitespace clear them.
    res = await complete(projectId, 2, { opnameUitgevoerd: 'nee', notes: ' \t ' }, pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().step.notes).toBeNull();
  });

  it('refuses a later step first (409), an unknown step (404) and steps before initialisation (409)', async () => {
    const { pro, projectId } = await setup();
    const early = await complete(projectId, 1, step1, pro.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(WORKFLOW_MESSAGES.notInitialized);
    await init(projectId, pro.cookie);
    const later = await complete(projectId, 3, { koopAdres: 'Dorpsstraat 1' }, pro.cookie);
    expect(later.statusCode).toBe(409);
    expect(later.json().error).toBe(WORKFLOW_MESSAGES.outOfOrder);
    expect(later.json().code).toBe('STEP_OUT_OF_ORDER');
    const unknown = await complete(projectId, 12, {}, pro.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Stap 12 niet gevonden');
    expect((await readSteps(projectId)).map((s) => s.status).slice(0, 3)).toEqual([
      'active',
      'pending',
      'pending',
    ]);
  });

  it('bad input is a Dutch 400 listing the missing fields, and changes nothing', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    const before = (await notificationsOf(consumer.id)).length;
    const res = await complete(projectId, 1, { afspraakTijd: '25:00' }, pro.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'BAD_REQUEST',
      error: 'Vereiste velden ontbreken',
      message: 'Vul de volgende velden in: Datum afspraak',
      fieldErrors: {
        afspraakDatum: 'Dit veld is verplicht',
        afspraakTijd: 'Vul een geldige tijd in (uu:mm)',
      },
    });
    const steps = await readSteps(projectId);
    expect(steps[0]).toMatchObject({ status: 'active', stepData: {}, completedAt: null });
    expect(steps[1]!.status).toBe('pending');
    expect((await notificationsOf(consumer.id)).length).toBe(before);
    expect(await auditOf(projectId, 'workflow.step.complete')).toEqual([]);

    const table = await complete(projectId, 1, step1, pro.cookie);
    expect(table.statusCode).toBe(200);
    const noRows = await complete(
      projectId,
      2,
      { bezichtigingen: [{ object: '', bezichtigingDatum: '' }] },
      pro.cookie,
    );
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().message).toBe('Vul de volgende velden in: Bezichtigingen');
  });

  it('a viewings table keeps its filled rows; a completed step can be edited and keeps its completion time', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    await complete(projectId, 1, step1, pro.cookie);
    const viewings = {
      bezichtigingen: [
        { object: 'Dorpsstraat 1, Amersfoort', bezichtigingDatum: '2099-02-01T14:00', bodBedrag: 42500000 },
        { object: '', bezichtigingDatum: '', bodBedrag: '' },
        { object: 'Kerkweg 2, Leusden', bezichtigingDatum: '2099-02-03T10:00' },
      ],
    };
    const res = await complete(projectId, 2, viewings, pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().step.stepData.bezichtigingen).toHaveLength(2);
    const first = (await readSteps(projectId))[1]!;

    const noticesBefore = (await notificationsOf(consumer.id)).length;
    const edit = await complete(
      projectId,
      2,
      { ...viewings, gekochtObject: 'Dorpsstraat 1, Amersfoort' },
      pro.cookie,
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().step.stepData.gekochtObject).toBe('Dorpsstraat 1, Amersfoort');
    const after = await readSteps(projectId);
    expect(after[1]!.completedAt).toEqual(first.completedAt);
    expect(after[1]!.updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
    expect(after.map((s) => s.status).slice(0, 4)).toEqual(['completed', 'completed', 'active', 'pending']);
    expect((await notificationsOf(consumer.id)).length).toBe(noticesBefore);
    expect(await auditOf(projectId, 'workflow.step.update')).toHaveLength(1);

    // Editing still validates.
    const bad = await complete(projectId, 1, { afspraakDatum: '' }, pro.cookie);
    expect(bad.statusCode).toBe(400);
    expect((await readSteps(projectId))[0]!.stepData).toEqual(step1);
  });

  it('only the assigned professional or an admin: consumers 403, others 404, signed out 401', async () => {
    const { consumer, pro, projectId } = await setup();
    await init(projectId, pro.cookie);
    expect((await complete(projectId, 1, step1, consumer.cookie)).statusCode).toBe(403);
    expect((await complete(projectId, 1, step1, (await t.adminViewingAs(consumer)).cookie)).statusCode).toBe(
      403,
    );
    expect((await complete(projectId, 1, step1, (await t.loginAs('professional')).cookie)).statusCode).toBe(
      404,
    );
    expect((await complete(projectId, 1, step1)).statusCode).toBe(401);
    expect((await readSteps(projectId))[0]!.status).toBe('active');
    const admin = await t.loginAs('admin');
    const res = await complete(projectId, 1, step1, admin.cookie);
    expect(res.statusCode).toBe(200);
    expect((await readSteps(projectId))[0]!.completedBy).toBe(admin.id);
  });

  it('a survey appointment may not lie in the past', async () => {
    const { pro, projectId } = await setup({ type: 'bouwkundige' });
    await init(projectId, pro.cookie);
    const res = await complete(
      projectId,
      1,
      { afspraakDatum: '2020-01-01', afspraakTijd: '10:00' },
      pro.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: WORKFLOW_MESSAGES.dateInPast,
      fieldErrors: { afspraakDatum: WORKFLOW_MESSAGES.dateInPast },
    });
    expect((await complete(projectId, 1, step1, pro.cookie)).statusCode).toBe(200);
    // Later the appointment lies in the past; editing the step may keep that date, not set another past one.
    const past = { afspraakDatum: '2020-01-01', afspraakTijd: '10:30' };
    await t.database.db
      .update(projectSteps)
      .set({ stepData: past })
      .where(and(eq(projectSteps.projectId, projectId), eq(projectSteps.stepNumber, 1)));
    expect((await complete(projectId, 1, { ...past, afspraakTijd: '11:00' }, pro.cookie)).statusCode).toBe(
      200,
    );
    const moved = await complete(
      projectId,
      1,
      { afspraakDatum: '2020-01-02', afspraakTijd: '11:00' },
      pro.cookie,
    );
    expect(moved.statusCode).toBe(400);
  });

  it('a report must be a PDF document of this project', async () => {
    const { pro, projectId } = await setup({ type: 'bouwkundige' });
    const other = await setup({ type: 'bouwkundige' });
    await init(projectId, pro.cookie);
    await complete(projectId, 1, step1, pro.cookie);
    const cases = [
      await insertDocument(projectId, 'image/png'),
      await insertDocument(other.projectId, 'application/pdf'),
      `/api/documents/${randomUUID()}/download`,
    ];
    for (const rapport of cases) {
      const res = await complete(projectId, 2, { rapport, keuringResultaat: 'Goed' }, pro.cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: WORKFLOW_MESSAGES.pdfOnly,
        fieldErrors: { rapport: WORKFLOW_MESSAGES.pdfOnly },
      });
    }
    const notAPath = await complete(projectId, 2, { rapport: 'rapport.pdf' }, pro.cookie);
    expect(notAPath.statusCode).toBe(400);
    expect((await readSteps(projectId))[1]!.status).toBe('active');

    const rapport = await insertDocument(projectId, 'application/pdf');
    const res = await complete(
      projectId,
      2,
      { rapport, keuringResultaat: 'Matig', opmerkingen: 'Dak' },
      pro.cookie,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().step.stepData).toEqual({ rapport, keuringResultaat: 'Matig', opmerkingen: 'Dak' });
  });

  it('the last step completes the project: green, notification and mail to the consumer; then only corrections', async () => {
    const { consumer, pro, projectId } = await setup({ type: 'taxatie' });
    await init(projectId, pro.cookie);
    expect((await complete(projectId, 1, step1, pro.cookie)).statusCode).toBe(200);
    const rapport = await insertDocument(projectId, 'application/pdf');
    const two = await complete(projectId, 2, { rapport, taxatieWaarde: '€ 425.000' }, pro.cookie);
    expect(two.statusCode).toBe(200);
    expect(two.json().projectCompleted).toBe(false);

    // The invoice step completes only once the invoice exists (made in the page's invoice panel).
    const early = await t.request({
      method: 'POST',
      url: `${stepsUrl(projectId)}/3/complete`,
      cookie: pro.cookie,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVOICE_MESSAGES.invoiceRequired);
    expect((await readSteps(projectId))[2]!.status).toBe('active');
    await withCompanyDetails(t, pro.id);
    const draft = await t.post('/api/invoices', { projectId }, pro.cookie);
    expect(draft.statusCode).toBe(201);
    // A draft is not the invoice yet: the step waits until it is sent.
    const drafted = await t.request({
      method: 'POST',
      url: `${stepsUrl(projectId)}/3/complete`,
      cookie: pro.cookie,
    });
    expect(drafted.statusCode).toBe(409);
    expect(drafted.json().message).toBe(INVOICE_MESSAGES.invoiceRequired);
    const invoice = await t.post(`/api/invoices/${draft.json().id}/send`, {}, pro.cookie);
    expect(invoice.statusCode).toBe(200);

    // It takes no data: a request without a body completes it, and it records the invoice's figures.
    const last = await t.request({
      method: 'POST',
      url: `${stepsUrl(projectId)}/3/complete`,
      cookie: pro.cookie,
    });
    expect(last.statusCode).toBe(200);
    expect(last.json().step.stepData).toEqual({
      factuurNummer: invoice.json().invoiceNumber,
      factuurBedragExBtw: 45_000,
      factuurBtw: 9_450,
      factuurTotaal: 54_450,
      factuurDatum: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(last.json()).toMatchObject({
      message: WORKFLOW_MESSAGES.projectCompleted,
      projectStatus: 'completed',
      statusColor: 'green',
      projectCompleted: true,
      step: { stepNumber: 3, stepCompleted: true },
    });
    const project = await readProject(projectId);
    expect(project.status).toBe('completed');
    expect(project.completedAt).not.toBeNull();
    const done = (await notificationsOf(consumer.id)).find((n) => n.title === 'Uw opdracht is afgerond');
    expect(done?.linkUrl).toBe(`/project/${projectId}`);
    const mail = await t.sink.waitFor(consumer.email, { subject: /afgerond/ });
    expect(mail.links).toContain(`${t.config.appUrl}/project/${projectId}`);

    // A completed step of the completed project can still be corrected; the project stays completed.
    const corrected = await complete(projectId, 2, { rapport, taxatieWaarde: '€ 430.000' }, pro.cookie);
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json()).toMatchObject({ projectStatus: 'completed', projectCompleted: false });
    expect((await readSteps(projectId))[1]!.stepData).toMatchObject({ taxatieWaarde: '€ 430.000' });
    expect((await readProject(projectId)).status).toBe('completed');
    const bad = await complete(projectId, 2, { rapport: '', taxatieWaarde: '€ 1' }, pro.cookie);
    expect(bad.statusCode).toBe(400);

    // A cancelled project takes nothing at all.
    await t.database.db.update(projects).set({ status: 'cancelled' }).where(eq(projects.id, projectId));
    const closed = await complete(projectId, 2, { rapport, taxatieWaarde: '€ 440.000' }, pro.cookie);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error).toBe(WORKFLOW_MESSAGES.projectClosed);
    expect((await readSteps(projectId))[1]!.stepData).toMatchObject({ taxatieWaarde: '€ 430.000' });
  });

  it('a completed project takes no new steps: only completed ones can be corrected', async () => {
    const { pro, projectId } = await setup({ type: 'taxatie' });
    await init(projectId, pro.cookie);
    expect((await complete(projectId, 1, step1, pro.cookie)).statusCode).toBe(200);
    // Completed by hand (Markeer als Voltooid) before the steps were done.
    await t.database.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, projectId));
    const rapport = await insertDocument(projectId, 'application/pdf');
    const res = await complete(projectId, 2, { rapport, taxatieWaarde: '€ 425.000' }, pro.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe(WORKFLOW_MESSAGES.projectClosed);
    expect((await readSteps(projectId))[1]!.status).toBe('active');
    expect((await complete(projectId, 1, step1, pro.cookie)).statusCode).toBe(200);
  });

  it('an admin completing the last step completes the project too; the generic Intake takes notes as its field', async () => {
    const { pro, projectId } = await setup({ type: 'overig' });
    const admin = await t.loginAs('admin');
    const res = await init(projectId, pro.cookie);
    expect(res.json().steps).toMatchObject([{ title: 'Intake', status: 'active' }]);
    const missing = await complete(projectId, 1, {}, admin.cookie);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Vul de volgende velden in: Notities');
    const done = await complete(projectId, 1, { notes: 'Intake gedaan' }, admin.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      projectStatus: 'completed',
      projectCompleted: true,
      step: { stepData: { notes: 'Intake gedaan' }, notes: null },
    });
    const statusAudit = await selectRows<{ actor_id: string }>(
      t.database.db,
      sql`select actor_id from audit_log where entity_id = ${projectId} and action = 'project.status'
          and details->>'to' = 'completed'`,
    );
    expect(statusAudit).toEqual([{ actor_id: admin.id }]);
  });

  it('the first completed step starts an assigned project', async () => {
    const { pro, projectId, consumer } = await setup({ type: 'taxatie' });
    await init(projectId, pro.cookie);
    expect((await readProject(projectId)).status).toBe('assigned');
    const res = await complete(projectId, 1, step1, pro.cookie);
    expect(res.json().projectStatus).toBe('in_progress');
    expect((await readProject(projectId)).status).toBe('in_progress');
    expect((await notificationsOf(consumer.id)).map((n) => n.title)).toContain(
      'Uw opdracht is in behandeling',
    );
  });
});

describe('the steps routes by reference', () => {
  it('take the reference (any case) like GET /api/projects/{id}; 404 for someone else, 400 for neither form', async () => {
    const { consumer, pro, projectId } = await setup();
    const ref = (await readProject(projectId)).projectRef;
    expect((await init(ref, pro.cookie)).statusCode).toBe(200);
    expect((await complete(ref.toLowerCase(), 1, step1, pro.cookie)).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: stepsUrl(ref), cookie: consumer.cookie });
    expect(list.statusCode).toBe(200);
    expect(list.json()[0]).toMatchObject({ projectId, stepNumber: 1, stepCompleted: true });

    const other = await t.loginAs('consumer');
    expect((await t.request({ method: 'GET', url: stepsUrl(ref), cookie: other.cookie })).statusCode).toBe(
      404,
    );
    const otherPro = await t.loginAs('professional');
    expect((await complete(ref, 2, {}, otherPro.cookie)).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: stepsUrl('TX-2026'), cookie: consumer.cookie })).statusCode,
    ).toBe(400);
    expect((await readSteps(projectId)).filter((s) => s.status === 'completed')).toHaveLength(1);
  });
});

describe('invoice steps', () => {
  /** A structural survey worked up to its invoice step (3, automatic). */
  async function surveyAtInvoiceStep() {
    const { consumer, pro, projectId } = await setup({ type: 'bouwkundige' });
    await init(projectId, pro.cookie);
    expect((await complete(projectId, 1, step1, pro.cookie)).statusCode).toBe(200);
    const rapport = await insertDocument(projectId, 'application/pdf');
    expect((await complete(projectId, 2, { rapport, keuringResultaat: 'Goed' }, pro.cookie)).statusCode).toBe(
      200,
    );
    return { consumer, pro, projectId };
  }

  it('an automatic step makes the invoice with the fixed fee when it is completed, and mails it', async () => {
    const { consumer, pro, projectId } = await surveyAtInvoiceStep();
    await withCompanyDetails(t, pro.id);
    const res = await complete(projectId, 3, {}, pro.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ projectCompleted: true, projectStatus: 'completed' });
    const invoice = (await t.get(`/api/invoices/project/${projectId}`, consumer.cookie)).json();
    expect(invoice).toMatchObject({
      status: 'sent',
      honorarium: 75_000,
      subtotalExBtw: 75_000,
      totalBtw: 15_750,
      totalAmount: 90_750,
      additionalCosts: [],
      payable: true,
    });
    expect(res.json().step.stepData).toMatchObject({
      factuurNummer: invoice.invoiceNumber,
      factuurTotaal: 90_750,
    });
    await t.sink.waitFor(consumer.email, { subject: new RegExp(`Factuur ${invoice.invoiceNumber}`) });
    // Correcting the completed step makes no second invoice.
    expect((await complete(projectId, 3, {}, pro.cookie)).statusCode).toBe(200);
    const count = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invoices where project_id = ${projectId}`,
    );
    expect(count[0]!.n).toBe(1);
  });

  it('an automatic step without the company details is a 409 naming them; nothing is completed or kept', async () => {
    const { pro, projectId } = await surveyAtInvoiceStep();
    const res = await complete(projectId, 3, {}, pro.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('KVK-nummer');
    expect(res.json().code).toBe('INVOICE_COMPANY_DETAILS_MISSING');
    expect((await readSteps(projectId))[2]!.status).toBe('active');
    expect((await readProject(projectId)).status).toBe('in_progress');
    const invoices = await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invoices where project_id = ${projectId}`,
    );
    expect(invoices[0]!.n).toBe(0);
  });

  it('the buyer’s agent’s step 7 waits for the generator’s invoice', async () => {
    const { pro, projectId } = await setup({ type: 'aankoopmakelaar' });
    await init(projectId, pro.cookie);
    // Steps 1 to 6 done in the database: this test is about step 7.
    await t.database.db
      .update(projectSteps)
      .set({ status: 'completed', completedAt: new Date() })
      .where(and(eq(projectSteps.projectId, projectId), sql`${projectSteps.stepNumber} < 7`));
    await t.database.db
      .update(projectSteps)
      .set({ status: 'active' })
      .where(and(eq(projectSteps.projectId, projectId), eq(projectSteps.stepNumber, 7)));
    const early = await complete(projectId, 7, {}, pro.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(INVOICE_MESSAGES.invoiceRequired);
    await withCompanyDetails(t, pro.id);
    const made = await t.post(
      '/api/invoices',
      { projectId, additionalCosts: [{ description: 'Reiskosten', amountExBtw: 5_000 }] },
      pro.cookie,
    );
    expect(made.statusCode).toBe(201);
    expect((await complete(projectId, 7, {}, pro.cookie)).statusCode).toBe(409);
    expect((await t.post(`/api/invoices/${made.json().id}/send`, {}, pro.cookie)).statusCode).toBe(200);
    const done = await complete(projectId, 7, {}, pro.cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      projectCompleted: false,
      step: { stepData: { factuurBedragExBtw: 35_595 } },
    });
    expect((await readSteps(projectId))[7]!.status).toBe('active');
  });
});
