import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/validate-reset-token: 200 when the token can still be used; any failure means invalid. */
export function validateResetToken(token: string): Promise<{ valid: boolean }> {
  return apiRequest<{ valid: boolean }>('POST', '/api/auth/validate-reset-token', { token });
}

// A check without side effects, so it is read as a query: one request per token, however often the page renders.
export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['/api/auth/validate-reset-token', token],
    queryFn: () => validateResetToken(token),
    retry: false,
    gcTime: 0,
  });

export function useValidateResetToken(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
