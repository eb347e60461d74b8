import type { Appointment } from '@shared/appointments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const MY_APPOINTMENTS_QUERY_KEY = ['/api/appointments'] as const;

/** GET /api/appointments: the caller's own from now on (the server's default period). */
export function getMyAppointments(signal?: AbortSignal): Promise<Appointment[]> {
  return apiGet<Appointment[]>('/api/appointments', { signal });
}

export const myAppointmentsQueryOptions = () =>
  queryOptions({ queryKey: MY_APPOINTMENTS_QUERY_KEY, queryFn: ({ signal }) => getMyAppointments(signal) });

export function useMyAppointments() {
  return useQuery(myAppointmentsQueryOptions());
}
