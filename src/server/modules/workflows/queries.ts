// The steps read as SQL text with numbered parameters, run as a named prepared statement (Database.query; house
// rule 6): GET /api/projects/{id}/steps is benchmarked against a raw `pg` prepared statement doing the same read.
import type { ProjectStep, StepStatus } from '@shared/workflows/schemas';
import { toIso, toIsoOrNull } from '../../db/client';
import type { PreparedQuery } from '../../db/prepared';
import { keyCondition, type ProjectKey, type ProjectViewer, VISIBLE_TO_CALLER } from '../projects/queries';

/** The columns of one step, as the API names them. */
export const STEP_COLUMNS = `s.id, s.project_id as "projectId", s.step_number as "stepNumber", s.title,
  s.description, s.status, s.step_data as "stepData", s.notes, s.estimated_days as "estimatedDays",
  s.completed_at as "completedAt", s.updated_at as "updatedAt"`;

/**
 * One statement checks that the caller may see the project and returns its steps: no row = not visible (or no
 * such project); one row with a null step id = visible, no steps yet. One name per key kind (uuid or reference).
 */
export function visibleStepsQuery(key: ProjectKey, viewer: ProjectViewer): PreparedQuery {
  return {
    name: `workflow_steps_visible:${key.by}`,
    text: `select p.id as "visibleProjectId", ${STEP_COLUMNS}
from projects p
left join project_steps s on s.project_id = p.id
where ${keyCondition(key)} and ${VISIBLE_TO_CALLER}
order by s.step_number`,
    values: [key.value, viewer.id, viewer.isAdmin],
  };
}

export interface StepRow {
  id: string;
  projectId: string;
  stepNumber: number;
  title: string;
  description: string;
  status: StepStatus;
  stepData: Record<string, unknown> | string | null;
  notes: string | null;
  estimatedDays: number;
  completedAt: Date | string | null;
  updatedAt: Date | string;
}

export const stepDataOf = (row: Pick<StepRow, 'stepData'>): Record<string, unknown> =>
  typeof row.stepData === 'string'
    ? (JSON.parse(row.stepData) as Record<string, unknown>)
    : (row.stepData ?? {});

export function toProjectStep(row: StepRow): ProjectStep {
  const data = stepDataOf(row);
  return {
    id: row.id,
    projectId: row.projectId,
    stepNumber: row.stepNumber,
    title: row.title,
    description: row.description,
    status: row.status,
    stepData: data,
    details: data,
    notes: row.notes,
    stepCompleted: row.status === 'completed',
    completedAt: toIsoOrNull(row.completedAt),
    estimatedDays: row.estimatedDays,
    updatedAt: toIso(row.updatedAt),
  };
}
