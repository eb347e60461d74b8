import { defaultProjectTitle, projectTypeLabel } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import type { Role } from '@shared/users/roles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { PageHeader } from '@web/components/ui/page-header';
import { Pagination } from '@web/components/ui/pagination';
import { Skeleton } from '@web/components/ui/skeleton';
import { errorText } from '@web/lib/api-client';
import { ChevronRight, FolderOpen, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAssignedProjects } from '../api/get-assigned-projects';
import { useConsumerProjects } from '../api/get-consumer-projects';
import { useProjects } from '../api/get-projects';
import type { ProjectListParams } from '../api/project-list';
import { professionalName } from './project-columns';
import { ProjectStatusBadge } from './project-status-badge';

const PAGE_SIZE = 20;

/** The caller's projects by role: all (admin), assigned (professional) or own (consumer). */
function useMyProjects(role: Role, params: ProjectListParams) {
  const all = useProjects(params, { enabled: role === 'admin' });
  const assigned = useAssignedProjects(params, { enabled: role === 'professional' });
  const own = useConsumerProjects(params, { enabled: role === 'consumer' });
  return role === 'admin' ? all : role === 'professional' ? assigned : own;
}

/**
 * For /documents and /contact without ?project=: the signed-in user's projects to choose from, each linking to
 * `linkTo(project.id)`.
 */
export function ProjectPicker({
  role,
  title,
  linkTo,
  description = `Kies een opdracht om de ${title.toLowerCase()} te bekijken.`,
}: {
  role: Role;
  title: string;
  linkTo: (id: string) => string;
  /** The line under the title; by default 'Kies een opdracht om de {title} te bekijken.' */
  description?: string;
}) {
  const [page, setPage] = useState(1);
  const projects = useMyProjects(role, { page, pageSize: PAGE_SIZE });

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader title={title} description={description} />
      <Card>
        <CardContent>
          {projects.isPending ? (
            <div role="status" aria-busy="true">
              <span className="sr-only">Opdrachten laden</span>
              <ul className="divide-y divide-border">
                {[0, 1, 2].map((i) => (
                  <li key={i} className="flex items-center gap-3 py-3">
                    <div className="flex-1 space-y-1.5">
                      <Skeleton className="h-4 w-48" />
                      <Skeleton className="h-3 w-32" />
                    </div>
                    <Skeleton className="h-5 w-24 rounded-full" />
                  </li>
                ))}
              </ul>
            </div>
          ) : projects.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-destructive">
              <p>
                <span className="font-medium">Fout bij laden van opdrachten.</span>{' '}
                {errorText(projects.error, 'Controleer uw verbinding en probeer het opnieuw.')}
              </p>
              <Button variant="outline" size="sm" onClick={() => void projects.refetch()}>
                <RefreshCw aria-hidden />
                Opnieuw proberen
              </Button>
            </div>
          ) : projects.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center text-muted-foreground">
              <FolderOpen className="size-10" aria-hidden />
              <p>U heeft nog geen opdrachten.</p>
              {role === 'consumer' ? (
                <Button asChild>
                  <Link to="/nieuwe-opdracht">Nieuwe opdracht</Link>
                </Button>
              ) : null}
            </div>
          ) : (
            <>
              <ul className="divide-y divide-border" aria-label="Opdrachten">
                {projects.data.items.map((p) => {
                  const counterpart =
                    role === 'consumer'
                      ? (professionalName(p) ?? 'Nog geen professional')
                      : displayName({
                          firstName: p.consumerFirstName,
                          tussenvoegsel: p.consumerTussenvoegsel,
                          lastName: p.consumerLastName,
                        });
                  return (
                    <li key={p.id}>
                      <Link
                        to={linkTo(p.id)}
                        className="-mx-2 flex items-center gap-3 rounded-lg px-2 py-3 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="truncate font-medium">
                            {p.title === defaultProjectTitle(p.type) ? projectTypeLabel(p.type) : p.title}
                          </p>
                          <p className="truncate text-sm text-muted-foreground">
                            <span className="font-mono text-xs">{p.projectId}</span> · {counterpart}
                          </p>
                        </div>
                        <ProjectStatusBadge status={p.status} statusColor={p.statusColor} />
                        <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                      </Link>
                    </li>
                  );
                })}
              </ul>
              <Pagination
                page={page}
                pageSize={PAGE_SIZE}
                total={projects.data.total}
                onPageChange={setPage}
              />
            </>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
