import type { AuthUser } from '@shared/auth/schemas';
import { formatDate } from '@shared/format';
import type { ProjectDetail } from '@shared/projects/schemas';
import { defaultProjectTitle, projectTypeLabel } from '@shared/projects/types';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { ArrowLeft, MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { CancelProjectDialog } from './cancel-project-dialog';
import { ProjectStatusBadge } from './project-status-badge';
import { ReopenProjectDialog } from './reopen-project-dialog';

/**
 * Title, type, the real status and the project's reference; professionals and admins
 * get 'Berichten' to the project's thread (the consumer's way there is 'Bericht sturen' in the professional's card).
 * Compact, so that what the page is for (the current step, the progress) starts high on a phone.
 */
export function ProjectHeader({ project, user }: { project: ProjectDetail; user: AuthUser }) {
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link to="/opdrachten">
            <ArrowLeft aria-hidden /> Terug naar opdrachten
          </Link>
        </Button>
        <div className="flex flex-wrap items-center gap-2">
          {user.role === 'admin' && project.status === 'completed' ? (
            <ReopenProjectDialog projectId={project.id} projectRef={project.projectId} />
          ) : null}
          {user.role === 'admin' && project.status !== 'completed' && project.status !== 'cancelled' ? (
            <CancelProjectDialog
              projectId={project.id}
              projectRef={project.projectId}
              hasProfessional={project.professional !== null}
            />
          ) : null}
          {user.role !== 'consumer' ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/contact?project=${project.id}`}>
                <MessagesSquare aria-hidden /> Berichten
              </Link>
            </Button>
          ) : null}
        </div>
      </div>
      <h1 className="text-xl leading-tight font-semibold tracking-tight break-words text-foreground sm:text-2xl lg:text-3xl">
        {project.title || defaultProjectTitle(project.type)}
      </h1>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <span>
          <span className="sr-only">Type: </span>
          <Badge color="neutral">{projectTypeLabel(project.type)}</Badge>
        </span>
        <span>
          <span className="sr-only">Status: </span>
          <ProjectStatusBadge status={project.status} statusColor={project.statusColor} />
        </span>
        <span>
          Referentie <span className="font-mono whitespace-nowrap text-foreground">{project.projectId}</span>
        </span>
        <span>Aangevraagd op {formatDate(project.createdAt)}</span>
      </div>
    </div>
  );
}
