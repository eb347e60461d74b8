// Who may do what with a project's invoice in the browser; the server applies the same rules and has the last word.
import type { AuthUser } from '@shared/auth/schemas';
import { mayWorkOnProject } from '@shared/projects/access';
import type { ProjectDetail } from '@shared/projects/schemas';

type Project = Pick<ProjectDetail, 'professionalId' | 'status'>;

/** Makes the invoice: the assigned professional or an admin. */
export function mayInvoice(user: Pick<AuthUser, 'id' | 'role'>, project: Project): boolean {
  return mayWorkOnProject(user, project);
}

/** Why no invoice can be made now, or null when it can: a cancelled project, or nobody to invoice from. */
export function cannotInvoiceReason(project: Project): 'cancelled' | 'noProfessional' | null {
  if (project.status === 'cancelled') return 'cancelled';
  if (project.professionalId === null) return 'noProfessional';
  return null;
}
