// The client's address on the invoice and the supply date (docs/decisions/0033): one invoice of every service type,
// made through POST /api/invoices from the form data each request form really stores, read back from its PDF.
import { formatDate } from '@shared/format';
import { dutchDate } from '@shared/invoices/terms';
import { INVOICE_CLIENT_ADDRESS_MESSAGES } from '@shared/invoices/texts';
import type { ProjectType } from '@shared/projects/types';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoices, projectSteps, projects } from '../../db/schema';
import { withCompanyDetails } from '../../test/fixtures/invoices';
import {
  exampleAankoopmakelaar,
  exampleBouwkundige,
  exampleEnergielabel,
  exampleHypotheekAdviseurRequest,
  exampleHypotheekadviseur,
  exampleTaxatie,
  exampleTaxatieExtended,
  exampleVerduurzaming,
  exampleVerkoopmakelaar,
} from '../../test/fixtures/requests';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers';

let t: TestApp;
let pro: TestUser & { cookie: string };
let admin: TestUser & { cookie: string };
beforeAll(async () => {
  t = await createTestApp();
  pro = await t.loginAs('professional');
  admin = await t.loginAs('admin');
  await withCompanyDetails(t, pro.id);
});
afterAll(async () => {
  await t.close();
});

/** Where the consumers of these tests live, as /profiel stores it. */
const HOME = {
  straat: 'Keizersgracht',
  huisnummer: '10',
  huisletter: 'B',
  postcode: '1015 CJ',
  plaats: 'Amsterdam',
};
const HOME_LINES = ['Keizersgracht 10B', '1015 CJ Amsterdam'];

async function textOf(pdf: Buffer): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(document, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** A consumer (with `address` on their profile, none when null) and their project in progress with the professional. */
async function projectOf(type: ProjectType, formData: object, address: typeof HOME | null = HOME) {
  const consumer = await t.createUser({ role: 'consumer', address });
  const project = await t.createProject({
    type,
    consumerId: consumer.id,
    status: 'in_progress',
    professionalId: pro.id,
    formData: { ...formData },
  });
  return { consumer, project };
}

/** The invoice made and sent by the professional, its stored row and its PDF's text. */
async function invoiced(projectId: string) {
  const res = await t.post('/api/invoices', { projectId }, pro.cookie);
  expect(res.statusCode, res.body).toBe(201);
  const sent = await t.post(`/api/invoices/${res.json().id}/send`, {}, pro.cookie);
  expect(sent.statusCode, sent.body).toBe(200);
  const [row] = await t.database.db.select().from(invoices).where(eq(invoices.id, res.json().id));
  const download = await t.get(`/api/invoices/${res.json().id}/download`, admin.cookie);
  return { row: row!, text: await textOf(download.rawPayload) };
}

describe('the client’s address on the invoice of every service type', () => {
  const cases: { name: string; type: ProjectType; formData: object; lines: string[]; betreft?: string }[] = [
    {
      name: 'buyer’s agent: the current home the form gives',
      type: 'aankoopmakelaar',
      formData: exampleAankoopmakelaar(),
      lines: ['Damrak 45A', '1012 LG Amsterdam'],
    },
    {
      name: 'buyer’s agent without a home of their own: the profile',
      type: 'aankoopmakelaar',
      formData: {
        ...exampleAankoopmakelaar(),
        hasOwnHouse: 'nee',
        street: '',
        houseNumber: '',
        postcode: '',
        city: '',
      },
      lines: HOME_LINES,
    },
    {
      name: 'seller’s agent: the profile, the home for sale under Betreft',
      type: 'verkoopmakelaar',
      formData: exampleVerkoopmakelaar(),
      lines: HOME_LINES,
      betreft: 'Oudegracht 12, 3511 AP Utrecht',
    },
    {
      name: 'mortgage adviser (five sections): the current address',
      type: 'hypotheekadviseur',
      formData: exampleHypotheekAdviseurRequest(),
      lines: ['Damrak 12', '1012 LG Amsterdam'],
    },
    {
      name: 'mortgage adviser (short form, no address): the profile',
      type: 'hypotheekadviseur',
      formData: exampleHypotheekadviseur(),
      lines: HOME_LINES,
    },
    {
      name: 'valuation: the profile, the home valued under Betreft',
      type: 'taxatie',
      formData: exampleTaxatie(),
      lines: HOME_LINES,
      betreft: 'Grote Markt 1, 9711 LV Groningen',
    },
    {
      name: 'extended valuation: the profile, the object under Betreft',
      type: 'taxatie',
      formData: exampleTaxatieExtended(),
      lines: HOME_LINES,
      betreft: 'Oudegracht 7-9, 3511 AP Utrecht',
    },
    {
      name: 'structural survey: the address of the form',
      type: 'bouwkundige',
      formData: { ...exampleBouwkundige(), houseLetter: 'A' },
      lines: ['Lange Voorhout 123A', '2511 AB Den Haag'],
    },
    {
      name: 'sustainability advice: the address of the form (Dutch names)',
      type: 'verduurzaming',
      formData: exampleVerduurzaming(),
      lines: ['Grote Markt 1', '9711 LV Groningen'],
    },
    {
      name: 'energy label: the address of the form, with the house letter',
      type: 'energielabel',
      formData: { ...exampleEnergielabel(), huisletter: 'b' },
      lines: ['Stratumseind 8b', '5611 AB Eindhoven'],
    },
  ];

  for (const c of cases) {
    it(c.name, async () => {
      const { project } = await projectOf(c.type, c.formData);
      const { row, text } = await invoiced(project.projectRef);
      expect(row.parties?.consumer.addressLines).toEqual(c.lines);
      // Street, number and letter, then postcode and place, right under the client's name.
      expect(text).toContain(`${row.parties?.consumer.name} ${c.lines.join(' ')}`);
      if (c.betreft) {
        expect(row.parties?.serviceDescription).toBe(
          `${project.title} (opdracht ${project.projectRef}), ${c.betreft}`,
        );
        expect(text).toContain(`Betreft ${project.title} (opdracht ${project.projectRef}), ${c.betreft}`);
      } else {
        expect(row.parties?.serviceDescription).toBe(`${project.title} (opdracht ${project.projectRef})`);
      }
    });
  }

  it('uses the profile when the request’s address is incomplete', async () => {
    const { project } = await projectOf('energielabel', { ...exampleEnergielabel(), postcode: '' });
    const { row } = await invoiced(project.id);
    expect(row.parties?.consumer.addressLines).toEqual(HOME_LINES);
  });
});

describe('no address to send the invoice to', () => {
  it('refuses with a Dutch 409 naming the client’s address, and makes nothing', async () => {
    for (const formData of [exampleVerkoopmakelaar(), { ...exampleBouwkundige(), city: '' }, {}]) {
      const { project } = await projectOf('verkoopmakelaar', formData, null);
      for (const cookie of [pro.cookie, admin.cookie]) {
        const res = await t.post('/api/invoices', { projectId: project.id }, cookie);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'INVOICE_CLIENT_ADDRESS_MISSING',
          error: INVOICE_CLIENT_ADDRESS_MESSAGES.missing,
          message: INVOICE_CLIENT_ADDRESS_MESSAGES.missing,
        });
      }
      expect(await t.database.db.select().from(invoices).where(eq(invoices.projectId, project.id))).toEqual(
        [],
      );
    }
  });

  it('an address the consumer adds to their profile afterwards lets the invoice through', async () => {
    const { consumer, project } = await projectOf('taxatie', exampleTaxatie(), null);
    expect((await t.post('/api/invoices', { projectId: project.id }, pro.cookie)).statusCode).toBe(409);
    const cookie = await t.login(consumer.email);
    const saved = await t.patch('/api/profile', { firstName: 'Klant', lastName: 'Thuis', ...HOME }, cookie);
    expect(saved.statusCode).toBe(200);
    const { row } = await invoiced(project.id);
    expect(row.parties?.consumer.addressLines).toEqual(HOME_LINES);
  });

  it('names the professional’s missing company details first: those the professional can fix', async () => {
    const bare = await t.loginAs('professional');
    const consumer = await t.createUser({ role: 'consumer', address: null });
    const project = await t.createProject({
      type: 'taxatie',
      consumerId: consumer.id,
      status: 'in_progress',
      professionalId: bare.id,
    });
    const res = await t.post('/api/invoices', { projectId: project.id }, bare.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('INVOICE_COMPANY_DETAILS_MISSING');
  });

  it('still refuses a consumer (403) and a professional not on the project (404)', async () => {
    const { consumer, project } = await projectOf('taxatie', exampleTaxatie(), null);
    const own = await t.login(consumer.email);
    expect((await t.post('/api/invoices', { projectId: project.id }, own)).statusCode).toBe(403);
    const other = await t.loginAs('professional');
    await withCompanyDetails(t, other.id);
    expect((await t.post('/api/invoices', { projectId: project.id }, other.cookie)).statusCode).toBe(404);
  });
});

describe('the supply date (Leverdatum)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const today = () => dutchDate(new Date());

  async function withSteps(projectId: string, completedDaysAgo: (number | null)[]) {
    await t.database.db.insert(projectSteps).values(
      completedDaysAgo.map((ago, i) => ({
        projectId,
        stepNumber: i + 1,
        title: `Stap ${i + 1}`,
        status: ago === null ? ('pending' as const) : ('completed' as const),
        completedAt: ago === null ? null : new Date(Date.now() - ago * DAY),
      })),
    );
  }

  it('is the day the last workflow step was completed, for an invoice made before the project completes', async () => {
    const { project } = await projectOf('taxatie', exampleTaxatie());
    await withSteps(project.id, [9, 4, null]);
    const { row, text } = await invoiced(project.id);
    const supplied = dutchDate(new Date(Date.now() - 4 * DAY));
    expect(row.supplyDate).toBe(supplied);
    expect(row.issueDate).toBe(today());
    expect(text).toContain(`Leverdatum ${formatDate(supplied)}`);
  });

  it('is the day the project was completed, for an invoice made after it (again after a credit note)', async () => {
    const { project } = await projectOf('bouwkundige', exampleBouwkundige());
    await withSteps(project.id, [9, 6]);
    await t.database.db
      .update(projects)
      .set({ status: 'completed', completedAt: new Date(Date.now() - 2 * DAY) })
      .where(eq(projects.id, project.id));
    const { row } = await invoiced(project.id);
    expect(row.supplyDate).toBe(dutchDate(new Date(Date.now() - 2 * DAY)));
  });

  it('is the invoice date when no step has been completed', async () => {
    const { project } = await projectOf('energielabel', exampleEnergielabel());
    await withSteps(project.id, [null, null]);
    const { row, text } = await invoiced(project.id);
    expect(row.supplyDate).toBe(today());
    expect(text).toContain(`Leverdatum ${formatDate(today())}`);
  });
});
