// Who acts in a request (decision 0014): the signed-in user as the session plugin reads it, and the one `Actor`
// every service takes. Routes build the actor with actorOf and hand it to their one service call; services import
// these types from here, never from a plugin.
import { AUTH_MESSAGES, type AuthUser } from '@shared/auth/schemas';
import type { Role } from '@shared/users/roles';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/** The user a session acts as (plugins/session.ts puts it on request.user). */
export interface CurrentUser extends AuthUser {
  /** The person behind the session: differs from id while an admin views as someone else. */
  realUserId: string;
  realRole: Role;
  /** The real user signs in with a second factor (two-factor sign-in is on). */
  realTwoFactor: boolean;
}

/**
 * An admin who must turn two-factor sign-in on before doing anything else (REQUIRE_2FA_ADMIN, decision 0025): the
 * real person behind the session counts, so viewing as someone else changes nothing.
 */
export const mustSetUpTwoFactor = (
  config: Pick<Config, 'requireAdminTwoFactor'>,
  real: { role: Role; twoFactor: boolean },
): boolean => config.requireAdminTwoFactor && real.role === 'admin' && !real.twoFactor;

/**
 * The acting user (while an admin views as someone, that someone: rules are that user's) and the real person,
 * who is the one the audit log names; `ip` for the audit entry.
 */
export interface Actor {
  id: string;
  role: Role;
  realUserId: string;
  ip?: string | null;
}

/** The signed-in user, for handlers behind an access rule other than 'public'. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
  return request.user;
}

/** The request's actor: for the route handlers, which hand it to their service. */
export function actorOf(req: FastifyRequest): Actor {
  const u = currentUser(req);
  return { id: u.id, role: u.role, realUserId: u.realUserId, ip: req.ip };
}

/** While an admin views as someone else, the actor is that someone and the real person differs. */
export const isViewingAs = (actor: Pick<Actor, 'id' | 'realUserId'>) => actor.id !== actor.realUserId;
