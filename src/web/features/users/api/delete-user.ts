import type { DeleteUserResponse } from '@shared/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROFESSIONALS_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import { adminUserQueryKey } from './get-admin-user';
import { USER_COUNTS_QUERY_KEY } from './get-user-counts';
import { USERS_QUERY_KEY } from './get-users';

/** DELETE /api/admin/users/{id}: erased, or anonymised when others' projects refer to the account. */
export function deleteUser(userId: string): Promise<DeleteUserResponse> {
  return apiRequest<DeleteUserResponse>('DELETE', `/api/admin/users/${encodeURIComponent(userId)}`);
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: async (_data, userId) => {
      queryClient.removeQueries({ queryKey: adminUserQueryKey(userId) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_COUNTS_QUERY_KEY }),
        // The project lists show the deleted person's name and the assign dropdown offers professionals: both
        // change. Their keys are in @web/lib/query-keys, so no other feature's code is needed for this.
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFESSIONALS_QUERY_KEY }),
      ]);
    },
  });
}
