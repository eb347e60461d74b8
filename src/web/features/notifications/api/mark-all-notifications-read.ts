import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { NOTIFICATION_COUNT_QUERY_KEY } from './get-notification-count';
import { NOTIFICATIONS_QUERY_KEY } from './get-notifications';

/** POST /api/notifications/mark-all-read */
export function markAllNotificationsRead(): Promise<unknown> {
  return apiRequest('POST', '/api/notifications/mark-all-read');
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: NOTIFICATION_COUNT_QUERY_KEY }),
      ]),
  });
}
