import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { DocumentsPanel } from './documents-panel';

/** The 'Documenten' section of a project (spec 000 §2, 001 §2): list, upload, download and delete. */
export function ProjectDocuments({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  return <DocumentsPanel project={project} user={user} title="Documenten" />;
}
