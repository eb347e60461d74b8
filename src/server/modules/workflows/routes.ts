import { projectIdOrRefParams } from '@shared/projects/schemas';
import {
  completeStepBody,
  completeStepResponse,
  initializeStepsResponse,
  projectSteps,
  saveStepBody,
  saveStepResponse,
  stepParams,
  WORKFLOW_MESSAGES,
} from '@shared/workflows/schemas';
import { actorOf } from '../../lib/actor';
import { compiledResponse } from '../../lib/compiled-response';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { completeStep, initializeSteps, listSteps, saveStep } from './service';

export const workflowsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['workflows'];

  // {id} is the uuid or the reference, as for GET /api/projects/{id}; the services find and check the project.

  // The project's consumer, its assigned professional and admins; 404 for anyone else. The project page reads it
  // on every visit: its answer is checked by the compiled schema (docs/performance.md, Project page).
  r.get(
    '/api/projects/:id/steps',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdOrRefParams, response: { 200: projectSteps } },
      serializerCompiler: compiledResponse,
    },
    async (req) => listSteps({ ...ctx, idOrRef: req.params.id, actor: actorOf(req) }),
  );

  r.post(
    '/api/projects/:id/steps/initialize',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: projectIdOrRefParams, response: { 200: initializeStepsResponse } },
    },
    async (req) => {
      const { steps } = await initializeSteps({ ...ctx, idOrRef: req.params.id, actor: actorOf(req) });
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
        idOrRef: req.params.id,
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

  // Saves the active step without completing it, or corrects a completed one; the same people as completing.
  r.put(
    '/api/projects/:id/steps/:n',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: stepParams, body: saveStepBody, response: { 200: saveStepResponse } },
    },
    async (req) => {
      const { step, edited } = await saveStep({
        ...ctx,
        idOrRef: req.params.id,
        stepNumber: req.params.n,
        body: req.body,
        actor: actorOf(req),
      });
      return {
        success: true,
        message: edited ? WORKFLOW_MESSAGES.stepUpdated : WORKFLOW_MESSAGES.stepSaved,
        step,
      };
    },
  );
};
