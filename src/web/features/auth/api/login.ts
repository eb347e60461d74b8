import type { AuthUser, LoginBody } from '@shared/auth/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface SignedIn {
  user: AuthUser;
  message?: string;
}

/** The password was right and the account signs in with a second factor: a code must follow (verify-two-factor). */
export interface TwoFactorRequired {
  twoFactorRequired: true;
  message: string;
}

export type LoginResponse = SignedIn | TwoFactorRequired;

/** POST /api/auth/login */
export function login(body: LoginBody): Promise<LoginResponse> {
  return apiRequest<LoginResponse>('POST', '/api/auth/login', body);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
