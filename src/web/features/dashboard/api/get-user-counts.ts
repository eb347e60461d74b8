import type { UserCounts } from '@shared/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const USER_COUNTS_QUERY_KEY = ['/api/users/counts'] as const;

/** GET /api/users/counts (admin): total and per role. */
export function getUserCounts(signal?: AbortSignal): Promise<UserCounts> {
  return apiGet<UserCounts>('/api/users/counts', { signal });
}

export const userCountsQueryOptions = () =>
  queryOptions({
    queryKey: USER_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getUserCounts(signal),
    staleTime: 0,
  });

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
