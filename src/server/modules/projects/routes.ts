import {
  assignBody,
  PROJECT_MESSAGES,
  projectCounts,
  projectDetail,
  projectIdOrRefParams,
  projectIdParams,
  projectList,
  projectListQuery,
  projectMutationResponse,
  reopenBody,
  statusBody,
  TOTAL_COUNT_HEADER,
} from '@shared/projects/schemas';
import { actorOf } from '../../lib/actor';
import { type RoutesPlugin, sendSerialized, typed } from '../../lib/routes';
import { assignProfessional, changeProjectStatus, reopenProject } from './changes';
import { countProjects, getProjectDetail, type ProjectListKind, projectListAnswer } from './reads';

export const projectsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['projects'];

  const list = (
    url: string,
    kind: ProjectListKind,
    access: readonly ('admin' | 'consumer' | 'professional')[],
  ) =>
    r.get(
      url,
      {
        config: { access },
        schema: { tags, querystring: projectListQuery, response: { 200: projectList } },
      },
      async (req, reply) => {
        const { body, total } = await projectListAnswer({
          ...ctx,
          kind,
          actor: actorOf(req),
          query: req.query,
          serialize: (rows) => String(reply.serialize(rows)),
          readVersions: req.readVersions,
        });
        if (total !== undefined) reply.header(TOTAL_COUNT_HEADER, String(total));
        // Already serialised by this route's response schema (or kept from an earlier answer).
        return sendSerialized(reply, body);
      },
    );

  // Admin: all (or ?userId= anyone's); consumer: only their own (?userId= must be theirs).
  list('/api/projects', 'all', ['admin', 'consumer']);
  list('/api/projects/assigned', 'assigned', ['professional']);
  list('/api/projects/consumer', 'consumer', ['consumer']);

  r.get(
    '/api/projects/counts',
    { config: { access: 'user' }, schema: { tags, response: { 200: projectCounts } } },
    async (req) => countProjects({ ...ctx, actor: actorOf(req) }),
  );

  // The project page: by uuid or reference; 404 for anyone who may not see it.
  r.get(
    '/api/projects/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdOrRefParams, response: { 200: projectDetail } },
    },
    async (req) => getProjectDetail({ ...ctx, idOrRef: req.params.id, actor: actorOf(req) }),
  );

  // The API has both: POST from the project page, PATCH from the dashboard table. One handler, one rule.
  for (const method of ['patch', 'post'] as const) {
    r[method](
      '/api/projects/:id/assign',
      {
        config: { access: ['admin'] },
        schema: {
          tags,
          params: projectIdParams,
          body: assignBody,
          response: { 200: projectMutationResponse },
        },
      },
      async (req) => {
        const { project } = await assignProfessional({
          ...ctx,
          idOrRef: req.params.id,
          professionalId: req.body.professionalId,
          actor: actorOf(req),
        });
        return { success: true, message: PROJECT_MESSAGES.assigned, project };
      },
    );
  }

  r.patch(
    '/api/projects/:id/status',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: projectIdParams, body: statusBody, response: { 200: projectMutationResponse } },
    },
    async (req) => {
      const { project } = await changeProjectStatus({
        ...ctx,
        idOrRef: req.params.id,
        status: req.body.status,
        actor: actorOf(req),
      });
      return { success: true, message: PROJECT_MESSAGES.statusUpdated, project };
    },
  );

  // Decision 0018: an admin takes back a completion made by mistake (completed → in_progress), with a reason.
  r.post(
    '/api/projects/:id/reopen',
    {
      config: { access: ['admin'] },
      schema: { tags, params: projectIdParams, body: reopenBody, response: { 200: projectMutationResponse } },
    },
    async (req) => {
      const { project } = await reopenProject({
        ...ctx,
        idOrRef: req.params.id,
        reason: req.body.reason,
        actor: actorOf(req),
      });
      return { success: true, message: PROJECT_MESSAGES.reopened, project };
    },
  );
};
