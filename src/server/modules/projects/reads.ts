// What people see of projects (assignments): the lists per role, the dashboard counts and the project page
// (GET /api/projects/{id}). Changes are changes.ts; finding one project for a change or a related read is
// access.ts.
import {
  DEFAULT_PAGE_SIZE,
  PROJECT_MESSAGES,
  type ProjectCounts,
  type ProjectDetail,
  type ProjectFilter,
  type ProjectListItem,
  type ProjectListQuery,
} from '@shared/projects/schemas';
import {
  ACTIVE_STATUSES,
  normalizeProjectStatus,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@shared/projects/status';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type ReadVersions, readCacheOf } from '../../db/read-cache';
import { users } from '../../db/schema';
import { readCounts } from '../../db/totals';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/errors';
import {
  countQuery,
  listQuery,
  type ProjectDetailRow,
  type ProjectListFilter,
  type ProjectRow,
  type ProjectScope,
  projectDetailQuery,
  projectKey,
  statusCountsQuery,
  toListItem,
  toProjectDetail,
  totalFromPage,
} from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config'>;

/** Which list is asked for: GET /api/projects, /api/projects/assigned, /api/projects/consumer. */
export type ProjectListKind = 'all' | 'assigned' | 'consumer';

const FILTER_STATUSES: Record<ProjectFilter, readonly ProjectStatus[] | undefined> = {
  all: undefined,
  current: [...ACTIVE_STATUSES, 'completed'],
  active: ACTIVE_STATUSES,
  completed: ['completed'],
  cancelled: ['cancelled'],
};

/** ?status= and ?filter= together: the statuses both allow (undefined = any). */
export function statusesFor(query: Pick<ProjectListQuery, 'status' | 'filter'>) {
  const fromFilter = query.filter ? FILTER_STATUSES[query.filter] : undefined;
  if (!query.status) return fromFilter;
  const status = normalizeProjectStatus(query.status);
  return !fromFilter || fromFilter.includes(status) ? [status] : [];
}

async function scopeFor(ctx: Ctx, kind: ProjectListKind, actor: Actor, userId?: string) {
  if (kind === 'assigned') return { kind: 'professional', userId: actor.id } as const;
  if (kind === 'consumer') return { kind: 'consumer', userId: actor.id } as const;
  // GET /api/projects: an admin sees everything (or one user's), a consumer only their own.
  if (actor.role !== 'admin') {
    if (userId && userId !== actor.id) throw forbidden(PROJECT_MESSAGES.ownProjectsOnly);
    return { kind: 'consumer', userId: actor.id } as const;
  }
  if (!userId) return { kind: 'all' } as const;
  const [target] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, userId));
  if (!target) throw notFound('Gebruiker niet gevonden');
  // A professional's projects are the ones assigned to them; anyone else's are the ones they asked for.
  return target.role === 'professional'
    ? ({ kind: 'professional', userId } as const)
    : ({ kind: 'consumer', userId } as const);
}

/**
 * One page of a project list, newest first, with the total for the X-Total-Count header; paged by key (`after`)
 * it has no total (undefined).
 */
export async function listProjects(
  opts: Ctx & { kind: ProjectListKind; actor: Actor; query: ProjectListQuery },
): Promise<{ rows: ProjectListItem[]; total: number | undefined }> {
  const { query } = opts;
  const page = query.after ? 1 : (query.page ?? 1);
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter: ProjectListFilter = {
    scope: await scopeFor(opts, opts.kind, opts.actor, query.userId),
    statuses: statusesFor(query),
    q: query.q || undefined,
    after: query.after,
  };
  if (filter.statuses?.length === 0) return { rows: [], total: query.after ? undefined : 0 };
  const list = listQuery(filter, page, pageSize);
  const rows = await opts.database.query<ProjectRow>(list.name, list.text, list.values);
  if (query.after) return { rows: rows.map(toListItem), total: undefined };
  let total = totalFromPage(page, pageSize, rows);
  if (total === null && filter.scope.kind === 'all' && !filter.q) {
    // Every project, or those of some statuses: the maintained counts answer that exactly without counting.
    const counts = await readCounts(opts.database, 'projects');
    total = (filter.statuses ?? PROJECT_STATUSES).reduce((sum, s) => sum + (counts[s] ?? 0), 0);
  }
  if (total === null) {
    const count = countQuery(filter);
    const [row] = await opts.database.query<{ n: number }>(count.name, count.text, count.values);
    total = Number(row?.n ?? 0);
  }
  return { rows: rows.map(toListItem), total };
}

/** A list page as the route sends it: the serialised rows and the total for X-Total-Count (none when paged by key). */
export interface ProjectListAnswer {
  body: Buffer;
  total: number | undefined;
}

/**
 * The key of a list page every admin sees alike (all projects, optionally of some statuses, not searched), which is
 * kept in memory while no project, step, invoice or name it shows changes (db/read-cache.ts); null for the rest.
 */
function sharedListKey(kind: ProjectListKind, actor: Actor, query: ProjectListQuery): string | null {
  if (kind !== 'all' || actor.role !== 'admin' || query.userId || query.q) return null;
  const { status, filter, page, pageSize, after } = query;
  return JSON.stringify([status ?? null, filter ?? null, page ?? null, pageSize ?? null, after ?? null]);
}

/** listProjects, serialised by the route's `serialize`; the admins' shared pages come from the read cache. */
export async function projectListAnswer(
  opts: Ctx & {
    kind: ProjectListKind;
    actor: Actor;
    query: ProjectListQuery;
    serialize: (rows: ProjectListItem[]) => string;
    /** The shared reads' numbers read with the caller's session, if any. */
    readVersions?: ReadVersions | null;
  },
): Promise<ProjectListAnswer> {
  const build = async () => {
    const { rows, total } = await listProjects(opts);
    return { body: Buffer.from(opts.serialize(rows)), total };
  };
  const key = sharedListKey(opts.kind, opts.actor, opts.query);
  return key === null
    ? build()
    : readCacheOf(opts.database).answer('project_lists', key, build, opts.readVersions);
}

/** Projects per status that the caller can see: an admin all, a professional theirs, a consumer their own. */
export async function countProjects(opts: Ctx & { actor: Actor }): Promise<ProjectCounts> {
  const scope: ProjectScope =
    opts.actor.role === 'admin'
      ? { kind: 'all' }
      : opts.actor.role === 'professional'
        ? { kind: 'professional', userId: opts.actor.id }
        : { kind: 'consumer', userId: opts.actor.id };
  let by: Partial<Record<ProjectStatus, number>>;
  if (scope.kind === 'all') {
    // All projects: the maintained counts (db/totals.ts), not a count of 100,000 rows per dashboard view.
    by = await readCounts(opts.database, 'projects');
  } else {
    const q = statusCountsQuery(scope);
    const rows = await opts.database.query<{ status: ProjectStatus; n: number }>(q.name, q.text, q.values);
    by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
  }
  const counts = {
    pending: by.pending ?? 0,
    assigned: by.assigned ?? 0,
    inProgress: by.in_progress ?? 0,
    completed: by.completed ?? 0,
    cancelled: by.cancelled ?? 0,
  };
  return { total: Object.values(counts).reduce((a, b) => a + b, 0), ...counts };
}

/**
 * GET /api/projects/{id}: one project by uuid or reference with its consumer and assigned professional, for its
 * consumer, its assigned professional and admins (the acting role: an admin viewing as a consumer sees only that
 * consumer's). Anyone else, and an unknown project, is 404. One prepared statement (docs/architecture.md, Rules:
 * queries).
 */
export async function getProjectDetail(
  opts: Pick<Ctx, 'database'> & { idOrRef: string; actor: Pick<Actor, 'id' | 'role'> },
): Promise<ProjectDetail> {
  const key = projectKey(opts.idOrRef);
  if (!key) throw notFound(PROJECT_MESSAGES.notFound);
  const q = projectDetailQuery(key, { id: opts.actor.id, isAdmin: opts.actor.role === 'admin' });
  const [row] = await opts.database.query<ProjectDetailRow>(q.name, q.text, q.values);
  if (!row) throw notFound(PROJECT_MESSAGES.notFound);
  return toProjectDetail(row);
}
