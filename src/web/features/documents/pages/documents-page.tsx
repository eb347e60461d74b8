import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { DocumentsPanel } from '../components/documents-panel';

/**
 * The body of /documents?project={id}: the project's real documents. The page header
 * with the way back to the project is the app layer's (app/routes/project-tools-routes.tsx).
 */
export function DocumentsPage({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  return <DocumentsPanel project={project} user={user} title="Alle documenten" />;
}
