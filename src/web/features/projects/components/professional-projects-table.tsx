import type { ProjectListItem } from '@shared/projects/schemas';
import { PROJECT_STATUS_LABELS } from '@shared/projects/status';
import { displayName } from '@shared/users/display-name';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { Play } from 'lucide-react';
import { useState } from 'react';
import { useAssignedProjects } from '../api/get-assigned-projects';
import { useUpdateProjectStatus } from '../api/update-project-status';
import { CompleteProjectDialog } from './complete-project-dialog';
import { dateColumn, statusColumn, typeColumn } from './project-columns';
import { ProjectProgressNote } from './project-progress-note';
import { type ProjectColumn, ProjectTableCard } from './project-table';
import { ViewLink } from './view-link';

const PAGE_SIZE = 20;

const COLUMNS: readonly ProjectColumn[] = [
  typeColumn,
  {
    id: 'client',
    header: 'Klant',
    cell: (project) => (
      <>
        <span className="block">
          {displayName({
            firstName: project.consumerFirstName,
            tussenvoegsel: project.consumerTussenvoegsel,
            lastName: project.consumerLastName,
          })}
        </span>
        <a
          href={`mailto:${project.consumerEmail}`}
          className="block text-xs text-muted-foreground hover:underline"
        >
          {project.consumerEmail}
        </a>
      </>
    ),
  },
  statusColumn,
  dateColumn,
  {
    id: 'actions',
    header: 'Acties',
    card: 'actions',
    cell: (project) => <ProfessionalActions project={project} />,
  },
];

/** The professional dashboard's table: the caller's assignments with Start Project and Markeer als Voltooid. */
export function ProfessionalProjectsTable() {
  const [page, setPage] = useState(1);
  const projects = useAssignedProjects({ page, pageSize: PAGE_SIZE });
  return (
    <ProjectTableCard
      title="Toegewezen opdrachten"
      description="Uw opdrachten met klantgegevens en status."
      columns={COLUMNS}
      projects={projects}
      empty="Er zijn nog geen opdrachten aan u toegewezen"
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
    />
  );
}

/**
 * 'Start Project' and 'Markeer als Voltooid' only when the server says the change will work (canStart, canComplete:
 * docs/decisions/0035); a project in progress that cannot be completed yet says what is still open instead. Starting
 * needs no question; completing asks first (CompleteProjectDialog).
 */
function ProfessionalActions({ project }: { project: ProjectListItem }) {
  const update = useUpdateProjectStatus();
  const start = () =>
    update.mutate(
      { id: project.id, status: 'in_progress' },
      {
        onSuccess: () =>
          toast({
            title: 'Status bijgewerkt',
            description: `${project.projectId} is nu ${PROJECT_STATUS_LABELS.in_progress.toLowerCase()}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Fout',
            description: errorText(error, 'Er is een fout opgetreden bij het bijwerken van de status.'),
            variant: 'destructive',
          }),
      },
    );

  return (
    <div className="flex flex-wrap items-center gap-2">
      {project.canStart ? (
        <Button size="sm" variant="accent" disabled={update.isPending} onClick={start}>
          {update.isPending ? <Spinner /> : <Play aria-hidden />}
          Start Project
        </Button>
      ) : null}
      {project.canComplete ? <CompleteProjectDialog project={project} /> : null}
      <ProjectProgressNote project={project} />
      <ViewLink id={project.id} />
    </div>
  );
}
