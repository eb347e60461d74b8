import type { ProfileInput, ProfileResponse } from '@shared/users/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { USER_QUERY_KEY } from '@web/lib/query-keys';
import { PROFILE_QUERY_KEY } from './get-profile';

/** PATCH /api/profile: one's own aanhef, initials, names, phone and home address (/profiel must persist). */
export function updateProfile(body: ProfileInput): Promise<ProfileResponse> {
  return apiRequest<ProfileResponse>('PATCH', '/api/profile', body);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      // The answer is the current user with the address: the shell's name updates at once, then the query
      // confirms it.
      const { straat: _s, huisnummer: _n, huisletter: _l, postcode: _p, plaats: _c, ...user } = profile;
      queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
      queryClient.setQueryData(USER_QUERY_KEY, user);
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
    },
  });
}
