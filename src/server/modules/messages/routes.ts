import {
  MESSAGE_MESSAGES,
  projectMessages,
  sendMessageBody,
  sendMessageResponse,
} from '@shared/messages/schemas';
import { projectIdOrRefParams } from '@shared/projects/schemas';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { listMessages, sendMessage } from './service';

export const messagesRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['messages'];

  r.post(
    '/api/messages/send',
    {
      config: { access: 'user' },
      schema: { tags, body: sendMessageBody, response: { 201: sendMessageResponse } },
    },
    async (req, reply) => {
      const data = await sendMessage({ ...ctx, actor: actorOf(req), ...req.body });
      return reply.status(201).send({ success: true, message: MESSAGE_MESSAGES.sent, data });
    },
  );

  r.get(
    '/api/projects/:id/messages',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdOrRefParams, response: { 200: projectMessages } },
    },
    async (req) => listMessages({ ...ctx, idOrRef: req.params.id, actor: actorOf(req) }),
  );
};
