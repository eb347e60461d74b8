// Changes to projects: assigning a professional and the status changes (checkTransition;
// docs/architecture.md, Conventions: project status), the one place a project's status changes. Other modules
// call them: the workflow completing its last step (applyStatusChange, with the project it holds locked),
// deleting an account (releaseProjectsOfDeletedUser).
import { PROJECT_MESSAGES, type ProjectListItem } from '@shared/projects/schemas';
import {
  checkTransition,
  normalizeProjectStatus,
  openStepsMessage,
  type PROJECT_STATUS_INPUTS,
  type ProjectStatus,
  STATUS_MESSAGES,
} from '@shared/projects/status';
import type { Role } from '@shared/users/roles';
import { workflowFor } from '@shared/workflows';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { personNameColumns } from '../../db/person-name';
import { projects, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { type AppError, badRequest, conflict, forbidden } from '../../lib/errors';
import { notify } from '../notifications/service';
import { type AccessibleProject, projectFor } from './access';
import { projectHooks } from './hooks';
import { NOTICES, projectPath, tellAbout } from './notices';
import { PROJECT_ROW_SELECT, type ProjectRow, toListItem } from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config'>;

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
      ...personNameColumns,
      email: users.email,
      role: users.role,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  const [row] = lock ? await query.for('share') : await query;
  return row ? { ...row, deleted: row.deletedAt !== null } : undefined;
}

/** The steps of the project's workflow not completed yet, in order (all of them before the workflow is initialised). */
async function openStepsOf(tx: DbOrTx, project: { id: string; type: string }) {
  const done = await selectRows<{ step_number: number }>(
    tx,
    sql`select step_number from project_steps where project_id = ${project.id} and status = 'completed'`,
  );
  const completed = new Set(done.map((r) => Number(r.step_number)));
  return workflowFor(project.type).steps.filter((s) => !completed.has(s.stepNumber));
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
  opts: Ctx & { idOrRef: string; professionalId: string; actor: Actor; tx?: DbOrTx },
): Promise<{ project: ProjectListItem }> {
  if (opts.actor.role !== 'admin') throw forbidden('Alleen een beheerder kan een professional toewijzen');
  return (opts.tx ?? opts.db).transaction(async (tx) => {
    const project = await projectFor({ ...opts, idOrRef: opts.idOrRef, may: 'see', tx });
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
      ...auditActor(opts.actor),
      action: 'project.assign',
      entityType: 'project',
      entityId: project.id,
      details: { professionalId: professional.id, from: project.status, to },
      before: { professionalId: null, status: project.status },
      after: { professionalId: professional.id, status: to },
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
  opts: Ctx & { idOrRef: string; status: StatusInput; actor: Actor; tx?: DbOrTx },
): Promise<{ project: ProjectListItem }> {
  return (opts.tx ?? opts.db).transaction(async (tx) => {
    const project = await projectFor({ ...opts, idOrRef: opts.idOrRef, may: 'see', tx });
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
  // Not while a step of its workflow is open, the invoice step included (decision 0018). The workflow completing
  // its last step marks that step completed before it gets here, so this refuses only 'Markeer als Voltooid' with
  // work left; steps never initialised are all open.
  if (to === 'completed') {
    const open = await openStepsOf(tx, project);
    if (open.length > 0) throw conflict(openStepsMessage(open));
  }
  // What the modules above may refuse, such as completing a project that must be invoiced first.
  if (to === 'completed') await projectHooks.completing.run(tx, { project, actor });

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
  if (to === 'completed') {
    await projectHooks.completed.run(tx, { project, actor }); // e.g. its lead's fee is earned now (decision 0021)
    await tellAbout(tx, ctx, project.consumer, project, NOTICES.completed(project));
  }
  if (to === 'cancelled') {
    await projectHooks.cancelled.run(tx, { projectId: project.id, actor }); // e.g. its lead's fee is taken back
    await tellAbout(tx, ctx, project.consumer, project, NOTICES.cancelledToConsumer(project));
    if (project.professionalId) {
      const professional = await readRecipient(tx, project.professionalId);
      await tellAbout(tx, ctx, professional ?? null, project, NOTICES.cancelledToProfessional(project));
    }
  }
  await writeAudit(tx, {
    ...auditActor(actor),
    action: 'project.status',
    entityType: 'project',
    entityId: project.id,
    details: { from: project.status, to },
  });
  return to;
}

/**
 * POST /api/projects/{id}/reopen (decision 0018): an admin takes back a completion made by mistake. Only a completed
 * project (409 otherwise); it goes back to in_progress with its steps, documents and invoice as they are, so the
 * professional can correct a step and complete it again. The consumer and the assigned professional are notified
 * and mailed with the reason; audit-logged with it; one transaction.
 */
export async function reopenProject(
  opts: Ctx & { idOrRef: string; reason: string; actor: Actor },
): Promise<{ project: ProjectListItem }> {
  if (opts.actor.role !== 'admin') throw forbidden(STATUS_MESSAGES.forbidden);
  return opts.db.transaction(async (tx) => {
    const project = await projectFor({ ...opts, idOrRef: opts.idOrRef, may: 'see', tx, lock: 'update' });
    if (project.status !== 'completed') throw conflict(PROJECT_MESSAGES.reopenNotCompleted);
    const now = new Date();
    await tx
      .update(projects)
      .set({ status: 'in_progress', completedAt: null, updatedAt: now })
      .where(and(eq(projects.id, project.id), eq(projects.status, 'completed')));

    await tellAbout(tx, opts, project.consumer, project, NOTICES.reopenedToConsumer(project, opts.reason));
    if (project.professionalId) {
      const professional = await readRecipient(tx, project.professionalId);
      await tellAbout(
        tx,
        opts,
        professional ?? null,
        project,
        NOTICES.reopenedToProfessional(project, opts.reason),
      );
    }
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'project.reopen',
      entityType: 'project',
      entityId: project.id,
      details: { from: 'completed', to: 'in_progress', reason: opts.reason },
    });
    return { project: (await getProjectListItem(tx, project.id))! };
  });
}

/**
 * The status changes deleting an account makes (users/deletion.ts, deleteUser), kept here with the other status
 * changes. Open work must not hang on an account that is gone: a professional's assigned or started projects go
 * back to waiting (the admins are told, so they can assign someone else); a consumer's open projects are
 * cancelled (their professional is told). Completed and cancelled projects stay as they are, readable for the others.
 */
export async function releaseProjectsOfDeletedUser(
  tx: DbOrTx,
  target: { id: string; role: Role },
): Promise<{ released: string[]; cancelled: string[] }> {
  if (target.role === 'professional') {
    const released = await selectRows<{ id: string; project_ref: string }>(
      tx,
      sql`update projects set professional_id = null, status = 'pending', assigned_at = null, started_at = null,
            updated_at = now()
          where professional_id = ${target.id} and status in ('assigned', 'in_progress')
          returning id, project_ref`,
    );
    if (released.length === 0) return { released: [], cancelled: [] };
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
    return { released: released.map((p) => p.project_ref), cancelled: [] };
  }
  if (target.role === 'consumer') {
    const cancelled = await selectRows<{ id: string; project_ref: string; professional_id: string | null }>(
      tx,
      sql`update projects set status = 'cancelled', cancelled_at = now(), updated_at = now()
          where consumer_id = ${target.id} and status in ('pending', 'assigned', 'in_progress')
          returning id, project_ref, professional_id`,
    );
    for (const p of cancelled) await projectHooks.cancelled.run(tx, { projectId: p.id, actor: null });
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
    return { released: [], cancelled: cancelled.map((p) => p.project_ref) };
  }
  return { released: [], cancelled: [] };
}
