import { ROLES } from '@shared/users/roles';
import type { UserCounts } from '@shared/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiGet, apiGetPage } from '@web/lib/api-client';

export const USER_COUNTS_QUERY_KEY = ['/api/users/counts'] as const;

/** The totals from the list itself (X-Total-Count of one-row pages), for a server without /api/users/counts. */
async function countsFromList(signal?: AbortSignal): Promise<UserCounts> {
  const [total, consumer, professional, admin] = await Promise.all(
    [undefined, ...ROLES].map(
      async (role) =>
        (await apiGetPage(`/api/users?pageSize=1${role ? `&role=${role}` : ''}`, { signal })).total,
    ),
  );
  return { total: total!, consumer: consumer!, professional: professional!, admin: admin! };
}

/** GET /api/users/counts (admins): the tab counts of /gebruikers. */
export async function getUserCounts(signal?: AbortSignal): Promise<UserCounts> {
  try {
    return await apiGet<UserCounts>('/api/users/counts', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return countsFromList(signal);
    throw error;
  }
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
