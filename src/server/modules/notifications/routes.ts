import { notificationCount, notificationIdParams, notificationList } from '@shared/notifications/schemas';
import { pagingQuery, z } from '@shared/zod';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { countUnread, listNotifications, markAllRead, markRead } from './service';

const success = z.object({ success: z.boolean(), count: z.number().int().optional() });

export const notificationsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['notifications'];

  r.get(
    '/api/notifications',
    {
      config: { access: 'user' },
      schema: { tags, querystring: pagingQuery, response: { 200: notificationList } },
    },
    async (req) => listNotifications({ ...ctx, actor: actorOf(req), ...req.query }),
  );

  r.get(
    '/api/notifications/count',
    { config: { access: 'user' }, schema: { tags, response: { 200: notificationCount } } },
    async (req) => ({ count: await countUnread({ ...ctx, actor: actorOf(req) }) }),
  );

  r.post(
    '/api/notifications/:id/mark-read',
    {
      config: { access: 'user' },
      schema: { tags, params: notificationIdParams, response: { 200: success } },
    },
    async (req) => {
      await markRead({ ...ctx, actor: actorOf(req), id: req.params.id });
      return { success: true };
    },
  );

  r.post(
    '/api/notifications/mark-all-read',
    { config: { access: 'user' }, schema: { tags, response: { 200: success } } },
    async (req) => ({ success: true, count: await markAllRead({ ...ctx, actor: actorOf(req) }) }),
  );
};
