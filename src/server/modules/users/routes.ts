import { messageResponse } from '@shared/auth/schemas';
import { TOTAL_COUNT_HEADER } from '@shared/projects/schemas';
import {
  CREATE_PROFESSIONAL_MESSAGES,
  createProfessionalBody,
  createProfessionalResponse,
} from '@shared/users/create-professional';
import { deleteOwnAccountBody, OWN_DATA_MESSAGES } from '@shared/users/own-data';
import { profileBody, profileResponse } from '@shared/users/profile';
import {
  adminResetPasswordBody,
  adminUserDetail,
  adminUserParams,
  deleteUserResponse,
  professionalOptions,
  professionalProfile,
  professionalProfileBody,
  professionalsQuery,
  USER_MESSAGES,
  userCounts,
  userIdParams,
  userList,
  userListQuery,
} from '@shared/users/schemas';
import { actorOf, currentUser } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { KNOWN_DEVICE_COOKIE } from '../auth/known-device';
import { clearSessionCookie } from '../auth/routes';
import { createProfessional } from './create-professional';
import { deleteUser } from './deletion';
import { countUsers, listProfessionals } from './directory';
import { exportOwnData } from './export';
import { adminResetPassword, getAdminUserDetail, listUsers } from './management';
import { getProfessionalProfile, getProfile, saveProfessionalProfile, updateProfile } from './profile';
import { deleteOwnAccount } from './self-deletion';

/** User management for admins, everyone's own profile (/profiel), and the directory admins pick from. */
export const usersRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['users'];

  r.get(
    '/api/users',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: userListQuery, response: { 200: userList } },
    },
    async (req, reply) => {
      const { rows, total } = await listUsers({ ...ctx, ...req.query });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  r.get(
    '/api/admin/users/:userId',
    {
      config: { access: ['admin'] },
      schema: { tags, params: adminUserParams, response: { 200: adminUserDetail } },
    },
    async (req) => getAdminUserDetail({ ...ctx, userId: req.params.userId }),
  );

  r.post(
    '/api/admin/reset-user-password',
    {
      config: { access: ['admin'] },
      schema: { tags, body: adminResetPasswordBody, response: { 200: messageResponse } },
    },
    async (req) => {
      await adminResetPassword({ ...ctx, actor: actorOf(req), ...req.body });
      return { success: true, message: USER_MESSAGES.passwordChanged };
    },
  );

  r.post(
    '/api/admin/create-professional',
    {
      config: { access: ['admin'] },
      schema: { tags, body: createProfessionalBody, response: { 201: createProfessionalResponse } },
    },
    async (req, reply) => {
      const created = await createProfessional({ ...ctx, actor: actorOf(req), body: req.body });
      reply.code(201);
      return { success: true, message: CREATE_PROFESSIONAL_MESSAGES.success, ...created };
    },
  );

  r.delete(
    '/api/admin/users/:id',
    {
      config: { access: ['admin'] },
      schema: { tags, params: userIdParams, response: { 200: deleteUserResponse } },
    },
    async (req) => deleteUser({ ...ctx, actor: actorOf(req), userId: req.params.id }),
  );

  r.get(
    '/api/profile',
    { config: { access: 'user' }, schema: { tags, response: { 200: profileResponse } } },
    async (req) => getProfile({ ...ctx, actor: actorOf(req) }),
  );

  r.patch(
    '/api/profile',
    { config: { access: 'user' }, schema: { tags, body: profileBody, response: { 200: profileResponse } } },
    async (req) => updateProfile({ ...ctx, actor: actorOf(req), body: req.body }),
  );

  // One's own data (decision 0043): all of it as a ZIP, streamed while it is written.
  r.get('/api/profile/export', { config: { access: 'user' }, schema: { tags } }, async (req, reply) => {
    const { fileName, stream } = await exportOwnData({ ...ctx, actor: actorOf(req) });
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    return reply.send(stream);
  });

  // Deleting one's own account: every session ends, so this browser's cookie goes too.
  r.post(
    '/api/profile/delete',
    {
      config: { access: 'user' },
      schema: { tags, body: deleteOwnAccountBody, response: { 200: messageResponse } },
    },
    async (req, reply) => {
      await deleteOwnAccount({
        ...ctx,
        actor: actorOf(req),
        user: currentUser(req),
        ip: req.ip,
        deviceCookie: req.cookies[KNOWN_DEVICE_COOKIE],
        ...req.body,
      });
      clearSessionCookie(ctx, reply);
      return { success: true, message: OWN_DATA_MESSAGES.deleted };
    },
  );

  r.get(
    '/api/professional-profile',
    { config: { access: ['professional'] }, schema: { tags, response: { 200: professionalProfile } } },
    async (req) => getProfessionalProfile({ ...ctx, actor: actorOf(req) }),
  );

  r.put(
    '/api/professional-profile',
    {
      config: { access: ['professional'] },
      schema: { tags, body: professionalProfileBody, response: { 200: professionalProfile } },
    },
    async (req) => saveProfessionalProfile({ ...ctx, actor: actorOf(req), body: req.body }),
  );

  // The directory next to the project lists (directory.ts): professionals for the assign dropdown, user counts.
  r.get(
    '/api/users/professionals',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: professionalsQuery, response: { 200: professionalOptions } },
    },
    async (req) => {
      const { type, projectType, specialization } = req.query;
      return listProfessionals({ ...ctx, type: type ?? projectType ?? specialization });
    },
  );

  r.get(
    '/api/users/counts',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: userCounts } } },
    async () => countUsers(ctx),
  );
};
