import type { CalendarTokenCreated } from '@shared/appointments/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { CALENDAR_TOKEN_QUERY_KEY } from './get-calendar-token';

/** POST /api/calendar/token: a new link (an earlier one stops working), shown once. */
export function createCalendarToken(): Promise<CalendarTokenCreated> {
  return apiRequest<CalendarTokenCreated>('POST', '/api/calendar/token');
}

export function useCreateCalendarToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_TOKEN_QUERY_KEY }),
  });
}
