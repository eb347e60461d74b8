import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';

export interface VerifyEmailResponse {
  success: boolean;
  message: string;
}

/** POST /api/auth/verify-email */
export function verifyEmail(token: string): Promise<VerifyEmailResponse> {
  return apiRequest<VerifyEmailResponse>('POST', '/api/auth/verify-email', { token });
}

/**
 * Runs the verification once per token. It is held as a query on purpose: the token is single-use, and a
 * query is shared by every render (and React's development double effects), so the POST is sent only once.
 */
export function useVerifyEmail(token: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['/api/auth/verify-email', token],
    queryFn: async () => {
      const result = await verifyEmail(token ?? '');
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      return result;
    },
    enabled: Boolean(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
