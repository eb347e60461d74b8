import type { AuthUser } from '@shared/auth/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { USER_QUERY_KEY } from '@web/lib/query-keys';

/** The signed-in user the app already loaded (GET /api/auth/user), or null for a visitor. */
export function useSignedInUser(): AuthUser | null {
  return useQueryClient().getQueryData<AuthUser | null>(USER_QUERY_KEY) ?? null;
}
