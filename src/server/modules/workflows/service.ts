// Project step workflows (docs/decisions/0007-workflows.md): reading a project's steps, starting its workflow,
// saving a step without completing it, completing it and correcting a completed one (docs/decisions/0034). The
// definitions and the validation rules live in src/shared/workflows; the project status changes go through the
// projects service (applyStatusChange), the one place project statuses change.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { PROJECT_MESSAGES } from '@shared/projects/schemas';
import { PROJECT_STATUS_COLORS, type ProjectStatus } from '@shared/projects/status';
import {
  documentIdFromUrl,
  type StepDefinition,
  stepDefinition,
  todayInAmsterdam,
  validateStepData,
  workflowFor,
} from '@shared/workflows';
import { type CompleteStepBody, type ProjectStep, WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { projectSteps } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { badRequest, badRequestTitled, conflict, notFound } from '../../lib/errors';
import { invoiceStepFigures, liveInvoiceOf } from '../invoices/queries';
import { issueInvoice, removingStoredOnFailure } from '../invoices/service';
import { notify } from '../notifications/service';
import { type AccessibleProject, projectFor } from '../projects/access';
import { applyStatusChange } from '../projects/changes';
import { projectPath } from '../projects/notices';
import { projectKey } from '../projects/queries';
import { workflowHooks } from './hooks';
import { NOTICES } from './notices';
import { STEP_COLUMNS, type StepRow, stepDataOf, toProjectStep, visibleStepsQuery } from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log' | 'storage'>;

/** GET /api/projects/{id}/steps: the steps in order ([] before the workflow starts); 404 for anyone else. */
export async function listSteps(opts: Ctx & { idOrRef: string; actor: Actor }): Promise<ProjectStep[]> {
  const key = projectKey(opts.idOrRef);
  if (!key) throw notFound(PROJECT_MESSAGES.notFound);
  // The hot read checks the project and reads its steps in one statement, with the same rule as canSeeProject.
  const q = visibleStepsQuery(key, { id: opts.actor.id, isAdmin: opts.actor.role === 'admin' });
  const rows = await opts.database.query<StepRow & { visibleProjectId: string; id: string | null }>(
    q.name,
    q.text,
    q.values,
  );
  if (rows.length === 0) throw notFound(PROJECT_MESSAGES.notFound);
  return rows.filter((r) => r.id !== null).map(toProjectStep);
}

/**
 * The project, locked (FOR UPDATE) until the transaction ends, so initialisations and completions of one project
 * run one after the other; 404 unless the actor may work on it (an admin or its assigned professional). A
 * cancelled project is closed to all work; a completed one only to `editCompletedSteps` callers, which still
 * correct completed steps.
 */
async function lockProjectForWork(
  tx: DbOrTx,
  opts: Ctx & { idOrRef: string; actor: Actor },
  options: { editCompletedSteps?: boolean } = {},
): Promise<AccessibleProject> {
  const project = await projectFor({ ...opts, may: 'work', tx, lock: 'update' });
  const closed =
    project.status === 'cancelled' || (project.status === 'completed' && !options.editCompletedSteps);
  if (closed) throw conflict(WORKFLOW_MESSAGES.projectClosed);
  if (!project.professionalId) throw conflict(WORKFLOW_MESSAGES.notAssigned);
  return project;
}

async function readSteps(tx: DbOrTx, projectId: string): Promise<StepRow[]> {
  return selectRows<StepRow>(
    tx,
    sql`select ${sql.raw(STEP_COLUMNS)} from project_steps s where s.project_id = ${projectId}
        order by s.step_number`,
  );
}

/**
 * Project status changes go through applyStatusChange, whose rules let the assigned professional start and
 * complete a project. Work on the steps is done for the assigned professional, also when an admin does it: the
 * change is made in the professional's name, the audit log names the admin (realUserId).
 */
const onBehalfOfProfessional = (project: AccessibleProject, actor: Actor): Actor => ({
  id: project.professionalId!,
  role: 'professional',
  realUserId: actor.realUserId,
  ip: actor.ip ?? null,
});

/**
 * An assigned project starts (in_progress) when its first step is completed. Initialising does not start it: the
 * page initialises the workflow as soon as an admin or the professional merely opens it.
 */
async function startIfAssigned(
  tx: DbOrTx,
  ctx: Ctx,
  project: AccessibleProject,
  actor: Actor,
): Promise<ProjectStatus> {
  if (project.status !== 'assigned' && project.status !== 'pending') return project.status;
  return applyStatusChange(tx, ctx, {
    project,
    status: 'in_progress',
    actor: onBehalfOfProfessional(project, actor),
  });
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * POST /api/projects/{id}/steps/initialize (admin or the assigned professional): creates the steps of the
 * project's workflow, step 1 active and the others pending, in one transaction. A second call, also one racing
 * this one, is 409 (the unique (project, step) index backs the check). The project's status is left as it is.
 */
export async function initializeSteps(
  opts: Ctx & { idOrRef: string; actor: Actor },
): Promise<{ steps: ProjectStep[]; projectStatus: ProjectStatus }> {
  try {
    return await opts.db.transaction(async (tx) => {
      const project = await lockProjectForWork(tx, opts);
      const [existing] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from project_steps where project_id = ${project.id}`,
      );
      if (Number(existing?.n ?? 0) > 0)
        throw conflict(WORKFLOW_MESSAGES.alreadyInitialized).withCode('WORKFLOW_ALREADY_STARTED');

      const workflow = workflowFor(project.type);
      const now = new Date();
      await tx.insert(projectSteps).values(
        workflow.steps.map((s) => ({
          projectId: project.id,
          stepNumber: s.stepNumber,
          title: s.title,
          description: s.description,
          status: s.stepNumber === 1 ? ('active' as const) : ('pending' as const),
          stepData: {},
          estimatedDays: s.estimatedDays,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const projectStatus = project.status;
      await writeAudit(tx, {
        ...auditActor(opts.actor),
        action: 'workflow.initialize',
        entityType: 'project',
        entityId: project.id,
        details: {
          workflow: workflow.key,
          steps: workflow.steps.length,
          projectStatus,
        },
      });
      return { steps: (await readSteps(tx, project.id)).map(toProjectStep), projectStatus };
    });
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(WORKFLOW_MESSAGES.alreadyInitialized).withCode('WORKFLOW_ALREADY_STARTED');
    throw err;
  }
}

const BODY_VARIANT_KEYS = new Set(['stepData', 'completedData', 'notes', 'stepNotes']);

/**
 * The spec's payload variants as one data object and the step notes: fields at the top level, under completedData
 * or under stepData (later ones win on the same key); notes or stepNotes go to the step's notes column, unless the
 * step itself has a field named 'notes' (the generic Intake), which then takes them.
 */
export function readCompleteBody(
  definition: StepDefinition,
  body: CompleteStepBody,
): { data: Record<string, unknown>; notes: string | null | undefined } {
  const topLevel = Object.fromEntries(Object.entries(body).filter(([k]) => !BODY_VARIANT_KEYS.has(k)));
  const data: Record<string, unknown> = { ...topLevel, ...body.completedData, ...body.stepData };
  // Trimmed; notes of only whitespace are no notes.
  const rawNotes = (body.notes ?? body.stepNotes)?.trim();
  const notes = rawNotes === undefined ? undefined : rawNotes === '' ? null : rawNotes;
  if (definition.fields.some((f) => f.name === 'notes')) {
    if (data.notes === undefined && rawNotes !== undefined) data.notes = rawNotes;
    return { data, notes: undefined };
  }
  return { data, notes };
}

/** Every pdf field must name a PDF document of this project (uploaded through POST /api/upload). */
async function checkReports(
  tx: DbOrTx,
  projectId: string,
  definition: StepDefinition,
  data: Record<string, unknown>,
) {
  const refs = definition.fields
    .filter((f) => f.type === 'pdf' && data[f.name] !== undefined)
    .map((f) => ({ field: f.name, id: documentIdFromUrl(data[f.name])! }));
  if (refs.length === 0) return;
  const ids = refs.map((r) => r.id);
  const found = await selectRows<{ id: string; mime_type: string }>(
    tx,
    sql`select id, mime_type from documents
        where project_id = ${projectId} and id in (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
  );
  const fieldErrors: Record<string, string> = {};
  for (const ref of refs) {
    const doc = found.find((d) => d.id === ref.id);
    if (doc?.mime_type !== 'application/pdf') fieldErrors[ref.field] = WORKFLOW_MESSAGES.pdfOnly;
  }
  if (Object.keys(fieldErrors).length > 0) throw badRequest(WORKFLOW_MESSAGES.pdfOnly, fieldErrors);
}

/** The definition of step n, or an empty form step when the type's workflow no longer has it. */
function definitionOf(type: string, row: StepRow): StepDefinition {
  return (
    stepDefinition(type, row.stepNumber) ?? {
      stepNumber: row.stepNumber,
      title: row.title,
      description: row.description,
      estimatedDays: row.estimatedDays,
      kind: 'form',
      fields: [],
    }
  );
}

/**
 * An invoice step completes only once the project's invoice exists (docs/decisions/0016): an automatic step makes it
 * here, with the fixed fee, in the step's own transaction; the others wait for the generator or the invoice panel
 * (409 until then). The step records the invoice's figures under the spec's field names (the seller's agent's
 * factuurBedragExBtw, factuurBtw, factuurTotaal, factuurDatum, in cents and as a date), and its number.
 */
async function invoiceStepData(
  tx: DbOrTx,
  opts: Ctx & { project: AccessibleProject; definition: StepDefinition; actor: Actor; stored: string[] },
  edited: boolean,
): Promise<Record<string, unknown>> {
  let invoice = await liveInvoiceOf(tx, opts.project.id);
  if (!invoice && opts.definition.invoice === 'automatic' && !edited) {
    await issueInvoice(tx, { ...opts, additionalCosts: [], collect: opts.config, mailWith: opts });
    invoice = await liveInvoiceOf(tx, opts.project.id);
  }
  if (!invoice) throw conflict(INVOICE_MESSAGES.invoiceRequired);
  return invoiceStepFigures(invoice);
}

export interface CompleteStepResult {
  step: ProjectStep;
  projectStatus: ProjectStatus;
  statusColor: string;
  projectCompleted: boolean;
  /** The step was already completed: its data was edited. */
  edited: boolean;
}

/**
 * What a change of a step's data did to each key, for the audit log: only the keys whose value changed, with the
 * value before and after (absent = undefined, which the log's JSON leaves out). Unchanged keys are left out so a
 * correction of one date does not copy the whole report into the log.
 */
export function changedKeys(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const changed = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (before[key] !== undefined) changed.before[key] = before[key];
    if (after[key] !== undefined) changed.after[key] = after[key];
  }
  return changed;
}

/**
 * How a step's data is stored: 'complete' completes the active step (or corrects a completed one, as this route
 * always has); 'save' stores the active step's data without completing it (a draft: required fields may be
 * empty) or corrects a completed step with the full checks.
 */
type StoreMode = 'complete' | 'save';

type StoreStepOptions = Ctx & {
  idOrRef: string;
  stepNumber: number;
  body: CompleteStepBody;
  actor: Actor;
  today?: string;
};

/**
 * The one transaction behind completing, saving and correcting a step. The project is locked; a pending step is
 * 409 (the earlier ones come first); a completed project takes corrections of its completed steps only; a cancelled
 * one nothing. The data is checked against the step's definition (400 with fieldErrors; reports must be PDF
 * documents of this project). A stored value of a notInPast date may stay as it is once that day has passed (the
 * survey took place); a new one may not lie in the past. Completing the active step activates the next, starts an
 * assigned project, and completes the project after its last step (the consumer is notified and mailed by
 * applyStatusChange), else notifies the consumer 'Stap voltooid: {title}'. A correction keeps completedAt; a draft
 * leaves the status alone and tells nobody. The stepSaved hook runs and the change is audit-logged with the changed
 * keys before and after.
 */
async function storeStep(opts: StoreStepOptions, mode: StoreMode): Promise<CompleteStepResult> {
  const { actor, stepNumber } = opts;
  return removingStoredOnFailure(opts, (stored) =>
    opts.db.transaction(async (tx) => {
      // The one read of the project: locked, and handed to the status changes below.
      const project = await lockProjectForWork(tx, opts, { editCompletedSteps: true });
      const steps = await readSteps(tx, project.id);
      if (steps.length === 0) throw conflict(WORKFLOW_MESSAGES.notInitialized);
      const row = steps.find((s) => s.stepNumber === stepNumber);
      if (!row) throw notFound(WORKFLOW_MESSAGES.stepNotFound(stepNumber));
      // A completed project keeps its completed steps correctable (a typo in a report value), nothing more.
      if (project.status === 'completed' && row.status !== 'completed') {
        throw conflict(WORKFLOW_MESSAGES.projectClosed);
      }
      if (row.status === 'pending')
        throw conflict(WORKFLOW_MESSAGES.outOfOrder).withCode('STEP_OUT_OF_ORDER');

      const definition = definitionOf(project.type, row);
      // An invoice step's data is the invoice's figures: it changes with the invoice (a credit note and a new
      // invoice), never by hand, so there is nothing to save or correct on the step itself.
      if (mode === 'save' && definition.kind === 'invoice')
        throw conflict(WORKFLOW_MESSAGES.invoiceStepData).withCode('STEP_DATA_FROM_INVOICE');
      const { data, notes } = readCompleteBody(definition, opts.body);
      const edited = row.status === 'completed';
      const draft = mode === 'save' && !edited;
      const before = stepDataOf(row);
      const checked = validateStepData(definition, data, {
        today: opts.today ?? todayInAmsterdam(),
        previous: before,
        draft,
      });
      if (!checked.ok) throw badRequestTitled(checked.title, checked.message, checked.fieldErrors);
      await checkReports(tx, project.id, definition, checked.data);
      const stepData =
        definition.kind === 'invoice'
          ? await invoiceStepData(tx, { ...opts, project, definition, stored }, edited)
          : checked.data;

      const now = new Date().toISOString();
      const completes = !edited && !draft;
      await tx.execute(sql`update project_steps set
        status = ${draft ? sql`status` : sql`'completed'`},
        step_data = ${JSON.stringify(stepData)}::jsonb,
        notes = ${notes === undefined ? sql`notes` : notes},
        completed_at = ${draft ? sql`completed_at` : sql`coalesce(completed_at, ${now}::timestamptz)`},
        completed_by = ${draft ? sql`completed_by` : sql`coalesce(completed_by, ${actor.realUserId}::uuid)`},
        updated_at = ${now}::timestamptz
      where id = ${row.id}`);

      let projectStatus = project.status;
      let projectCompleted = false;
      if (completes) {
        await tx.execute(sql`update project_steps set status = 'active', updated_at = ${now}::timestamptz
        where project_id = ${project.id} and step_number = ${stepNumber + 1} and status = 'pending'`);
        projectStatus = await startIfAssigned(tx, opts, project, actor);
        projectCompleted = steps.every((s) => s.id === row.id || s.status === 'completed');
        if (projectCompleted) {
          projectStatus = await applyStatusChange(tx, opts, {
            project: { ...project, status: projectStatus },
            status: 'completed',
            actor: onBehalfOfProfessional(project, actor),
          });
        } else if (!project.consumer.deleted) {
          await notify(tx, {
            userId: project.consumerId,
            ...NOTICES.stepCompleted(project, row),
            linkUrl: projectPath(project.id),
          });
        }
      }

      await workflowHooks.stepSaved.run(tx, {
        project,
        definition,
        before,
        after: stepData,
        completed: !draft,
        actor,
      });

      const notesChange =
        notes !== undefined && notes !== row.notes ? { notesBefore: row.notes, notesAfter: notes } : {};
      await writeAudit(tx, {
        ...auditActor(actor),
        action: edited ? 'workflow.step.update' : draft ? 'workflow.step.save' : 'workflow.step.complete',
        entityType: 'project',
        entityId: project.id,
        details: {
          stepNumber,
          stepId: row.id,
          projectCompleted,
          ...changedKeys(before, stepData),
          ...notesChange,
        },
      });

      const [updated] = await selectRows<StepRow>(
        tx,
        sql`select ${sql.raw(STEP_COLUMNS)} from project_steps s where s.id = ${row.id}`,
      );
      return {
        step: toProjectStep(updated!),
        projectStatus,
        statusColor: PROJECT_STATUS_COLORS[projectStatus],
        projectCompleted,
        edited,
      };
    }),
  );
}

/**
 * POST /api/projects/{id}/steps/{n}/complete (admin or the assigned professional): completes the active step with
 * the full checks, or corrects a completed one (its completedAt kept). See storeStep.
 */
export function completeStep(opts: StoreStepOptions): Promise<CompleteStepResult> {
  return storeStep(opts, 'complete');
}

/**
 * PUT /api/projects/{id}/steps/{n} (admin or the assigned professional): saves the active step's fields without
 * completing it (required ones may still be empty), or corrects a completed step with the full checks, keeping its
 * completedAt. An invoice step is 409 (its data is the invoice's). See storeStep.
 */
export function saveStep(opts: StoreStepOptions): Promise<CompleteStepResult> {
  return storeStep(opts, 'save');
}
