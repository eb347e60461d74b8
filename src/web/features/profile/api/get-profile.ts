import type { ProfileResponse } from '@shared/users/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const PROFILE_QUERY_KEY = ['/api/profile'] as const;

/** GET /api/profile: the signed-in user (as the current user) with their home address. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return apiGet<ProfileResponse>('/api/profile', { signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfile(signal),
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
