import type { TwoFactorVerifyBody } from '@shared/auth/two-factor';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { SignedIn } from './login';

/** POST /api/auth/2fa/verify: the second step of a sign-in, with the app's code or a recovery code. */
export function verifyTwoFactor(body: TwoFactorVerifyBody): Promise<SignedIn> {
  return apiRequest<SignedIn>('POST', '/api/auth/2fa/verify', body);
}

export function useVerifyTwoFactor() {
  return useMutation({ mutationFn: verifyTwoFactor });
}
