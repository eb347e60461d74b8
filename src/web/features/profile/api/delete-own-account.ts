import type { DeleteOwnAccountInput } from '@shared/users/own-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/profile/delete: one's own account, with the password (and the code when two-factor sign-in is on). */
export function deleteOwnAccount(
  body: DeleteOwnAccountInput,
): Promise<{ success: boolean; message: string }> {
  return apiRequest('POST', '/api/profile/delete', body);
}

/** Once deleted, every session has ended: nothing cached is the user's any more, and the browser goes home. */
export function useDeleteOwnAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOwnAccount,
    onSuccess: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
