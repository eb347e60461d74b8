import type { UserCounts } from '@shared/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const USER_COUNTS_QUERY_KEY = ['/api/users/counts'] as const;

/** GET /api/users/counts (admins): the tab counts of /gebruikers. */
export function getUserCounts(signal?: AbortSignal): Promise<UserCounts> {
  return apiGet<UserCounts>('/api/users/counts', { signal });
}

export const userCountsQueryOptions = () =>
  queryOptions({
    queryKey: USER_COUNTS_QUERY_KEY,
    queryFn: ({ signal }) => getUserCounts(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useUserCounts() {
  return useQuery(userCountsQueryOptions());
}
