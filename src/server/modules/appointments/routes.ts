// Appointments (docs/decisions/0036): a project's, the caller's own, the personal calendar feed and its link.
import {
  appointmentList,
  appointmentsQuery,
  calendarFeedParams,
  calendarTokenCreated,
  calendarTokenState,
} from '@shared/appointments/schemas';
import { actorOf } from '../../lib/actor';
import { type RoutesPlugin, typed, z } from '../../lib/routes';
import {
  calendarFeed,
  createCalendarToken,
  myAppointments,
  projectAppointments,
  calendarTokenState as readTokenState,
  revokeCalendarToken,
} from './service';

export const appointmentsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['appointments'];

  r.get(
    '/api/projects/:id/appointments',
    {
      config: { access: 'user' },
      schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 200: appointmentList } },
    },
    async (req) => projectAppointments({ ...ctx, idOrRef: req.params.id, actor: actorOf(req) }),
  );

  r.get(
    '/api/appointments',
    {
      config: { access: 'user' },
      schema: { tags, querystring: appointmentsQuery, response: { 200: appointmentList } },
    },
    async (req) => myAppointments({ ...ctx, actor: actorOf(req), query: req.query }),
  );

  r.get(
    '/api/calendar/token',
    { config: { access: 'user' }, schema: { tags, response: { 200: calendarTokenState } } },
    async (req) => readTokenState({ ...ctx, actor: actorOf(req) }),
  );

  r.post(
    '/api/calendar/token',
    { config: { access: 'user' }, schema: { tags, response: { 201: calendarTokenCreated } } },
    async (req, reply) => {
      const created = await createCalendarToken({ ...ctx, actor: actorOf(req) });
      reply.status(201);
      return created;
    },
  );

  r.delete('/api/calendar/token', { config: { access: 'user' }, schema: { tags } }, async (req, reply) => {
    await revokeCalendarToken({ ...ctx, actor: actorOf(req) });
    return reply.status(204).send();
  });

  // No session: a calendar program fetches it with the secret in the address. The file answers with its own cache
  // rule: a calendar polls it, nothing else should keep it.
  r.get(
    '/api/calendar/:token.ics',
    { config: { access: 'public' }, schema: { tags, params: calendarFeedParams } },
    async (req, reply) => {
      const feed = await calendarFeed({ ...ctx, token: req.params.token });
      return reply
        .header('content-type', feed.contentType)
        .header('cache-control', 'private, no-store')
        .send(feed.body);
    },
  );
};
