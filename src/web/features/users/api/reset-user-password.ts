import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface ResetUserPasswordInput {
  targetUserId: string;
  newPassword: string;
}

/** POST /api/admin/reset-user-password: the user's sessions end and they are told by mail. */
export function resetUserPassword(body: ResetUserPasswordInput) {
  return apiRequest<{ success?: boolean; message: string }>('POST', '/api/admin/reset-user-password', body);
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
