import type { TwoFactorDisableBody } from '@shared/auth/two-factor';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';

/** POST /api/auth/2fa/disable: with the password and a code of the app or a recovery code. */
export function disableTwoFactor(body: TwoFactorDisableBody): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/2fa/disable', body);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    // The current user says whether two-factor sign-in is on.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY }),
  });
}
