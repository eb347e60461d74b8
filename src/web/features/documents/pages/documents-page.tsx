import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';

/** /documents?project={id} (spec 002 §2) with the real documents. STUB: the documents web helper replaces this. */
export function DocumentsPage({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  void user;
  return <h1>Documenten {project.projectId}</h1>;
}
