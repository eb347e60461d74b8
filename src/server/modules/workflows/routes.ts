import { projectIdParams } from '@shared/projects/schemas';
import {
  completeStepBody,
  completeStepResponse,
  initializeStepsResponse,
  projectSteps,
  stepParams,
  WORKFLOW_MESSAGES,
} from '@shared/workflows/schemas';
import type { FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { currentUser } from '../../plugins/session';
import { type Actor, completeStep, initializeSteps, listSteps } from './service';

const actorOf = (req: FastifyRequest): Actor => {
  const u = currentUser(req);
  return { id: u.id, role: u.role, realUserId: u.realUserId, ip: req.ip };
};

export const workflowsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['workflows'];

  // The project's consumer, its assigned professional and admins; 404 for anyone else.
  r.get(
    '/api/projects/:id/steps',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdParams, response: { 200: projectSteps } },
    },
    async (req) => listSteps({ ...ctx, projectId: req.params.id, actor: actorOf(req) }),
  );

  r.post(
    '/api/projects/:id/steps/initialize',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: projectIdParams, response: { 200: initializeStepsResponse } },
    },
    async (req) => {
      const { steps } = await initializeSteps({ ...ctx, projectId: req.params.id, actor: actorOf(req) });
      return { success: true, message: WORKFLOW_MESSAGES.initialized, steps };
    },
  );

  r.post(
    '/api/projects/:id/steps/:n/complete',
    {
      config: { access: ['professional', 'admin'] },
      schema: {
        tags,
        params: stepParams,
        body: completeStepBody.nullish(),
        response: { 200: completeStepResponse },
      },
    },
    async (req) => {
      const { edited: _edited, ...result } = await completeStep({
        ...ctx,
        projectId: req.params.id,
        stepNumber: req.params.n,
        body: req.body ?? {},
        actor: actorOf(req),
      });
      const message = result.projectCompleted
        ? WORKFLOW_MESSAGES.projectCompleted
        : WORKFLOW_MESSAGES.stepCompleted;
      return { success: true, message, ...result };
    },
  );
};
