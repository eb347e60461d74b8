// Who may see a project and who may work on it: one rule for the server (which enforces it on every project, its
// steps, documents, messages and invoices) and the web app (which hides what the server would refuse). The server's
// list statements say the same rule in SQL (VISIBLE_TO_CALLER in src/server/modules/projects/queries.ts).
import type { Role } from '../users/roles';

/** The user deciding: the one the session acts as. */
export interface ProjectUser {
  id: string;
  role: Role;
}

/** The parties of a project the rule looks at. */
export interface ProjectParties {
  consumerId: string;
  professionalId: string | null;
}

/** Whether `user` is the professional assigned to the project (none assigned: nobody is). */
export const isAssignedProfessional = (
  user: ProjectUser,
  p: Pick<ProjectParties, 'professionalId'>,
): boolean => user.role === 'professional' && p.professionalId !== null && p.professionalId === user.id;

/**
 * Who sees a project (and what belongs to it: steps, documents, messages, its invoice): admins, its consumer and
 * its assigned professional.
 */
export function canSeeProject(user: ProjectUser, p: ProjectParties): boolean {
  if (user.role === 'admin') return true;
  if (user.role === 'professional') return isAssignedProfessional(user, p);
  return p.consumerId === user.id;
}

/**
 * Who works on a project (its steps, documents, invoice): admins and its assigned professional. Whether the
 * project's status still allows the work is a rule of its own (a completed or cancelled project's steps).
 */
export function mayWorkOnProject(user: ProjectUser, p: Pick<ProjectParties, 'professionalId'>): boolean {
  return user.role === 'admin' || isAssignedProfessional(user, p);
}
