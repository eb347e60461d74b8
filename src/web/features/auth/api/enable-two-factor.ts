import type { TwoFactorEnableBody, TwoFactorEnableResponse } from '@shared/auth/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/**
 * POST /api/auth/2fa/enable: a first code switches two-factor sign-in on and answers the recovery codes, once. The
 * current user is refreshed only after the owner said the codes are saved (RecoveryCodes), not here: the fresh
 * user would take the enrolment screen away before the codes were read.
 */
export function enableTwoFactor(body: TwoFactorEnableBody): Promise<TwoFactorEnableResponse> {
  return apiRequest<TwoFactorEnableResponse>('POST', '/api/auth/2fa/enable', body);
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
