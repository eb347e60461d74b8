// API steps the document and message journeys share: a fresh consumer's project, assigned by the admin to a fresh
// professional, with request contexts of their own (the browser pages sign in separately).
import { request as playwrightRequest } from '@playwright/test';
import { type ProjectRow, pendingProject } from '../projects/helpers';
import { e2eRuntime } from '../support/env';
import { apiLogin, type CreatedUser, createUser, DEMO, expect } from '../support/fixtures';

export interface Party {
  email: string;
  password: string;
}

export interface AssignedProject {
  project: ProjectRow;
  consumer: Party;
  professional: CreatedUser;
}

const origin = () => ({ Origin: e2eRuntime().baseURL });

/** A pending project of a fresh consumer; with `assign` (default) the admin assigns a fresh professional to it. */
export async function projectWithParties(options: { assign?: boolean } = {}): Promise<AssignedProject> {
  const suffix = Date.now().toString(36);
  const professional = await createUser({
    role: 'professional',
    firstName: 'Pieter',
    lastName: `Jansen ${suffix}`,
  });
  const admin = await playwrightRequest.newContext({ baseURL: e2eRuntime().baseURL });
  try {
    await apiLogin(admin, DEMO.admin.email, DEMO.admin.password);
    const { project, consumer } = await pendingProject(admin);
    if (options.assign ?? true) {
      const res = await admin.patch(`/api/projects/${project.id}/assign`, {
        data: { professionalId: professional.user.id },
        headers: origin(),
      });
      expect(res.ok(), `assign: ${res.status()} ${await res.text()}`).toBe(true);
    }
    return { project, consumer: { email: consumer.email, password: consumer.password }, professional };
  } finally {
    await admin.dispose();
  }
}

/** A small but real PDF (file-type detects PDFs by their %PDF- header). */
export function pdfBytes(text = 'Taxatierapport'): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );
}
