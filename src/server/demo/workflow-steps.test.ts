import path from 'node:path';
import { dutchDate } from '@shared/invoices/terms';
import { stepDefinition, validateStepData } from '@shared/workflows';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { localFileStorage } from '../storage/local-files';
import { createTestApp, type TestApp } from '../test/helpers';
import { DEMO_PASSWORD, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { storage: localFileStorage(path.join(t.config.dataDir, 'uploads')) });
});
afterAll(async () => {
  await t.close();
});

interface Step {
  stepNumber: number;
  status: string;
  stepData: Record<string, unknown>;
  completedAt: string | null;
}

describe('demo invoice', () => {
  it('the completed appraisal has its invoice, unpaid and payable, with its PDF; nothing was mailed', async () => {
    const cookie = await t.login('consument@demo.nl', DEMO_PASSWORD);
    const list = (await t.request({ method: 'GET', url: '/api/projects/consumer', cookie })).json() as {
      id: string;
      type: string;
      invoice: { id: string; paymentStatus: string; payable: boolean; totalIncBtw: number } | null;
    }[];
    const appraisal = list.find((p) => p.type === 'taxatie')!;
    expect(appraisal.invoice).toMatchObject({ paymentStatus: 'unpaid', payable: true, totalIncBtw: 54_450 });
    const invoice = (
      await t.request({ method: 'GET', url: `/api/invoices/project/${appraisal.id}`, cookie })
    ).json();
    expect(invoice).toMatchObject({ status: 'sent', sendCount: 1 });
    // Dated when the appraisal was completed, two days ago: twelve days left to pay.
    expect(invoice.dueDate > dutchDate(new Date())).toBe(true);
    const pdf = await t.request({ method: 'GET', url: `/api/invoices/${invoice.id}/download`, cookie });
    expect(pdf.statusCode).toBe(200);
    const steps = (
      await t.request({ method: 'GET', url: `/api/projects/${appraisal.id}/steps`, cookie })
    ).json();
    expect(steps[2].stepData).toMatchObject({ factuurNummer: invoice.invoiceNumber, factuurTotaal: 54_450 });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.kind === 'invoice')).toEqual([]);
  });
});

describe('demo workflow steps', () => {
  it('the buyer’s agent project in progress has step 1 completed and step 2 active; the appraisal is done', async () => {
    const cookie = await t.login('consument@demo.nl', DEMO_PASSWORD);
    const list = (await t.request({ method: 'GET', url: '/api/projects/consumer', cookie })).json() as {
      id: string;
      type: string;
      status: string;
    }[];
    const stepsOf = async (type: string) => {
      const project = list.find((p) => p.type === type)!;
      const res = await t.request({ method: 'GET', url: `/api/projects/${project.id}/steps`, cookie });
      expect(res.statusCode).toBe(200);
      return { project, steps: res.json() as Step[] };
    };

    const buyer = await stepsOf('aankoopmakelaar');
    expect(buyer.project.status).toBe('in_progress');
    expect(buyer.steps).toHaveLength(9);
    expect(buyer.steps.map((s) => s.status)).toEqual(['completed', 'active', ...Array(7).fill('pending')]);
    const check = validateStepData(stepDefinition('aankoopmakelaar', 1)!, buyer.steps[0]!.stepData, {
      today: '2000-01-01',
    });
    expect(check).toEqual({ ok: true, data: buyer.steps[0]!.stepData });

    const appraisal = await stepsOf('taxatie');
    expect(appraisal.project.status).toBe('completed');
    expect(appraisal.steps.map((s) => s.status)).toEqual(['completed', 'completed', 'completed']);
    expect(appraisal.steps.every((s) => s.completedAt !== null)).toBe(true);
    expect(validateStepData(stepDefinition('taxatie', 1)!, appraisal.steps[0]!.stepData).ok).toBe(true);
    // The report is a real PDF document of the project, which the consumer downloads.
    const report = validateStepData(stepDefinition('taxatie', 2)!, appraisal.steps[1]!.stepData);
    expect(report.ok).toBe(true);
    const download = await t.request({
      method: 'GET',
      url: String(appraisal.steps[1]!.stepData.rapport),
      cookie,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    // A later start stops at the first user before it touches the storage: one that cannot even be created
    // (a folder under /dev/null) would fail the seed if it stored a report first.
    expect(await seedDemo(t.database.db, { storage: localFileStorage('/dev/null/uploads') })).toBe(false);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docs = await t.request({
      method: 'GET',
      url: `/api/projects/${appraisal.project.id}/documents`,
      cookie,
    });
    expect(docs.json()).toMatchObject([{ category: 'report', stepNumber: 2, mimeType: 'application/pdf' }]);

    for (const type of ['verkoopmakelaar', 'energielabel']) expect((await stepsOf(type)).steps).toEqual([]);
  });

  it('the demo professional continues with step 2', async () => {
    const cookie = await t.login('professional@demo.nl', DEMO_PASSWORD);
    const list = (await t.request({ method: 'GET', url: '/api/projects/assigned', cookie })).json() as {
      id: string;
      type: string;
    }[];
    const buyer = list.find((p) => p.type === 'aankoopmakelaar')!;
    const res = await t.request({
      method: 'POST',
      url: `/api/projects/${buyer.id}/steps/2/complete`,
      payload: {
        bezichtigingen: [{ object: 'Dorpsstraat 1, Leusden', bezichtigingDatum: '2099-01-01T10:00' }],
      },
      cookie,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().step.status).toBe('completed');
  });
});
