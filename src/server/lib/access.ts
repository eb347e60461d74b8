// Deny by default: every /api route declares who may call it in its `config.access`; the app refuses to start
// with an /api route that declares nothing. One onRequest hook (plugins/session.ts) enforces the declaration.
import type { Role } from '@shared/users/roles';

/**
 * - 'public': anyone, signed in or not
 * - 'user': any signed-in user (the service checks the record)
 * - 'realAdmin': a signed-in admin, also while viewing the portal as another user
 * - Role[]: the signed-in user's current role (an admin viewing as a consumer counts as that consumer)
 */
export type Access = 'public' | 'user' | 'realAdmin' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Only for the payment provider's webhook: it carries no Origin and is trusted for nothing but an id. */
    skipOriginCheck?: boolean;
    /**
     * Open to an admin who must still turn two-factor sign-in on (REQUIRE_2FA_ADMIN): only the enrolment itself.
     * Every other signed-in route refuses them (plugins/session.ts).
     */
    allowWithoutTwoFactor?: boolean;
  }
}

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : access.join('|');
}
