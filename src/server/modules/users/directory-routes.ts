import { professionalOptions, professionalsQuery, userCounts } from '@shared/users/schemas';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { countUsers, listProfessionals } from './directory';

export const userDirectoryRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['users'];

  r.get(
    '/api/users/professionals',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: professionalsQuery, response: { 200: professionalOptions } },
    },
    async (req) => {
      const { type, projectType, specialization } = req.query;
      return listProfessionals({ ...ctx, type: type ?? projectType ?? specialization });
    },
  );

  r.get(
    '/api/users/counts',
    { config: { access: ['admin'] }, schema: { tags, response: { 200: userCounts } } },
    async () => countUsers(ctx),
  );
};
