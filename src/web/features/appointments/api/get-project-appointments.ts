import type { Appointment } from '@shared/appointments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/** Under the project's key: saving a step refreshes the project, and with it its appointments. */
export const projectAppointmentsQueryKey = (projectId: string) =>
  [...PROJECTS_QUERY_KEY, projectId, 'appointments'] as const;

/** GET /api/projects/{id}/appointments: upcoming first, then past and cancelled ones. */
export function getProjectAppointments(projectId: string, signal?: AbortSignal): Promise<Appointment[]> {
  return apiGet<Appointment[]>(`/api/projects/${encodeURIComponent(projectId)}/appointments`, { signal });
}

export const projectAppointmentsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectAppointmentsQueryKey(projectId),
    queryFn: ({ signal }) => getProjectAppointments(projectId, signal),
  });

export function useProjectAppointments(projectId: string) {
  return useQuery(projectAppointmentsQueryOptions(projectId));
}
