import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';

/** /contact?project={id} (spec 002 §2) with the real thread. STUB: the messages web helper replaces this. */
export function ContactPage({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  void user;
  return <h1>Berichten {project.projectId}</h1>;
}
