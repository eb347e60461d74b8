import type { PublicRequestResponse } from '@shared/requests/api';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

/** The public request endpoints. */
export type PublicRequestPath =
  | '/api/public/aankoopmakelaar'
  | '/api/public/taxatie'
  | '/api/public/hypotheekadviseur'
  | '/api/public/hypotheek-adviseur'
  | '/api/public/bouwkundige'
  | '/api/auth/register-and-create-project';

/** `existingUser`: the e-mail address already had an account; the project was added to it, nobody signed in. */
export type { PublicRequestResponse };

/** A visitor's request: creates the account (unverified, set-password mail) or attaches to the known one. */
export function submitPublicRequest(path: PublicRequestPath, body: unknown): Promise<PublicRequestResponse> {
  return apiRequest<PublicRequestResponse>('POST', path, body);
}

export function useSubmitPublicRequest(path: PublicRequestPath) {
  return useMutation({ mutationFn: (body: unknown) => submitPublicRequest(path, body) });
}
