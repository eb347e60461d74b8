import { demoAccountsResponse } from '@shared/auth/demo-accounts';
import {
  AUTH_MESSAGES,
  authUser,
  forgotPasswordBody,
  loginBody,
  messageResponse,
  registerBody,
  resetPasswordBody,
  switchUserBody,
  tokenBody,
  userResponse,
} from '@shared/auth/schemas';
import { loginResponse, TWO_FACTOR_MESSAGES } from '@shared/auth/two-factor';
import { SESSION_COOKIE } from '@shared/constants';
import { z } from '@shared/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { currentUser } from '../../lib/actor';
import { AppError } from '../../lib/errors';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { demoAccountsStatus } from './demo-accounts';
import { isKnownDevice, KNOWN_DEVICE_COOKIE, KNOWN_DEVICE_MAX_AGE_S, knownDeviceValue } from './known-device';
import { setPendingSignInCookie } from './pending-cookie';
import * as auth from './service';
import type { NewSession } from './sessions';

const client = (req: FastifyRequest): auth.ClientInfo => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

export function setSessionCookie(ctx: AppContext, reply: FastifyReply, session: NewSession) {
  reply.setCookie(SESSION_COOKIE, session.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    // Without remember-me the cookie ends with the browser; the server's expiry still applies.
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  });
}

/** After a sign-in: this browser is one the account's owner uses (known-device.ts). */
export function setKnownDeviceCookie(
  ctx: AppContext,
  reply: FastifyReply,
  current: string | undefined,
  email: string,
) {
  reply.setCookie(KNOWN_DEVICE_COOKIE, knownDeviceValue(ctx.twoFactorKey, current, email), {
    path: '/api/auth',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    maxAge: KNOWN_DEVICE_MAX_AGE_S,
  });
}

export const clearSessionCookie = (ctx: AppContext, reply: FastifyReply) =>
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
  });

export const authRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['auth'];
  const ok = { 200: messageResponse };

  r.post(
    '/api/auth/register',
    { config: { access: 'public' }, schema: { tags, body: registerBody, response: { 201: userResponse } } },
    async (req, reply) => {
      const { user, session } = await auth.register({ ...ctx, body: req.body, client: client(req) });
      setSessionCookie(ctx, reply, session);
      return reply.status(201).send({ user, message: AUTH_MESSAGES.registered });
    },
  );

  r.post(
    '/api/auth/login',
    { config: { access: 'public' }, schema: { tags, body: loginBody, response: { 200: loginResponse } } },
    async (req, reply) => {
      const deviceCookie = req.cookies[KNOWN_DEVICE_COOKIE];
      const signedIn = await auth.login({
        ...ctx,
        body: req.body,
        client: client(req),
        previousSessionHash: req.sessionTokenHash,
        knownDevice: isKnownDevice(ctx.twoFactorKey, deviceCookie, req.body.email),
      });
      // Two-factor sign-in: no session until POST /api/auth/2fa/verify (two-factor-routes.ts).
      if ('pending' in signedIn) {
        setPendingSignInCookie(ctx, reply, signedIn.pending);
        return { twoFactorRequired: true as const, message: TWO_FACTOR_MESSAGES.twoFactorRequired };
      }
      const { user, session } = signedIn;
      setSessionCookie(ctx, reply, session);
      setKnownDeviceCookie(ctx, reply, deviceCookie, user.email);
      return { user, message: AUTH_MESSAGES.loginSuccess };
    },
  );

  // "Who is signed in?" has an answer for a visitor without a session cookie: nobody (204, so a normal signed-out
  // page load logs no error). A cookie that names no live session is 401, and the cookie is cleared so the next
  // load is a plain visitor's (decision 0001).
  r.get(
    '/api/auth/user',
    { config: { access: 'public' }, schema: { tags, response: { 200: authUser, 204: z.null() } } },
    async (req, reply) => {
      if (!req.user) {
        if (req.cookies[SESSION_COOKIE] === undefined) return reply.status(204).send(null);
        clearSessionCookie(ctx, reply);
        throw new AppError('UNAUTHORIZED', AUTH_MESSAGES.notSignedIn);
      }
      const { realUserId: _r, realRole: _rr, realTwoFactor: _tf, ...user } = currentUser(req);
      return user;
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags, response: { 200: z.object({ success: z.boolean() }) } } },
    async (req, reply) => {
      await auth.logout({ ...ctx, sessionHash: req.sessionTokenHash });
      clearSessionCookie(ctx, reply);
      return { success: true };
    },
  );

  r.post(
    '/api/auth/forgot-password',
    { config: { access: 'public' }, schema: { tags, body: forgotPasswordBody, response: ok } },
    async (req) => {
      await auth.forgotPassword({ ...ctx, email: req.body.email, client: client(req) });
      return { success: true, message: AUTH_MESSAGES.forgotPasswordSent };
    },
  );

  r.post(
    '/api/auth/validate-reset-token',
    {
      config: { access: 'public' },
      schema: { tags, body: tokenBody, response: { 200: z.object({ valid: z.boolean() }) } },
    },
    async (req) => {
      await auth.validateResetToken({ ...ctx, token: req.body.token, client: client(req) });
      return { valid: true };
    },
  );

  r.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { tags, body: resetPasswordBody, response: ok } },
    async (req, reply) => {
      await auth.resetPassword({
        ...ctx,
        token: req.body.token,
        password: req.body.password,
        client: client(req),
      });
      // All sessions of the account ended, this browser's too.
      clearSessionCookie(ctx, reply);
      return { success: true, message: AUTH_MESSAGES.passwordUpdated };
    },
  );

  r.post(
    '/api/auth/resend-verification',
    { config: { access: 'user' }, schema: { tags, response: ok } },
    async (req) => {
      await auth.resendVerification({ ...ctx, user: currentUser(req) });
      return { success: true, message: AUTH_MESSAGES.verificationSent };
    },
  );

  r.post(
    '/api/auth/verify-email',
    { config: { access: 'public' }, schema: { tags, body: tokenBody, response: ok } },
    async (req) => {
      await auth.verifyEmail({ ...ctx, token: req.body.token, client: client(req) });
      return { success: true, message: AUTH_MESSAGES.verified };
    },
  );

  r.post(
    '/api/auth/switch-user',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: switchUserBody,
        response: { 200: z.object({ user: authUser, isAdminSwitching: z.boolean() }) },
      },
    },
    async (req) => {
      const user = await auth.switchUser({
        ...ctx,
        user: currentUser(req),
        sessionHash: req.sessionTokenHash!,
        targetUserId: req.body.userId,
        client: client(req),
      });
      return { user, isAdminSwitching: user.isAdminSwitching };
    },
  );

  r.get(
    '/api/auth/switch-targets',
    {
      config: { access: 'realAdmin' },
      schema: {
        tags,
        response: {
          200: z.object({
            consumer: z.string().nullable(),
            professional: z.string().nullable(),
            admin: z.string().nullable(),
          }),
        },
      },
    },
    async (req) => auth.switchTargets({ ...ctx, user: currentUser(req) }),
  );

  // The admin dashboard's warning: demo accounts that still have the published password (decision 0011).
  r.get(
    '/api/admin/demo-accounts',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: demoAccountsResponse } } },
    async () => demoAccountsStatus(ctx),
  );
};
