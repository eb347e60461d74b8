import { formatDate } from '@shared/format';
import type { ProjectListItem } from '@shared/projects/schemas';
import { allowedNextStatuses, PROJECT_STATUS_LABELS, type ProjectStatus } from '@shared/projects/status';
import { projectTypeLabel } from '@shared/projects/types';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { toast } from '@web/components/ui/use-toast';
import { serverErrorText } from '@web/lib/api-client';
import { CheckCircle2, Play } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAssignedProjects } from '../api/get-assigned-projects';
import { useUpdateProjectStatus } from '../api/update-project-status';
import { Pagination } from './pagination';
import { ProjectStatusBadge } from './project-status-badge';
import { ErrorRow, LoadingRow } from './table-states';
import { ViewLink } from './view-link';

const PAGE_SIZE = 20;
const COLUMNS = 5;

/** The professional dashboard's table: the caller's assignments with Start Project and Markeer als Voltooid. */
export function ProfessionalProjectsTable() {
  const [page, setPage] = useState(1);
  const projects = useAssignedProjects({ page, pageSize: PAGE_SIZE });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Toegewezen opdrachten</CardTitle>
        <CardDescription>Uw opdrachten met klantgegevens en status.</CardDescription>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Opdracht</TableHead>
              <TableHead>Klant</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Datum</TableHead>
              <TableHead>Acties</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {projects.isPending ? (
              <LoadingRow colSpan={COLUMNS} />
            ) : projects.isError ? (
              <ErrorRow colSpan={COLUMNS} error={projects.error} onRetry={() => void projects.refetch()} />
            ) : projects.data.items.length === 0 ? (
              <TableEmpty colSpan={COLUMNS}>Er zijn nog geen opdrachten aan u toegewezen</TableEmpty>
            ) : (
              projects.data.items.map((project) => (
                <ProfessionalProjectRow key={project.id} project={project} />
              ))
            )}
          </TableBody>
        </Table>
        {projects.data ? (
          <Pagination page={page} pageSize={PAGE_SIZE} total={projects.data.total} onPageChange={setPage} />
        ) : null}
      </CardContent>
    </Card>
  );
}

const ACTIONS: Partial<Record<ProjectStatus, { label: string; icon: typeof Play }>> = {
  in_progress: { label: 'Start Project', icon: Play },
  completed: { label: 'Markeer als Voltooid', icon: CheckCircle2 },
};

function ProfessionalProjectRow({ project }: { project: ProjectListItem }) {
  const update = useUpdateProjectStatus();
  // The list holds only the caller's own assignments, so the caller is the assigned professional.
  const next = allowedNextStatuses(project.status, { role: 'professional', isAssignedProfessional: true });
  const onChange = (status: ProjectStatus) =>
    update.mutate(
      { id: project.id, status },
      {
        onSuccess: () =>
          toast({
            title: 'Status bijgewerkt',
            description: `${project.projectId} is nu ${PROJECT_STATUS_LABELS[status].toLowerCase()}.`,
            variant: 'success',
          }),
        onError: (error) =>
          toast({
            title: 'Fout',
            description:
              serverErrorText(error) ?? 'Er is een fout opgetreden bij het bijwerken van de status.',
            variant: 'destructive',
          }),
      },
    );

  return (
    <TableRow>
      <TableCell>
        <Link
          to={`/project/${project.id}`}
          className="font-medium text-foreground hover:text-primary hover:underline"
        >
          {projectTypeLabel(project.type)}
        </Link>
        <span className="block font-mono text-xs text-muted-foreground">{project.projectId}</span>
      </TableCell>
      <TableCell>
        <span className="block">
          {project.consumerFirstName} {project.consumerLastName}
        </span>
        <a
          href={`mailto:${project.consumerEmail}`}
          className="block text-xs text-muted-foreground hover:underline"
        >
          {project.consumerEmail}
        </a>
      </TableCell>
      <TableCell>
        <ProjectStatusBadge status={project.status} statusColor={project.statusColor} />
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatDate(project.createdAt)}</TableCell>
      <TableCell>
        <div className="flex flex-wrap items-center gap-2">
          {next.map((status) => {
            const action = ACTIONS[status];
            if (!action) return null;
            const Icon = action.icon;
            return (
              <Button
                key={status}
                size="sm"
                variant={status === 'completed' ? 'default' : 'accent'}
                disabled={update.isPending}
                onClick={() => onChange(status)}
              >
                {update.isPending && update.variables?.status === status ? <Spinner /> : <Icon aria-hidden />}
                {action.label}
              </Button>
            );
          })}
          <ViewLink id={project.id} />
        </div>
      </TableCell>
    </TableRow>
  );
}
