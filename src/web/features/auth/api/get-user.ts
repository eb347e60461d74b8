import type { AuthUser } from '@shared/auth/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';

/** GET /api/auth/user: the signed-in user, or null when nobody is signed in (204, or 401 for an ended session). */
export function getUser(signal?: AbortSignal): Promise<AuthUser | null> {
  return apiGet<AuthUser>('/api/auth/user', { on401: 'returnNull', signal });
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 0,
    retry: false,
  });

export function useUser() {
  return useQuery(userQueryOptions());
}
