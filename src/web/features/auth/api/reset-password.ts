import { apiRequest } from '@web/lib/api-client';
import { useMutation } from '@tanstack/react-query';

/** POST /api/auth/reset-password */
export function resetPassword(body: { token: string; password: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/auth/reset-password', body);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
