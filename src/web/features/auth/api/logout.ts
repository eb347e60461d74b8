import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/auth/logout */
export function logout(): Promise<{ success: boolean }> {
  return apiRequest<{ success: boolean }>('POST', '/api/auth/logout');
}

/** Whether the call succeeds or not, cached data is cleared and the browser goes to /. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      window.location.assign('/');
    },
  });
}
