import { formatDate } from '@shared/format';
import { projectTypeLabel } from '@shared/projects/types';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { ArrowRight, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsumerProjects } from '../api/get-consumer-projects';
import { Pagination } from './pagination';
import { ProjectStatusBadge } from './project-status-badge';
import { ErrorRow, LoadingRow } from './table-states';
import { ViewLink } from './view-link';

const PAGE_SIZE = 10;
const COLUMNS = 5;

/** The consumer dashboard's table of own assignments. */
export function ConsumerProjectsTable() {
  const [page, setPage] = useState(1);
  const projects = useConsumerProjects({ page, pageSize: PAGE_SIZE });
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Mijn opdrachten</CardTitle>
          <CardDescription>Uw aangevraagde opdrachten en hun status.</CardDescription>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to="/opdrachten">
            Alle opdrachten
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Opdracht</TableHead>
              <TableHead>Professional</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Datum</TableHead>
              <TableHead>
                <span className="sr-only">Acties</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {projects.isPending ? (
              <LoadingRow colSpan={COLUMNS} />
            ) : projects.isError ? (
              <ErrorRow colSpan={COLUMNS} error={projects.error} onRetry={() => void projects.refetch()} />
            ) : projects.data.items.length === 0 ? (
              <TableEmpty colSpan={COLUMNS}>
                <span className="flex flex-col items-center gap-3">
                  U heeft nog geen opdrachten.
                  <Button asChild size="sm">
                    <Link to="/nieuwe-opdracht">
                      <FilePlus2 aria-hidden />
                      Nieuwe opdracht aanvragen
                    </Link>
                  </Button>
                </span>
              </TableEmpty>
            ) : (
              projects.data.items.map((project) => (
                <TableRow key={project.id}>
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
                    {project.professionalId && project.professionalFirstName ? (
                      `${project.professionalFirstName} ${project.professionalLastName ?? ''}`.trim()
                    ) : (
                      <span className="whitespace-nowrap text-muted-foreground">Nog niet toegewezen</span>
                    )}
                  </TableCell>
                  <TableCell>
                    <ProjectStatusBadge status={project.status} statusColor={project.statusColor} />
                  </TableCell>
                  <TableCell className="whitespace-nowrap tabular-nums">
                    {formatDate(project.createdAt)}
                  </TableCell>
                  <TableCell className="text-right">
                    <ViewLink id={project.id} />
                  </TableCell>
                </TableRow>
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
