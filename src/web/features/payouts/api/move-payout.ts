import type { PayoutDetailResponse, PayoutStatusBody } from '@shared/payouts/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PAYOUTS_QUERY_KEY } from './get-payouts';

/** PATCH /api/admin/payouts/{id} (admin): moves a statement forward ('sent', 'paid'); never back. */
export function movePayout(id: string, body: PayoutStatusBody): Promise<PayoutDetailResponse> {
  return apiRequest('PATCH', `/api/admin/payouts/${encodeURIComponent(id)}`, body);
}

export function useMovePayout(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutStatusBody) => movePayout(id, body),
    // Also after a refusal: another admin may have moved it meanwhile, and the page should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: PAYOUTS_QUERY_KEY }),
  });
}
