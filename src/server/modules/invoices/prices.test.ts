// The price a consumer is shown before they ask for a service (src/shared/invoices/prices.ts) is what the invoice
// of that service then charges: an invoice made the way the professional makes it, without extra costs.
import { SERVICE_PRICES } from '@shared/invoices/prices';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSUMER_ADDRESS, withCompanyDetails } from '../../test/fixtures/invoices';
import { createTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
let pro: { id: string; cookie: string };
let consumerId: string;
beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional');
  await withCompanyDetails(t, pro.id);
  consumerId = (await t.createUser({ role: 'consumer' })).id;
});
afterAll(async () => {
  await t.close();
});

describe('the price shown before the request', () => {
  it.each(SERVICE_PRICES)(
    '$type: equals the total of the invoice the service gets',
    async ({ type, cents }) => {
      const project = await t.createProject({
        type,
        consumerId,
        status: 'in_progress',
        professionalId: pro.id,
        formData: CONSUMER_ADDRESS,
      });
      const made = await t.post(
        '/api/invoices',
        { projectId: project.projectRef, additionalCosts: [] },
        pro.cookie,
      );
      expect(made.statusCode).toBe(201);
      const invoice = (await t.get(`/api/invoices/project/${project.projectRef}`, pro.cookie)).json();
      expect(invoice.totalAmount).toBe(cents);
    },
  );
});
