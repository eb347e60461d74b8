import type {
  CreateProfessionalBody,
  CreateProfessionalInput,
  CreateProfessionalResponse,
} from '@shared/users/create-professional';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROFESSIONALS_QUERY_KEY } from '@web/lib/query-keys';
import { USER_COUNTS_QUERY_KEY } from './get-user-counts';
import { USERS_QUERY_KEY } from './get-users';

/** POST /api/admin/create-professional (admins): the account without a password, its profile and company details. */
export function createProfessional(body: CreateProfessionalBody): Promise<CreateProfessionalResponse> {
  // The form's checked values say 'none' with null; the payload leaves such a field out.
  const payload: CreateProfessionalInput = {
    ...body,
    tussenvoegsel: body.tussenvoegsel ?? undefined,
    bio: body.bio ?? undefined,
    bedrijfsHuisletter: body.bedrijfsHuisletter ?? undefined,
  };
  return apiRequest<CreateProfessionalResponse>('POST', '/api/admin/create-professional', payload);
}

export function useCreateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProfessional,
    // Success refreshes the professionals lists, so the user lists and the assign dropdown
    // (whose key is in @web/lib/query-keys) show the new professional at once.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: USER_COUNTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PROFESSIONALS_QUERY_KEY }),
      ]),
  });
}
