import { notificationCount, notificationIdParams, notificationList } from '@shared/notifications/schemas';
import { pagingQuery, z } from '@shared/zod';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { currentUser } from '../../plugins/session';
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
    async (req) => listNotifications({ db: ctx.db, userId: currentUser(req).id, ...req.query }),
  );

  r.get(
    '/api/notifications/count',
    { config: { access: 'user' }, schema: { tags, response: { 200: notificationCount } } },
    async (req) => ({ count: await countUnread({ db: ctx.db, userId: currentUser(req).id }) }),
  );

  r.post(
    '/api/notifications/:id/mark-read',
    {
      config: { access: 'user' },
      schema: { tags, params: notificationIdParams, response: { 200: success } },
    },
    async (req) => {
      await markRead({ db: ctx.db, userId: currentUser(req).id, id: req.params.id });
      return { success: true };
    },
  );

  r.post(
    '/api/notifications/mark-all-read',
    { config: { access: 'user' }, schema: { tags, response: { 200: success } } },
    async (req) => ({ success: true, count: await markAllRead({ db: ctx.db, userId: currentUser(req).id }) }),
  );
};
