import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';

/** The 'Documenten' section of a project (spec 000 §2, 001 §2). STUB: the documents web helper replaces this. */
export function ProjectDocuments({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  void user;
  return <section aria-label="Documenten">{project.projectId}</section>;
}
