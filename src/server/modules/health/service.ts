// GET /healthz: whether this node can serve requests now, and what is away. Without its database a node serves
// nothing: 503, and a load balancer takes it out until the database answers. Without its file storage it serves
// everything but files (those answer a Dutch 503 themselves): 200 with status 'degraded' naming the storage, so a
// bucket outage, which every node shares, does not take every node out and turn into a full outage (decision
// 0017). The process carries on either way.
import type { AppContext } from '../../context';
import { describeError } from '../../lib/errors';
import { activeDemoAccounts } from '../auth/demo-accounts';

type Ctx = Pick<AppContext, 'db' | 'database' | 'storage' | 'log'>;

export type HealthPart = 'database' | 'storage';

export type Health =
  | { status: 'ok'; database: string; storage: string; demoAccounts: boolean }
  | {
      status: 'degraded';
      database: string;
      storage: string;
      demoAccounts: boolean;
      unavailable: ['storage'];
      error: string;
    }
  | { status: 'unavailable'; database: string; storage: string; unavailable: HealthPart[]; error: string };

/** Both checks side by side; neither throws, the storage's answers within a few seconds (FileStorage.check). */
export async function checkHealth(ctx: Ctx): Promise<Health> {
  const database = ctx.database.kind;
  const storage = ctx.storage.kind;
  const [demo, store] = await Promise.all([
    // The demo-accounts query is the database check too: one round trip, not a ping beside it.
    activeDemoAccounts(ctx.db).then(
      (rows) => ({ ok: true as const, demoAccounts: rows.length > 0 }),
      (err: unknown) => ({ ok: false as const, reason: describeError(err) }),
    ),
    ctx.storage.check(),
  ]);
  if (demo.ok && store.ok) return { status: 'ok', database, storage, demoAccounts: demo.demoAccounts };

  const unavailable: HealthPart[] = [];
  const names: string[] = [];
  if (!demo.ok) {
    ctx.log.warn({ err: demo.reason }, 'healthz: database unreachable');
    unavailable.push('database');
    names.push(`de database (${database})`);
  }
  if (!store.ok) {
    ctx.log.warn({ err: store.reason }, 'healthz: file storage unreachable');
    unavailable.push('storage');
    names.push(`de bestandsopslag (${storage})`);
  }
  const sentence = `${names.join(' en ')} ${names.length > 1 ? 'zijn' : 'is'} niet bereikbaar`;
  const error = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  if (demo.ok) {
    return {
      status: 'degraded',
      database,
      storage,
      demoAccounts: demo.demoAccounts,
      unavailable: ['storage'],
      error,
    };
  }
  return { status: 'unavailable', database, storage, unavailable, error };
}
