import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/forgot-password: answers the same message whether or not the address is known. */
export function forgotPassword(body: { email: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/forgot-password', body);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
