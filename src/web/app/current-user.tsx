import type { AuthUser } from '@shared/auth/schemas';
import { createContext, use } from 'react';

/**
 * The signed-in user, read once by the app (GET /api/auth/user) and handed to every screen, so that screens do
 * not each start their own refetch of a query with zero stale time.
 */
export const CurrentUserContext = createContext<AuthUser | null>(null);

/** The signed-in user; only for screens under the signed-in router. */
export function useCurrentUser(): AuthUser {
  const user = use(CurrentUserContext);
  if (!user) throw new Error('useCurrentUser outside the signed-in part of the app');
  return user;
}
