import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/resend-verification: a new verification mail to the signed-in user. */
export function resendVerification(): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/resend-verification');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
