import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { adminUserQueryKey } from './get-admin-user';

export interface ResetUserPasswordInput {
  targetUserId: string;
  newPassword: string;
}

/** POST /api/admin/reset-user-password: the user's sessions end and they are told by mail. */
export function resetUserPassword(body: ResetUserPasswordInput) {
  return apiRequest<{ success?: boolean; message: string }>('POST', '/api/admin/reset-user-password', body);
}

export function useResetUserPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserPassword,
    onSuccess: (_data, input) =>
      queryClient.invalidateQueries({ queryKey: adminUserQueryKey(input.targetUserId) }),
  });
}
