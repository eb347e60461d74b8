// The cookie of a sign-in that waits for its two-factor code (decision 0025). It is not a session: only
// /api/auth/2fa/* ever receives it (its path), and only POST /api/auth/2fa/verify reads it.
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import type { PendingSignIn } from './two-factor';

export const PENDING_SIGN_IN_COOKIE = 'sid_2fa';

const cookieOptions = (ctx: AppContext) =>
  ({
    path: '/api/auth/2fa',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
  }) as const;

export function setPendingSignInCookie(ctx: AppContext, reply: FastifyReply, pending: PendingSignIn) {
  reply.setCookie(PENDING_SIGN_IN_COOKIE, pending.token, {
    ...cookieOptions(ctx),
    expires: pending.expiresAt,
  });
}

export const clearPendingSignInCookie = (ctx: AppContext, reply: FastifyReply) =>
  reply.clearCookie(PENDING_SIGN_IN_COOKIE, cookieOptions(ctx));
