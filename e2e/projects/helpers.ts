// API steps the project journeys share: a pending project to work on, and moving a project along through the
// real routes.
import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { apiLogin, type CreatedUser, createUser, DEMO, expect } from '../support/fixtures';

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
  /** Who owns it: a fresh consumer, or the demo consumer when the project came from the demo seed. */
  consumer: { email: string; password: string; fresh: boolean };
}

const origin = () => ({ Origin: e2eRuntime().baseURL });

/** A complete energy label request (the shortest form of spec 002 §5), as the signed-in form sends it. */
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

/**
 * A new pending project: a fresh consumer requests one through POST /api/projects (the signed-in request form).
 * Until that route exists (it comes with the request forms) it answers 404 and the journey takes a pending
 * project of the demo consumer from the demo seed instead.
 */
export async function pendingProject(admin: APIRequestContext): Promise<PendingProject> {
  const consumer: CreatedUser = await createUser({ firstName: 'Sanne', lastName: 'Smit' });
  const ctx = await playwrightRequest.newContext({ baseURL: e2eRuntime().baseURL });
  try {
    await apiLogin(ctx, consumer.email, consumer.password);
    const res = await ctx.post('/api/projects', {
      data: { type: 'energielabel', formData: ENERGY_LABEL_FORM },
      headers: origin(),
    });
    if (res.status() !== 404) {
      expect(res.status(), `POST /api/projects: ${await res.text()}`).toBe(201);
      const body = (await res.json()) as { project: ProjectRow };
      return { project: body.project, consumer: { ...consumer, fresh: true } };
    }
  } finally {
    await ctx.dispose();
  }

  const list = await admin.get(
    `/api/projects?status=pending&pageSize=100&q=${encodeURIComponent(DEMO.consumer.email)}`,
  );
  expect(list.ok(), `GET /api/projects: ${list.status()}`).toBe(true);
  const rows = ((await list.json()) as ProjectRow[]).filter(
    (p) => p.consumerEmail === DEMO.consumer.email && p.professionalId === null,
  );
  expect(
    rows.length,
    `no POST /api/projects yet and no pending project of ${DEMO.consumer.email} left`,
  ).toBeGreaterThan(0);
  return { project: rows[0]!, consumer: { ...DEMO.consumer, fresh: false } };
}

/** The X-Total-Count of a list request (the number the server says the list has). */
export async function totalOf(request: APIRequestContext, url: string): Promise<number> {
  const res = await request.get(url);
  expect(res.ok(), `GET ${url}: ${res.status()}`).toBe(true);
  return Number(res.headers()['x-total-count']);
}
