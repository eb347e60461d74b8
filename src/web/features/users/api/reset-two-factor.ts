import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { adminUserQueryKey } from './get-admin-user';

/** POST /api/admin/users/{userId}/2fa/reset: two-factor sign-in off, the user's sessions end, they are mailed. */
export function resetTwoFactor(userId: string) {
  return apiRequest<{ success?: boolean; message: string }>(
    'POST',
    `/api/admin/users/${encodeURIComponent(userId)}/2fa/reset`,
  );
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: (_data, userId) => queryClient.invalidateQueries({ queryKey: adminUserQueryKey(userId) }),
  });
}
