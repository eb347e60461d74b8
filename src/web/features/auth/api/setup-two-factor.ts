import type { TwoFactorSetupBody, TwoFactorSetupResponse } from '@shared/auth/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/2fa/setup: with the current password, a new secret to scan (not yet in force). */
export function setupTwoFactor(body: TwoFactorSetupBody): Promise<TwoFactorSetupResponse> {
  return apiRequest<TwoFactorSetupResponse>('POST', '/api/auth/2fa/setup', body);
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
