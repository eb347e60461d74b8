import { z } from '@shared/zod';
import { RETRY_AFTER_SECONDS } from '../../db/availability';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { checkHealth } from './service';

export const healthRoutes: RoutesPlugin = async (app, { ctx }) => {
  typed(app).get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          // database and storage: which kind this node uses (pglite or postgres; local or s3).
          // demoAccounts: a demo account still has the published password (docs/decisions/0011-demo-accounts.md).
          // degraded: the file storage is away; everything but files works (unavailable and error name it).
          200: z.object({
            status: z.enum(['ok', 'degraded']),
            database: z.string(),
            storage: z.string(),
            demoAccounts: z.boolean(),
            unavailable: z.array(z.literal('storage')).optional(),
            error: z.string().optional(),
          }),
          503: z.object({
            status: z.literal('unavailable'),
            database: z.string(),
            storage: z.string(),
            unavailable: z.array(z.enum(['database', 'storage'])),
            error: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(ctx);
      if (health.status !== 'unavailable') return health;
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(health);
    },
  );
};
