import { NOTIFICATION_POLL_MS } from '@shared/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const NOTIFICATION_COUNT_QUERY_KEY = ['/api/notifications/count'] as const;

/** GET /api/notifications/count: the number of unread notifications. */
export function getNotificationCount(signal?: AbortSignal): Promise<{ count: number }> {
  return apiGet<{ count: number }>('/api/notifications/count', { signal });
}

export const notificationCountQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_COUNT_QUERY_KEY,
    queryFn: ({ signal }) => getNotificationCount(signal),
    refetchInterval: NOTIFICATION_POLL_MS,
  });

export function useNotificationCount() {
  return useQuery(notificationCountQueryOptions());
}
