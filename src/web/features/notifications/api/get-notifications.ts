import type { Notification } from '@shared/notifications/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const NOTIFICATIONS_QUERY_KEY = ['/api/notifications'] as const;

/** GET /api/notifications: newest first. */
export function getNotifications(signal?: AbortSignal): Promise<Notification[]> {
  return apiGet<Notification[]>('/api/notifications', { signal });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => getNotifications(signal),
    // Read afresh each time the list is opened.
    staleTime: 0,
  });

export function useNotifications({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}
