import { feedbackBody, feedbackList } from '@shared/feedback/schemas';
import { pagingQuery, z } from '@shared/zod';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { listFeedback, submitFeedback } from './service';

export const FEEDBACK_THANKS = 'Bedankt voor uw feedback!';

export const feedbackRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['feedback'];

  r.post(
    '/api/feedback',
    {
      config: { access: 'user' },
      schema: {
        tags,
        body: feedbackBody,
        response: { 201: z.object({ success: z.boolean(), id: z.string(), message: z.string() }) },
      },
    },
    async (req, reply) => {
      const { id } = await submitFeedback({ ...ctx, actor: actorOf(req), ...req.body });
      return reply.status(201).send({ success: true, id, message: FEEDBACK_THANKS });
    },
  );

  r.get(
    '/api/feedback',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: pagingQuery, response: { 200: feedbackList } },
    },
    async (req) => listFeedback({ ...ctx, ...req.query }),
  );
};
