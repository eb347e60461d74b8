import type { OptOutStatus } from '@shared/leads/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/public/leads/opt-out/status (public): whose referral the opt-out link is and for what, when the link
 * still works; otherwise a coded Dutch refusal (unknown, expired, used, work started). Posted like the reset link's
 * check, and read as a query: one request per token, however often the page renders.
 */
export function getOptOutStatus(token: string): Promise<OptOutStatus> {
  return apiRequest<OptOutStatus>('POST', '/api/public/leads/opt-out/status', { token });
}

export const optOutStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/public/leads/opt-out/status', token],
    queryFn: () => getOptOutStatus(token),
    retry: false,
    gcTime: 0,
  });

export function useOptOutStatus(token: string | null) {
  return useQuery({ ...optOutStatusQueryOptions(token ?? ''), enabled: Boolean(token) });
}
