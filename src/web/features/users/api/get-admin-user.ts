import type { AdminUserDetail } from '@shared/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const adminUserQueryKey = (userId: string) => ['/api/admin/users', userId] as const;

/** GET /api/admin/users/{userId}: profile, company details, statistics and projects. */
export function getAdminUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  return apiGet<AdminUserDetail>(`/api/admin/users/${encodeURIComponent(userId)}`, { signal });
}

export const adminUserQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: adminUserQueryKey(userId),
    queryFn: ({ signal }) => getAdminUser(userId, signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useAdminUser(userId: string) {
  return useQuery(adminUserQueryOptions(userId));
}
