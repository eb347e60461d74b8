import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';

/** 'Project Stappenplan' of one project (spec 001 §2, §4). STUB: the workflows web helper replaces this. */
export function ProjectWorkflow({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  void user;
  return <section aria-label="Project Stappenplan">{project.type}</section>;
}
