import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** POST /api/public/leads/opt-out (public): the client objects; the lead closes and their details are erased. */
export function confirmOptOut(token: string): Promise<{ success: true; message: string }> {
  return apiRequest<{ success: true; message: string }>('POST', '/api/public/leads/opt-out', { token });
}

export function useConfirmOptOut() {
  return useMutation({ mutationFn: confirmOptOut });
}
