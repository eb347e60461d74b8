import { z } from '@shared/zod';
import { RETRY_AFTER_SECONDS } from '../../db/availability';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { checkHealth } from './service';

const SHUTTING_DOWN = 'Deze server wordt gestopt en neemt geen nieuwe verzoeken meer aan';

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
          // draining: this node is shutting down (lib/shutdown.ts) and still serves for a moment; send it nothing new.
          503: z.union([
            z.object({
              status: z.literal('unavailable'),
              database: z.string(),
              storage: z.string(),
              unavailable: z.array(z.enum(['database', 'storage'])),
              error: z.string(),
            }),
            z.object({
              status: z.literal('draining'),
              database: z.string(),
              storage: z.string(),
              error: z.string(),
            }),
          ]),
        },
      },
    },
    async (_request, reply) => {
      if (ctx.lifecycle.draining) {
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({
            status: 'draining' as const,
            database: ctx.database.kind,
            storage: ctx.storage.kind,
            error: SHUTTING_DOWN,
          });
      }
      const health = await checkHealth(ctx);
      if (health.status !== 'unavailable') return health;
      return reply.code(503).header('retry-after', String(RETRY_AFTER_SECONDS)).send(health);
    },
  );
};
