import type { AuthUser } from '@shared/auth/schemas';
import type { ProfileInput } from '@shared/users/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';

/** PATCH /api/profile: one's own aanhef, initials, names and phone (/profiel must persist). */
export function updateProfile(body: ProfileInput): Promise<AuthUser> {
  return apiRequest<AuthUser>('PATCH', '/api/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (user) => {
      // The answer is the current user: the shell's name updates at once, then the query confirms it.
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
