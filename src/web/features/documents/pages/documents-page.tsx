import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { DocumentsPanel } from '../components/documents-panel';

/** /documents?project={id} (spec 002 §2, known defect 6): the project's real documents. */
export function DocumentsPage({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Documenten"
        description={
          <>
            {project.title} · {PROJECT_TYPE_LABELS[project.type]} ·{' '}
            <span className="font-mono text-sm whitespace-nowrap">{project.projectId}</span>
          </>
        }
        actions={
          <Button asChild variant="outline">
            <Link to={`/project/${project.id}`}>
              <ArrowLeft aria-hidden />
              Terug naar project
            </Link>
          </Button>
        }
      />
      <DocumentsPanel project={project} user={user} title="Alle documenten" />
    </div>
  );
}
