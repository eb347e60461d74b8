import { z } from '@shared/zod';
import { RETRY_AFTER_SECONDS } from '../../db/availability';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { activeDemoAccounts } from '../auth/demo-accounts';

export const healthRoutes: RoutesPlugin = async (app, { ctx }) => {
  typed(app).get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['health'],
        response: {
          // demoAccounts: a demo account still has the published password (docs/decisions/0011-demo-accounts.md).
          200: z.object({ status: z.literal('ok'), database: z.string(), demoAccounts: z.boolean() }),
          503: z.object({ status: z.literal('unavailable'), database: z.string(), error: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      // The demo-accounts query is the database check too: one round trip, not a ping beside it.
      let demoAccounts: boolean;
      try {
        demoAccounts = (await activeDemoAccounts(ctx.db)).length > 0;
      } catch (err) {
        // A load balancer takes this node out until its database answers again; the process itself carries on.
        ctx.log.warn(
          { err: err instanceof Error ? err.message : String(err) },
          'healthz: database unreachable',
        );
        return reply
          .code(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .send({
            status: 'unavailable' as const,
            database: ctx.database.kind,
            error: `De database (${ctx.database.kind}) is niet bereikbaar`,
          });
      }
      return { status: 'ok' as const, database: ctx.database.kind, demoAccounts };
    },
  );
};
