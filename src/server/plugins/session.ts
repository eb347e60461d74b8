// Reads the session cookie into request.user and enforces each route's declared access (deny by default).
import { AUTH_MESSAGES } from '@shared/auth/schemas';
import { TWO_FACTOR_MESSAGES } from '@shared/auth/two-factor';
import { SESSION_COOKIE } from '@shared/constants';
import '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context';
import { toIso, toIsoOrNull } from '../db/client';
import type { ReadVersions } from '../db/read-cache';
import type { Access } from '../lib/access';
import { type CurrentUser, mustSetUpTwoFactor } from '../lib/actor';
import { AppError } from '../lib/errors';
import { findSessionUser, hashToken, type SessionUserRow, touchSession } from '../lib/session-query';

declare module 'fastify' {
  interface FastifyRequest {
    user: CurrentUser | null;
    sessionTokenHash: string | null;
    /** The shared reads' numbers, read with the session (db/read-cache.ts); null when signed out. */
    readVersions: ReadVersions | null;
  }
}

export function toCurrentUser(
  row: SessionUserRow,
  config: Parameters<typeof mustSetUpTwoFactor>[0],
): CurrentUser {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    aanhef: row.aanhef,
    initialen: row.initialen,
    tussenvoegsel: row.tussenvoegsel,
    email: row.email,
    phone: row.phone,
    role: row.role,
    profileImageUrl: row.profile_image_url,
    createdAt: toIso(row.created_at),
    emailVerified: row.email_verified_at !== null,
    isAdminSwitching: row.real_user_id !== row.id,
    specializations: row.specializations ?? [],
    twoFactorEnabled: row.totp_enabled_at !== null,
    twoFactorEnabledAt: toIsoOrNull(row.totp_enabled_at),
    twoFactorSetupRequired: mustSetUpTwoFactor(config, {
      role: row.real_role,
      twoFactor: row.real_two_factor,
    }),
    realUserId: row.real_user_id,
    realRole: row.real_role,
    realTwoFactor: row.real_two_factor,
  };
}

export function isAllowed(access: Access, user: CurrentUser | null): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'user') return true;
  if (access === 'realAdmin') return user.realRole === 'admin';
  return access.includes(user.role);
}

async function sessionPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionTokenHash', null);
  app.decorateRequest('readVersions', null);

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return; // static files, health: no session needed
    const token = request.cookies[SESSION_COOKIE];
    if (token && token.length <= 128) {
      const tokenHash = hashToken(token);
      const row = await findSessionUser(opts.ctx.database, tokenHash, opts.ctx.config);
      // The idle timeout counts from the last request; marking it once a minute keeps this a read most of the time.
      if (row?.stale_last_seen) await touchSession(opts.ctx.database, tokenHash);
      if (row) {
        request.user = toCurrentUser(row, opts.ctx.config);
        request.sessionTokenHash = tokenHash;
        request.readVersions = { project_lists: row.project_lists_version, revenue: row.revenue_version };
      }
    }
    if (!isAllowed(access, request.user)) {
      throw request.user
        ? new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden)
        : new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
    }
    // An admin who must turn two-factor sign-in on may set it up, ask who is signed in and sign out, nothing else
    // (decision 0025). Public routes do for them what they do for any visitor, so they stay open.
    if (
      access !== 'public' &&
      request.user?.twoFactorSetupRequired &&
      !request.routeOptions.config?.allowWithoutTwoFactor
    ) {
      throw new AppError('FORBIDDEN', TWO_FACTOR_MESSAGES.setupRequired).withCode(
        'TWO_FACTOR_SETUP_REQUIRED',
      );
    }
  });
}

export default fp(sessionPlugin, { name: 'session', dependencies: ['@fastify/cookie'] });
