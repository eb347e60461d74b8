import type { AuthUser } from '@shared/auth/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';

export interface SwitchUserResponse {
  user: AuthUser;
  isAdminSwitching: boolean;
}

/** POST /api/auth/switch-user: an admin views the portal as another user (or back as themselves). */
export function switchUser(userId: string): Promise<SwitchUserResponse> {
  return apiRequest<SwitchUserResponse>('POST', '/api/auth/switch-user', { userId });
}

/** On success the user cache is invalidated and the page reloads. */
export function useSwitchUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchUser,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      window.location.reload();
    },
  });
}
