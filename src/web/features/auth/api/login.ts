import type { AuthUser, LoginBody } from '@shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface LoginResponse {
  user: AuthUser;
  message?: string;
}

/** POST /api/auth/login */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
