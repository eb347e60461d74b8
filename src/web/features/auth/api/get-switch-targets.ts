import type { Role } from '@shared/users/roles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** The user id to switch to for each role view; null when there is none. */
export type SwitchTargets = Record<Role, string | null>;

/** GET /api/auth/switch-targets (a real admin only, also while switched). */
export function getSwitchTargets(signal?: AbortSignal): Promise<SwitchTargets> {
  return apiGet<SwitchTargets>('/api/auth/switch-targets', { signal });
}

export const switchTargetsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/auth/switch-targets'],
    queryFn: ({ signal }) => getSwitchTargets(signal),
  });

export function useSwitchTargets(enabled: boolean) {
  return useQuery({ ...switchTargetsQueryOptions(), enabled });
}
