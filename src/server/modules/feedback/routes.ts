import { feedbackBody, feedbackList } from '@shared/feedback/schemas';
import { pagingQuery, z } from '@shared/zod';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { currentUser } from '../../plugins/session';
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
      // Feedback is about the person, also when an admin sends it while viewing as someone else.
      const { id } = await submitFeedback({ db: ctx.db, userId: currentUser(req).realUserId, ...req.body });
      return reply.status(201).send({ success: true, id, message: FEEDBACK_THANKS });
    },
  );

  r.get(
    '/api/feedback',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: pagingQuery, response: { 200: feedbackList } },
    },
    async (req) => listFeedback({ db: ctx.db, ...req.query }),
  );
};
