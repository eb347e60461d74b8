import type { ProfessionalProfile } from '@shared/users/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export const PROFESSIONAL_PROFILE_QUERY_KEY = ['/api/professional-profile'] as const;

/** GET /api/professional-profile (professional): specializations, experience, certifications, service area. */
export function getProfessionalProfile(signal?: AbortSignal): Promise<ProfessionalProfile> {
  return apiGet<ProfessionalProfile>('/api/professional-profile', { signal });
}

export const professionalProfileQueryOptions = () =>
  queryOptions({
    queryKey: PROFESSIONAL_PROFILE_QUERY_KEY,
    queryFn: ({ signal }) => getProfessionalProfile(signal),
  });

export function useProfessionalProfile() {
  return useQuery(professionalProfileQueryOptions());
}
