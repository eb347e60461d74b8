import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';

/** Who works the workflow (spec 001 §6): an admin, or the professional assigned to this project. */
export function isWorkflowEditor(
  user: Pick<AuthUser, 'id' | 'role'>,
  project: Pick<ProjectDetail, 'professionalId'>,
) {
  if (user.role === 'admin') return true;
  return (
    user.role === 'professional' && project.professionalId !== null && project.professionalId === user.id
  );
}

/** A finished or cancelled project's steps are history: the server refuses changes, so the page offers none. */
export function isProjectClosed(project: Pick<ProjectDetail, 'status'>) {
  return project.status === 'completed' || project.status === 'cancelled';
}
