import { z } from '@shared/zod';
import { ping } from '../../db/client';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';

export const healthRoutes: RoutesPlugin = async (app, { ctx }) => {
  typed(app).get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => {
      await ping(ctx.db);
      return { status: 'ok' as const, database: ctx.database.kind };
    },
  );
};
