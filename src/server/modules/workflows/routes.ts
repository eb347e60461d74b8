import { projectIdOrRefParams } from '@shared/projects/schemas';
import {
  completeStepBody,
  completeStepResponse,
  initializeStepsResponse,
  projectSteps,
  stepParams,
  WORKFLOW_MESSAGES,
} from '@shared/workflows/schemas';
import { type Actor, actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { projectKey } from '../projects/queries';
import { findVisibleProject } from '../projects/service';
import { completeStep, initializeSteps, listSteps } from './service';

export const workflowsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['workflows'];

  // {id} is the uuid or the reference, as for GET /api/projects/{id}. A reference is looked up first (404 when the
  // caller may not see it); the uuid goes straight to the services, whose own checks then apply.
  const projectUuid = async (idOrRef: string, actor: Actor): Promise<string> =>
    projectKey(idOrRef)?.by === 'id' ? idOrRef : (await findVisibleProject({ ...ctx, idOrRef, actor })).id;

  // The project's consumer, its assigned professional and admins; 404 for anyone else.
  r.get(
    '/api/projects/:id/steps',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdOrRefParams, response: { 200: projectSteps } },
    },
    async (req) => {
      const actor = actorOf(req);
      return listSteps({ ...ctx, projectId: await projectUuid(req.params.id, actor), actor });
    },
  );

  r.post(
    '/api/projects/:id/steps/initialize',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: projectIdOrRefParams, response: { 200: initializeStepsResponse } },
    },
    async (req) => {
      const actor = actorOf(req);
      const projectId = await projectUuid(req.params.id, actor);
      const { steps } = await initializeSteps({ ...ctx, projectId, actor });
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
      const actor = actorOf(req);
      const { edited: _edited, ...result } = await completeStep({
        ...ctx,
        projectId: await projectUuid(req.params.id, actor),
        stepNumber: req.params.n,
        body: req.body ?? {},
        actor,
      });
      const message = result.projectCompleted
        ? WORKFLOW_MESSAGES.projectCompleted
        : WORKFLOW_MESSAGES.stepCompleted;
      return { success: true, message, ...result };
    },
  );
};
