import type { PayoutBody, PayoutResponse } from '@shared/revenue/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { REVENUE_QUERY_KEY } from './get-revenue';

/**
 * POST /api/admin/revenue/payout (admin): marks a professional's month paid out. `amount` is the payout the
 * dashboard showed; the server refuses (409) any other amount, and a month marked before.
 */
export function markPayout(body: PayoutBody): Promise<PayoutResponse> {
  return apiRequest('POST', '/api/admin/revenue/payout', body);
}

export function useMarkPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markPayout,
    // Also after a refusal: another admin may have marked it meanwhile, and the row should say so.
    onSettled: () => queryClient.invalidateQueries({ queryKey: REVENUE_QUERY_KEY }),
  });
}
