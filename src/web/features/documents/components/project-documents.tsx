import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { Button } from '@web/components/ui/button';
import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentsPanel } from './documents-panel';

/**
 * The 'Documenten' section of a project: list, upload, download and delete, with
 * 'Alle documenten' to /documents?project={id}.
 */
export function ProjectDocuments({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  return (
    <DocumentsPanel
      project={project}
      user={user}
      title="Documenten"
      action={
        <Button asChild variant="outline">
          <Link to={`/documents?project=${project.id}`}>
            <FolderOpen aria-hidden />
            Alle documenten
          </Link>
        </Button>
      }
    />
  );
}
