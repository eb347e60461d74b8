import type { AuthUser } from '@shared/auth/schemas';
import { mayWorkOnProject } from '@shared/projects/access';
import type { ProjectDetail } from '@shared/projects/schemas';

/** Who works the workflow: an admin, or the professional assigned to this project. */
export function isWorkflowEditor(
  user: Pick<AuthUser, 'id' | 'role'>,
  project: Pick<ProjectDetail, 'professionalId'>,
) {
  return mayWorkOnProject(user, project);
}

/** A finished or cancelled project: no step of it is completed any more (the server refuses it). */
export function isProjectClosed(project: Pick<ProjectDetail, 'status'>) {
  return project.status === 'completed' || project.status === 'cancelled';
}

/** Completing the active step: an editor, on a project that is neither completed nor cancelled. */
export function mayCompleteSteps(
  user: Pick<AuthUser, 'id' | 'role'>,
  project: Pick<ProjectDetail, 'professionalId' | 'status'>,
) {
  return isWorkflowEditor(user, project) && !isProjectClosed(project);
}

/**
 * Editing a completed step ('Bewerken'): an editor, also on a completed project (a correction after the fact);
 * a cancelled project stays read-only. The server applies the same rule.
 */
export function mayEditCompletedSteps(
  user: Pick<AuthUser, 'id' | 'role'>,
  project: Pick<ProjectDetail, 'professionalId' | 'status'>,
) {
  return isWorkflowEditor(user, project) && project.status !== 'cancelled';
}
