// API steps the project journeys share: a pending project to work on, and moving a project along through the
// real routes.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { apiLogin, type CreatedUser, createUser, expect } from '../support/fixtures';

export interface ProjectRow {
  id: string;
  projectId: string;
  type: string;
  status: string;
  consumerEmail: string;
  professionalId: string | null;
}

export interface PendingProject {
  project: ProjectRow;
  /** Who owns it: a fresh consumer. */
  consumer: { email: string; password: string };
}

const origin = () => ({ Origin: e2eRuntime().baseURL });

/** A complete energy label request (the shortest request form), as the signed-in form sends it. */
const ENERGY_LABEL_FORM = {
  gewensteDienst: 'Energielabel',
  soortPand: 'Appartement',
  bouwjaar: '1932',
  oppervlakte: '78',
  postcode: '3572AJ',
  huisnummer: '8',
  straat: 'Biltstraat',
  plaats: 'Utrecht',
  afspraakMet: 'afspraak',
  naamOfEmail: 'Eva de Vries',
  contactnummer: '0612345678',
};

/** A new pending project: a fresh consumer requests one through POST /api/projects (the signed-in request form). */
export async function pendingProject(): Promise<PendingProject> {
  const consumer: CreatedUser = await createUser({ firstName: 'Sanne', lastName: 'Smit' });
  const ctx = await playwrightRequest.newContext({ baseURL: e2eRuntime().baseURL });
  try {
    await apiLogin(ctx, consumer.email, consumer.password);
    const res = await ctx.post('/api/projects', {
      data: { type: 'energielabel', formData: ENERGY_LABEL_FORM },
      headers: origin(),
    });
    expect(res.status(), `POST /api/projects: ${await res.text()}`).toBe(201);
    const body = (await res.json()) as { project: ProjectRow };
    return { project: body.project, consumer };
  } finally {
    await ctx.dispose();
  }
}

/** The X-Total-Count of a list request (the number the server says the list has). */
export async function totalOf(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(url);
  expect(res.ok(), `GET ${url}: ${res.status()}`).toBe(true);
  return Number(res.headers()['x-total-count']);
}
