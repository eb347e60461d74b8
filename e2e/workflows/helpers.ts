// API steps the workflow journeys share: a fresh consumer requests a service, a fresh professional is assigned to
// it by the admin, all through the real routes.
import { request as playwrightRequest } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { apiLogin, type CreatedUser, createUser, DEMO, expect, uniqueTag } from '../support/fixtures';

export interface AssignedProject {
  /** The project's uuid and its human reference. */
  id: string;
  projectId: string;
  consumer: CreatedUser;
  professional: CreatedUser;
}

const origin = () => ({ Origin: e2eRuntime().baseURL });

/**
 * Creates a project of `type` for a fresh consumer and lets the admin assign a fresh professional to it (unless
 * `assign: false`: then the project stays pending).
 */
export async function assignedProject(
  type: string,
  formData: (consumerEmail: string) => object,
  options: { assign?: boolean } = {},
): Promise<AssignedProject> {
  const suffix = uniqueTag();
  const consumer = await createUser({ firstName: 'Sanne', lastName: `Smit ${suffix}` });
  // No specializations: offered for every project type.
  const professional = await createUser({
    role: 'professional',
    firstName: 'Joost',
    lastName: `Bakker ${suffix}`,
  });
  const ctx = await playwrightRequest.newContext({ baseURL: e2eRuntime().baseURL });
  try {
    await apiLogin(ctx, consumer.email, consumer.password);
    // Where the consumer lives (/profiel): the address an invoice goes to when the request names none of theirs,
    // as the seller's and valuation forms do (decision 0033).
    const home = await ctx.patch('/api/profile', {
      data: {
        firstName: consumer.firstName,
        lastName: consumer.lastName,
        straat: 'Maliebaan',
        huisnummer: '50',
        postcode: '3581 CS',
        plaats: 'Utrecht',
      },
      headers: origin(),
    });
    expect(home.ok(), `PATCH /api/profile: ${home.status()} ${await home.text()}`).toBe(true);
    const created = await ctx.post('/api/projects', {
      data: { type, formData: formData(consumer.email) },
      headers: origin(),
    });
    expect(created.status(), `POST /api/projects: ${await created.text()}`).toBe(201);
    const { project } = (await created.json()) as { project: { id: string; projectId: string } };

    if (options.assign === false)
      return { id: project.id, projectId: project.projectId, consumer, professional };
    await ctx.post('/api/auth/logout', { headers: origin() });
    await apiLogin(ctx, DEMO.admin.email, DEMO.admin.password);
    const assigned = await ctx.patch(`/api/projects/${project.id}/assign`, {
      data: { professionalId: professional.user.id },
      headers: origin(),
    });
    expect(assigned.ok(), `PATCH assign: ${assigned.status()} ${await assigned.text()}`).toBe(true);
    return { id: project.id, projectId: project.projectId, consumer, professional };
  } finally {
    await ctx.dispose();
  }
}

/** 'YYYY-MM-DD' some days from today (local time), for appointment dates that must not lie in the past. */
export function isoDateInDays(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
