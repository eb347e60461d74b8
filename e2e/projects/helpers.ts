// API steps the project journeys share: finding pending projects of the demo consumer (the demo seed makes
// them; no request form exists yet to create one) and moving a project along through the real routes.
import type { APIRequestContext } from '@playwright/test';
import { e2eRuntime } from '../support/env';
import { DEMO, expect } from '../support/fixtures';

export interface ProjectRow {
  id: string;
  projectId: string;
  type: string;
  status: string;
  consumerEmail: string;
  professionalId: string | null;
}

const origin = () => ({ Origin: e2eRuntime().baseURL });

/**
 * `n` unassigned pending projects of the demo consumer, newest first, asked as the admin signed in on `admin`.
 * Assigning makes a project non-pending, so a retry takes the next one; journeys that may run in parallel take
 * from opposite ends of the list so they do not reach for the same project.
 */
export async function pendingDemoProjects(
  admin: APIRequestContext,
  n: number,
  from: 'newest' | 'oldest',
): Promise<ProjectRow[]> {
  const res = await admin.get(
    `/api/projects?status=pending&pageSize=100&q=${encodeURIComponent(DEMO.consumer.email)}`,
  );
  expect(res.ok(), `GET /api/projects: ${res.status()}`).toBe(true);
  const rows = ((await res.json()) as ProjectRow[]).filter(
    (p) => p.consumerEmail === DEMO.consumer.email && p.professionalId === null,
  );
  expect(
    rows.length,
    `the demo seed should give ${DEMO.consumer.email} at least ${n} pending projects`,
  ).toBeGreaterThanOrEqual(n);
  return from === 'newest' ? rows.slice(0, n) : rows.slice(-n);
}

export async function assignViaApi(admin: APIRequestContext, projectId: string, professionalId: string) {
  const res = await admin.patch(`/api/projects/${projectId}/assign`, {
    data: { professionalId },
    headers: origin(),
  });
  expect(res.ok(), `assign: ${res.status()} ${await res.text()}`).toBe(true);
}

export async function setStatusViaApi(pro: APIRequestContext, projectId: string, status: string) {
  const res = await pro.patch(`/api/projects/${projectId}/status`, { data: { status }, headers: origin() });
  expect(res.ok(), `status ${status}: ${res.status()} ${await res.text()}`).toBe(true);
}
