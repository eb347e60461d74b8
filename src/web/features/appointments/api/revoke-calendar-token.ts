import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { CALENDAR_TOKEN_QUERY_KEY } from './get-calendar-token';

/** DELETE /api/calendar/token: the link stops working. */
export function revokeCalendarToken(): Promise<void> {
  return apiRequest<void>('DELETE', '/api/calendar/token');
}

export function useRevokeCalendarToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CALENDAR_TOKEN_QUERY_KEY }),
  });
}
