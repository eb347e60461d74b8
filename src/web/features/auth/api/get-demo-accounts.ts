import type { DemoAccountsResponse } from '@shared/auth/demo-accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** GET /api/admin/demo-accounts (admins): demo accounts that still have the published password. */
export function getDemoAccounts(signal?: AbortSignal): Promise<DemoAccountsResponse> {
  return apiGet<DemoAccountsResponse>('/api/admin/demo-accounts', { signal });
}

export const demoAccountsQueryOptions = () =>
  queryOptions({
    queryKey: ['/api/admin/demo-accounts'],
    queryFn: ({ signal }) => getDemoAccounts(signal),
    // Fresh on every visit of the dashboard: a password changed meanwhile ends the warning.
    staleTime: 0,
    refetchOnMount: 'always',
  });

export function useDemoAccounts() {
  return useQuery(demoAccountsQueryOptions());
}
