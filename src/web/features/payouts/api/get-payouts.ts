import type { AdminPayoutsQuery, PayoutListResponse } from '@shared/payouts/schemas';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

/** The root of every payout key: a status change or a SEPA export refreshes the lists and the statement. */
export const PAYOUTS_QUERY_KEY = ['/api/payouts'] as const;

/** GET /api/admin/payouts?professionalId=&status= (admin): every payout statement, newest first. */
export function getAdminPayouts(
  filter: AdminPayoutsQuery,
  signal?: AbortSignal,
): Promise<PayoutListResponse> {
  const params = new URLSearchParams();
  if (filter.professionalId) params.set('professionalId', filter.professionalId);
  if (filter.status) params.set('status', filter.status);
  const query = params.size > 0 ? `?${params}` : '';
  return apiGet<PayoutListResponse>(`/api/admin/payouts${query}`, { signal });
}

export function useAdminPayouts(filter: AdminPayoutsQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...PAYOUTS_QUERY_KEY, 'admin', filter],
      queryFn: ({ signal }) => getAdminPayouts(filter, signal),
      staleTime: 0,
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/professional/payouts (professional): the signed-in professional's own statements. */
export function getProfessionalPayouts(signal?: AbortSignal): Promise<PayoutListResponse> {
  return apiGet<PayoutListResponse>('/api/professional/payouts', { signal });
}

export function useProfessionalPayouts() {
  return useQuery(
    queryOptions({
      queryKey: [...PAYOUTS_QUERY_KEY, 'professional'],
      queryFn: ({ signal }) => getProfessionalPayouts(signal),
      staleTime: 0,
    }),
  );
}
