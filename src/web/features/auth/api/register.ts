import type { AuthUser, RegisterBody } from '@shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface RegisterResponse {
  user: AuthUser;
  message?: string;
}

/** POST /api/auth/register: creates the account and signs it in. */
export function register(body: RegisterBody): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>('POST', '/api/auth/register', body);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
