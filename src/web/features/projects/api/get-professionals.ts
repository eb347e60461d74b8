import type { professionalOption } from '@shared/users/schemas';
import type { z } from '@shared/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { PROFESSIONALS_QUERY_KEY } from '@web/lib/query-keys';

export type ProfessionalOption = z.infer<typeof professionalOption>;

/** GET /api/users/professionals?type= (admin): professionals for a project type, plus those without specializations. */
export function getProfessionals(type: string, signal?: AbortSignal): Promise<ProfessionalOption[]> {
  return apiGet<ProfessionalOption[]>(`/api/users/professionals?type=${encodeURIComponent(type)}`, {
    signal,
  });
}

export const professionalsQueryOptions = (type: string) =>
  queryOptions({
    queryKey: [...PROFESSIONALS_QUERY_KEY, type],
    queryFn: ({ signal }) => getProfessionals(type, signal),
    staleTime: 60_000,
  });

export function useProfessionals(type: string) {
  return useQuery(professionalsQueryOptions(type));
}
