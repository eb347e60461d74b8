import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/reset-password */
export function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
