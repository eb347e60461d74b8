// Projects (assignments): the lists per role, the dashboard counts, assigning a professional and the status
// changes of ARCHITECTURE.md 'Project status' (checkTransition). Other modules call assignProfessional and
// changeProjectStatus (a later POST /api/projects/:id/assign, the workflow completing its last step).
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
  checkTransition,
  normalizeProjectStatus,
  type PROJECT_STATUS_INPUTS,
  type ProjectStatus,
  STATUS_MESSAGES,
} from '@shared/projects/status';
import type { Role } from '@shared/users/roles';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { projects, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { writeAudit } from '../../lib/audit';
import { type AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { notify } from '../notifications/service';
import { type AccessibleProject, projectFor } from './access';
import { NOTICES, projectPath, tellAbout } from './notices';
import {
  countQuery,
  listQuery,
  PROJECT_ROW_SELECT,
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

/** One page of a project list, newest first, with the total for the X-Total-Count header. */
export async function listProjects(
  opts: Ctx & { kind: ProjectListKind; actor: Actor; query: ProjectListQuery },
): Promise<{ rows: ProjectListItem[]; total: number }> {
  const { query } = opts;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const filter: ProjectListFilter = {
    scope: await scopeFor(opts, opts.kind, opts.actor, query.userId),
    statuses: statusesFor(query),
    q: query.q || undefined,
  };
  if (filter.statuses?.length === 0) return { rows: [], total: 0 };
  const list = listQuery(filter, page, pageSize);
  const rows = await opts.database.query<ProjectRow>(list.name, list.text, list.values);
  let total = totalFromPage(page, pageSize, rows);
  if (total === null) {
    const count = countQuery(filter);
    const [row] = await opts.database.query<{ n: number }>(count.name, count.text, count.values);
    total = Number(row?.n ?? 0);
  }
  return { rows: rows.map(toListItem), total };
}

/** Projects per status that the caller can see: an admin all, a professional theirs, a consumer their own. */
export async function countProjects(opts: Ctx & { actor: Actor }): Promise<ProjectCounts> {
  const scope: ProjectScope =
    opts.actor.role === 'admin'
      ? { kind: 'all' }
      : opts.actor.role === 'professional'
        ? { kind: 'professional', userId: opts.actor.id }
        : { kind: 'consumer', userId: opts.actor.id };
  const q = statusCountsQuery(scope);
  const rows = await opts.database.query<{ status: ProjectStatus; n: number }>(q.name, q.text, q.values);
  const by = Object.fromEntries(rows.map((r) => [r.status, Number(r.n)])) as Partial<
    Record<ProjectStatus, number>
  >;
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

/** One project as a list row (the answer of every change), or undefined. */
export async function getProjectListItem(db: DbOrTx, id: string): Promise<ProjectListItem | undefined> {
  const [row] = await selectRows<ProjectRow>(db, sql`${sql.raw(PROJECT_ROW_SELECT)} where p.id = ${id}`);
  return row ? toListItem(row) : undefined;
}

/** Where a project stands now, after a conditional update found it changed by a change that raced ours. */
async function readState(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ status: projects.status, professionalId: projects.professionalId })
    .from(projects)
    .where(eq(projects.id, id));
  return row;
}

/** `lock`: hold the row (FOR SHARE) until the transaction ends, so an account deleted meanwhile waits for it. */
async function readRecipient(db: DbOrTx, id: string, lock = false) {
  const query = db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      role: users.role,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  const [row] = lock ? await query.for('share') : await query;
  return row ? { ...row, deleted: row.deletedAt !== null } : undefined;
}

const CLOSED: readonly ProjectStatus[] = ['completed', 'cancelled'];

function assignConflict(p: { status: ProjectStatus; professionalId: string | null }): AppError | null {
  if (p.professionalId) return conflict(PROJECT_MESSAGES.alreadyAssigned);
  if (CLOSED.includes(p.status)) return conflict(PROJECT_MESSAGES.assignClosed);
  return null;
}

/**
 * Assigns a professional to a project that has none (admin). The professional must be an existing, not deleted
 * professional account (else 400); a project that already has one, also when two admins race, is 409, and so is
 * a completed or cancelled one. Status becomes assigned. The professional and the consumer are notified and
 * mailed, and the change is audit-logged, all in one transaction (a savepoint inside `tx` when one is given).
 */
export async function assignProfessional(
  opts: Ctx & { projectId: string; professionalId: string; actor: Actor; tx?: DbOrTx },
): Promise<{ project: ProjectListItem }> {
  if (opts.actor.role !== 'admin') throw forbidden('Alleen een beheerder kan een professional toewijzen');
  return (opts.tx ?? opts.db).transaction(async (tx) => {
    const project = await projectFor({ ...opts, idOrRef: opts.projectId, may: 'see', tx });
    // Locked: a delete of this professional running at the same moment then sees the assignment (and hands the
    // work back), or finishes first and this assign refuses a deleted account, instead of a foreign-key error.
    const professional = await readRecipient(tx, opts.professionalId, true);
    if (professional?.role !== 'professional' || professional.deleted) {
      throw badRequest(PROJECT_MESSAGES.notAProfessional, {
        professionalId: PROJECT_MESSAGES.notAProfessional,
      });
    }
    const refused = assignConflict(project);
    if (refused) throw refused;

    // Conditional: of two assigns at once, only the first finds professional_id still empty.
    const now = new Date();
    const to: ProjectStatus = project.status === 'pending' ? 'assigned' : project.status;
    const updated = await tx
      .update(projects)
      .set({ professionalId: professional.id, status: to, assignedAt: now, updatedAt: now })
      .where(
        and(
          eq(projects.id, project.id),
          isNull(projects.professionalId),
          eq(projects.status, project.status),
        ),
      )
      .returning({ id: projects.id });
    if (updated.length === 0) {
      const current = await readState(tx, project.id);
      throw (current && assignConflict(current)) ?? conflict(PROJECT_MESSAGES.alreadyAssigned);
    }

    await tellAbout(tx, opts, professional, project, NOTICES.assignedToProfessional(project));
    await tellAbout(tx, opts, project.consumer, project, NOTICES.assignedToConsumer(project, professional));
    await writeAudit(tx, {
      actorId: opts.actor.realUserId,
      action: 'project.assign',
      entityType: 'project',
      entityId: project.id,
      details: { professionalId: professional.id, from: project.status, to },
      ip: opts.actor.ip ?? null,
    });
    return { project: (await getProjectListItem(tx, project.id))! };
  });
}

/** A status as a client sends it ('open' reads as pending). */
export type StatusInput = (typeof PROJECT_STATUS_INPUTS)[number];

const TIMESTAMP_OF: Partial<Record<ProjectStatus, 'startedAt' | 'completedAt' | 'cancelledAt'>> = {
  in_progress: 'startedAt',
  completed: 'completedAt',
  cancelled: 'cancelledAt',
};

/**
 * Changes a project's status as checkTransition allows: the assigned professional starts (pending|assigned →
 * in_progress) and completes (in_progress → completed); an admin cancels (anything but completed). A project the
 * caller cannot see is 404; a change this caller may never make is 403; one not possible from the current status
 * is 409. In one transaction (a savepoint inside `tx` when given); see applyStatusChange for what it does.
 */
export async function changeProjectStatus(
  opts: Ctx & { projectId: string; status: StatusInput; actor: Actor; tx?: DbOrTx },
): Promise<{ project: ProjectListItem }> {
  return (opts.tx ?? opts.db).transaction(async (tx) => {
    const project = await projectFor({ ...opts, idOrRef: opts.projectId, may: 'see', tx });
    await applyStatusChange(tx, opts, { project, status: opts.status, actor: opts.actor });
    return { project: (await getProjectListItem(tx, project.id))! };
  });
}

/**
 * The status change itself, in the caller's transaction, for a project the caller has already read through
 * projectFor (the workflow completing its last step holds it locked, so the row is read once): checks the
 * transition (403/409), sets the status and startedAt/completedAt/cancelledAt on the condition that the status is
 * still the one read, notifies and mails the consumer (and on cancel the professional), audit-logged. The workflow
 * calls it with the assigned professional as the actor.
 */
export async function applyStatusChange(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  change: { project: AccessibleProject; status: StatusInput; actor: Actor },
): Promise<ProjectStatus> {
  const { project, actor } = change;
  const to = normalizeProjectStatus(change.status);
  const check = checkTransition(project.status, to, {
    role: actor.role,
    isAssignedProfessional: project.professionalId !== null && project.professionalId === actor.id,
  });
  if (!check.ok) {
    throw check.reason === 'forbidden' ? forbidden(check.message) : conflict(check.message);
  }

  const now = new Date();
  const stamp = TIMESTAMP_OF[to];
  // Conditional on the status we checked: a change that raced ours makes this one a conflict.
  const updated = await tx
    .update(projects)
    .set({ status: to, updatedAt: now, ...(stamp ? { [stamp]: now } : {}) })
    .where(and(eq(projects.id, project.id), eq(projects.status, project.status)))
    .returning({ id: projects.id });
  if (updated.length === 0) {
    const current = await readState(tx, project.id);
    const again =
      current &&
      checkTransition(current.status, to, {
        role: actor.role,
        isAssignedProfessional: current.professionalId === actor.id,
      });
    throw conflict(again && !again.ok ? again.message : STATUS_MESSAGES.alreadyStatus);
  }

  if (to === 'in_progress') await tellAbout(tx, ctx, project.consumer, project, NOTICES.started(project));
  if (to === 'completed') await tellAbout(tx, ctx, project.consumer, project, NOTICES.completed(project));
  if (to === 'cancelled') {
    await tellAbout(tx, ctx, project.consumer, project, NOTICES.cancelledToConsumer(project));
    if (project.professionalId) {
      const professional = await readRecipient(tx, project.professionalId);
      await tellAbout(tx, ctx, professional ?? null, project, NOTICES.cancelledToProfessional(project));
    }
  }
  await writeAudit(tx, {
    actorId: actor.realUserId,
    action: 'project.status',
    entityType: 'project',
    entityId: project.id,
    details: { from: project.status, to },
    ip: actor.ip ?? null,
  });
  return to;
}

/**
 * The status changes deleting an account makes (users/service.ts, deleteUser), kept here with the other status
 * changes. Open work must not hang on an account that is gone: a professional's assigned or started projects go
 * back to waiting (the admins are told, so they can assign someone else); a consumer's open projects are
 * cancelled (their professional is told). Completed and cancelled projects stay as they are, readable for the others.
 */
export async function releaseProjectsOfDeletedUser(tx: DbOrTx, target: { id: string; role: Role }) {
  if (target.role === 'professional') {
    const released = await selectRows<{ id: string; project_ref: string }>(
      tx,
      sql`update projects set professional_id = null, status = 'pending', assigned_at = null, started_at = null,
            updated_at = now()
          where professional_id = ${target.id} and status in ('assigned', 'in_progress')
          returning id, project_ref`,
    );
    if (released.length === 0) return;
    const admins = await selectRows<{ id: string }>(
      tx,
      sql`select id from users where role = 'admin' and deleted_at is null`,
    );
    await notify(
      tx,
      ...released.flatMap((p) =>
        admins.map((a) => ({
          userId: a.id,
          ...NOTICES.professionalGone(p.project_ref),
          linkUrl: projectPath(p.id),
        })),
      ),
    );
  } else if (target.role === 'consumer') {
    const cancelled = await selectRows<{ id: string; project_ref: string; professional_id: string | null }>(
      tx,
      sql`update projects set status = 'cancelled', cancelled_at = now(), updated_at = now()
          where consumer_id = ${target.id} and status in ('pending', 'assigned', 'in_progress')
          returning id, project_ref, professional_id`,
    );
    await notify(
      tx,
      ...cancelled
        .filter((p) => p.professional_id)
        .map((p) => ({
          userId: p.professional_id!,
          ...NOTICES.consumerGone(p.project_ref),
          linkUrl: projectPath(p.id),
        })),
    );
  }
}
