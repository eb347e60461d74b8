import type { ProfessionalProfile } from '@shared/users/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';
import { PROFESSIONAL_PROFILE_QUERY_KEY } from './get-professional-profile';

/** PUT /api/professional-profile: specializations, experience, certifications, service area, company details. */
export function saveProfessionalProfile(body: ProfessionalProfile): Promise<ProfessionalProfile> {
  return apiRequest<ProfessionalProfile>('PUT', '/api/professional-profile', body);
}

export function useSaveProfessionalProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProfessionalProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(PROFESSIONAL_PROFILE_QUERY_KEY, profile);
      // The current user carries the specializations too.
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
