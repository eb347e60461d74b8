import type { CalendarTokenState } from '@shared/appointments/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const CALENDAR_TOKEN_QUERY_KEY = ['/api/calendar/token'] as const;

/** GET /api/calendar/token: whether the caller has a calendar link (never the link itself). */
export function getCalendarToken(signal?: AbortSignal): Promise<CalendarTokenState> {
  return apiGet<CalendarTokenState>('/api/calendar/token', { signal });
}

export const calendarTokenQueryOptions = () =>
  queryOptions({ queryKey: CALENDAR_TOKEN_QUERY_KEY, queryFn: ({ signal }) => getCalendarToken(signal) });

export function useCalendarToken() {
  return useQuery(calendarTokenQueryOptions());
}
