// API steps the invoice journeys share (and other journeys may reuse): a professional's company details, an
// invoice made through POST /api/invoices, workflow steps completed through the API, and the mails the sink
// received with their attachments.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { apiLogin, expect } from '../support/fixtures';
import { readMails, type StoredMail } from '../support/mailbox';

export interface Credentials {
  email: string;
  password: string;
}

const origin = () => ({ Origin: e2eRuntime().baseURL });

/** Runs `work` in a request context of its own, signed in as `who` (the caller's browser is left alone). */
export async function signedInRequest<T>(
  who: Credentials,
  work: (ctx: APIRequestContext) => Promise<T>,
): Promise<T> {
  const ctx = await playwrightRequest.newContext({ baseURL: e2eRuntime().baseURL });
  try {
    await apiLogin(ctx, who.email, who.password);
    return await work(ctx);
  } finally {
    await ctx.dispose();
  }
}

/**
 * Gives a professional the company details an invoice prints (PUT /api/professional-profile). The PUT saves the
 * whole profile: experience, certifications and service area are cleared and the specializations set to `[]`,
 * which is what a fresh test professional has anyway.
 */
export async function giveCompanyDetails(
  professional: Credentials,
  company = 'Bakker Aankoopadvies B.V.',
): Promise<void> {
  await signedInRequest(professional, async (ctx) => {
    const res = await ctx.put('/api/professional-profile', {
      data: {
        specializations: [],
        company,
        kvkNummer: '12345678',
        btwNummer: 'NL123456789B01',
        iban: 'NL91ABNA0417164300',
        bedrijfsStraat: 'Keizersgracht',
        bedrijfsHuisnummer: '123',
        bedrijfsPostcode: '1015 CJ',
        bedrijfsPlaats: 'Amsterdam',
      },
      headers: origin(),
    });
    expect(res.ok(), `PUT /api/professional-profile: ${res.status()} ${await res.text()}`).toBe(true);
  });
}

export interface ExtraCost {
  description: string;
  /** Cents, excluding VAT. */
  amountExBtw: number;
  btwPercentage?: 0 | 9 | 21;
}

/**
 * Makes the project's invoice as `who` (its professional or an admin) through POST /api/invoices, a draft, and sends
 * it (POST /api/invoices/{id}/send): numbered and mailed.
 */
export async function createInvoiceFor(
  who: Credentials,
  projectId: string,
  additionalCosts: ExtraCost[] = [],
): Promise<{ id: string; invoiceNumber: string }> {
  return signedInRequest(who, async (ctx) => {
    const res = await ctx.post('/api/invoices', { data: { projectId, additionalCosts }, headers: origin() });
    expect(res.status(), `POST /api/invoices: ${await res.text()}`).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const sent = await ctx.post(`/api/invoices/${id}/send`, { headers: origin() });
    expect(sent.status(), `POST /api/invoices/${id}/send: ${await sent.text()}`).toBe(200);
    return { id, invoiceNumber: ((await sent.json()) as { invoiceNumber: string }).invoiceNumber };
  });
}

/**
 * Completes workflow steps in order through the API as the project's professional, preparing the workflow first when
 * it has no steps yet. `steps` maps a step number to its data; a function gets the request context (for uploads).
 */
export async function completeStepsFor(
  professional: Credentials,
  projectId: string,
  steps: Record<number, object | ((ctx: APIRequestContext) => Promise<object>)>,
): Promise<void> {
  await signedInRequest(professional, async (ctx) => {
    const init = await ctx.post(`/api/projects/${projectId}/steps/initialize`, { headers: origin() });
    expect([200, 201, 409], `initialize: ${init.status()} ${await init.text()}`).toContain(init.status());
    for (const [n, data] of Object.entries(steps).sort(([a], [b]) => Number(a) - Number(b))) {
      const stepData = typeof data === 'function' ? await data(ctx) : data;
      const res = await ctx.post(`/api/projects/${projectId}/steps/${n}/complete`, {
        data: { stepData },
        headers: origin(),
      });
      expect(res.ok(), `complete step ${n}: ${res.status()} ${await res.text()}`).toBe(true);
    }
  });
}

/** Uploads a PDF as a step's report (POST /api/upload) and answers the fileUrl the step's pdf field stores. */
export async function uploadStepReport(
  ctx: APIRequestContext,
  projectId: string,
  step: number,
  pdf: Buffer,
): Promise<string> {
  const res = await ctx.post('/api/upload', {
    multipart: {
      projectId,
      step: String(step),
      file: { name: 'rapport.pdf', mimeType: 'application/pdf', buffer: pdf },
    },
    headers: origin(),
  });
  expect(res.ok(), `POST /api/upload: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { fileUrl: string }).fileUrl;
}

/** The stored form of a mail the fixture handed out (the fixture's Mail leaves the attachments out). */
export function storedMail(seq: number): StoredMail {
  const mail = readMails(e2eRuntime().mailDir).find((m) => m.seq === seq);
  if (!mail) throw new Error(`mail #${seq} is not in the sink`);
  return mail;
}
