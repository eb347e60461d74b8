import type { AuthUser } from '@shared/auth/schemas';

/** Only an admin, or an admin viewing the portal as someone else, may switch role views. */
export function canSwitchRole(user: AuthUser): boolean {
  return user.role === 'admin' || user.isAdminSwitching;
}
