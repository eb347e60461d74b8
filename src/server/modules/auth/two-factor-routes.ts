// Two-factor sign-in over HTTP (decision 0025): the second step of a sign-in, enrolment and switching off on
// /profiel, and an admin's reset. Every rule lives in two-factor.ts.
import { AUTH_MESSAGES, messageResponse, userResponse } from '@shared/auth/schemas';
import {
  TWO_FACTOR_MESSAGES,
  twoFactorDisableBody,
  twoFactorEnableBody,
  twoFactorEnableResponse,
  twoFactorSetupBody,
  twoFactorSetupResponse,
  twoFactorVerifyBody,
} from '@shared/auth/two-factor';
import { adminUserParams } from '@shared/users/schemas';
import type { FastifyRequest } from 'fastify';
import { actorOf, currentUser } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { KNOWN_DEVICE_COOKIE } from './known-device';
import { clearPendingSignInCookie, PENDING_SIGN_IN_COOKIE } from './pending-cookie';
import { setKnownDeviceCookie, setSessionCookie } from './routes';
import * as twoFactor from './two-factor';

/** The signed-in owner as the enrolment services take them. */
const owner = (req: FastifyRequest) => ({
  user: currentUser(req),
  ip: req.ip,
  deviceCookie: req.cookies[KNOWN_DEVICE_COOKIE],
});

export const twoFactorRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['auth'];

  // The second step of a sign-in: the pending sign-in's cookie (set by POST /api/auth/login) and a code.
  r.post(
    '/api/auth/2fa/verify',
    {
      config: { access: 'public' },
      schema: { tags, body: twoFactorVerifyBody, response: { 200: userResponse } },
    },
    async (req, reply) => {
      const deviceCookie = req.cookies[KNOWN_DEVICE_COOKIE];
      const { code, recoveryCode } = req.body;
      const { user, session } = await twoFactor.completeTwoFactorSignIn({
        ...ctx,
        pendingToken: req.cookies[PENDING_SIGN_IN_COOKIE],
        answer: code !== undefined ? { code } : { recoveryCode: recoveryCode! },
        client: { ip: req.ip, userAgent: req.headers['user-agent'] },
        previousSessionHash: req.sessionTokenHash,
        deviceCookie,
      });
      clearPendingSignInCookie(ctx, reply);
      setSessionCookie(ctx, reply, session);
      setKnownDeviceCookie(ctx, reply, deviceCookie, user.email);
      return { user, message: AUTH_MESSAGES.loginSuccess };
    },
  );

  // Enrolment is open to an admin who must still turn two-factor sign-in on (REQUIRE_2FA_ADMIN): it is the way in.
  r.post(
    '/api/auth/2fa/setup',
    {
      config: { access: 'user', allowWithoutTwoFactor: true },
      schema: { tags, body: twoFactorSetupBody, response: { 200: twoFactorSetupResponse } },
    },
    async (req) => twoFactor.setupTwoFactor({ ...ctx, ...owner(req), password: req.body.password }),
  );

  r.post(
    '/api/auth/2fa/enable',
    {
      config: { access: 'user', allowWithoutTwoFactor: true },
      schema: { tags, body: twoFactorEnableBody, response: { 200: twoFactorEnableResponse } },
    },
    async (req) => {
      const recoveryCodes = await twoFactor.enableTwoFactor({
        ...ctx,
        ...owner(req),
        code: req.body.code,
        sessionHash: req.sessionTokenHash!,
      });
      return { message: TWO_FACTOR_MESSAGES.enabled, recoveryCodes };
    },
  );

  r.post(
    '/api/auth/2fa/disable',
    {
      config: { access: 'user' },
      schema: { tags, body: twoFactorDisableBody, response: { 200: messageResponse } },
    },
    async (req) => {
      await twoFactor.disableTwoFactor({
        ...ctx,
        ...owner(req),
        ...req.body,
        sessionHash: req.sessionTokenHash!,
      });
      return { success: true, message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  r.post(
    '/api/admin/users/:userId/2fa/reset',
    {
      config: { access: ['admin'] },
      schema: { tags: ['users'], params: adminUserParams, response: { 200: messageResponse } },
    },
    async (req) => {
      await twoFactor.adminResetTwoFactor({ ...ctx, actor: actorOf(req), userId: req.params.userId });
      return { success: true, message: TWO_FACTOR_MESSAGES.reset };
    },
  );
};
