import { formatDate } from '@shared/format';
import type { ProjectListItem } from '@shared/projects/schemas';
import { projectTypeLabel } from '@shared/projects/types';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Input } from '@web/components/ui/input';
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
import { CheckCircle2, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useProjects } from '../api/get-projects';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { AssignProfessional } from './assign-professional';
import { Pagination } from './pagination';
import { ProjectStatusBadge } from './project-status-badge';
import { ErrorRow, LoadingRow } from './table-states';
import { ViewLink } from './view-link';

const PAGE_SIZE = 20;
const COLUMNS = 6;

/** The admin dashboard's table of all assignments: server-side search and paging, assign per unassigned row. */
export function AdminProjectsTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const projects = useProjects({ q: q || undefined, page, pageSize: PAGE_SIZE });
  const searching = search.trim() !== q || (projects.isFetching && !projects.isPending);

  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Alle opdrachten</CardTitle>
          <CardDescription>
            Zoek op type, referentie, consument, professional of status en wijs professionals toe.
          </CardDescription>
        </div>
        <div className="relative w-full sm:w-80">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Zoek opdrachten"
            placeholder="Zoek opdrachten..."
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setPage(1);
            }}
            className="pl-9"
          />
          {searching ? (
            <Spinner className="absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground" />
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>Opdracht</TableHead>
              <TableHead>Consument</TableHead>
              <TableHead>Professional</TableHead>
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
              <TableEmpty colSpan={COLUMNS}>
                {q ? 'Geen resultaten gevonden' : 'Er zijn nog geen opdrachten'}
              </TableEmpty>
            ) : (
              projects.data.items.map((project) => <AdminProjectRow key={project.id} project={project} />)
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

function AdminProjectRow({ project }: { project: ProjectListItem }) {
  const professional =
    project.professionalId && project.professionalFirstName
      ? `${project.professionalFirstName} ${project.professionalLastName ?? ''}`.trim()
      : null;
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
        <span className="block text-xs text-muted-foreground">{project.consumerEmail}</span>
      </TableCell>
      <TableCell>
        {project.professionalId ? (
          (professional ?? 'Toegewezen')
        ) : (
          <span className="whitespace-nowrap text-muted-foreground">Niet toegewezen</span>
        )}
      </TableCell>
      <TableCell>
        <ProjectStatusBadge status={project.status} statusColor={project.statusColor} />
      </TableCell>
      <TableCell className="whitespace-nowrap tabular-nums">{formatDate(project.createdAt)}</TableCell>
      <TableCell>
        <div className="flex items-center gap-1">
          {project.professionalId ? (
            <Badge color="green">
              <CheckCircle2 className="size-3.5" aria-hidden />
              Toegewezen
            </Badge>
          ) : project.status === 'pending' ? (
            <AssignProfessional project={project} />
          ) : (
            <span className="text-sm text-muted-foreground">Niet toe te wijzen</span>
          )}
          <ViewLink id={project.id} iconOnly />
        </div>
      </TableCell>
    </TableRow>
  );
}
