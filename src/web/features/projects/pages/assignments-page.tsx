import type { ProjectFilter } from '@shared/projects/schemas';
import { defaultProjectTitle, projectTypeLabel } from '@shared/projects/types';
import type { Role } from '@shared/users/roles';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { Label } from '@web/components/ui/label';
import { PageHeader } from '@web/components/ui/page-header';
import { Select } from '@web/components/ui/select';
import { FileText, MessageSquare, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { useAssignedProjects } from '../api/get-assigned-projects';
import { useConsumerProjects } from '../api/get-consumer-projects';
import { useProjectCounts } from '../api/get-project-counts';
import { useProjects } from '../api/get-projects';
import type { ProjectListParams } from '../api/project-list';
import { invoiceColumn, statusColumn } from '../components/project-columns';
import { type ProjectColumn, ProjectTable } from '../components/project-table';
import { ViewLink } from '../components/view-link';

const PAGE_SIZE = 20;

const COLUMNS: readonly ProjectColumn[] = [
  {
    id: 'type',
    header: 'Type',
    card: 'title',
    cell: (project) => (
      <>
        <span className="block font-medium">{projectTypeLabel(project.type)}</span>
        {/* A title of one's own is worth showing; the default one only repeats the type. */}
        {project.title !== defaultProjectTitle(project.type) ? (
          <span className="block text-xs text-muted-foreground">{project.title}</span>
        ) : null}
      </>
    ),
  },
  statusColumn,
  {
    id: 'documents',
    header: 'Documenten',
    card: 'actions',
    cell: (project) => (
      <div className="flex flex-wrap gap-1">
        <Button asChild variant="link" size="sm" className="h-auto px-0 pr-3">
          <Link to={`/documents?project=${project.id}`}>
            <FileText aria-hidden />
            Documenten
          </Link>
        </Button>
        <Button asChild variant="link" size="sm" className="h-auto px-0">
          <Link to={`/contact?project=${project.id}`}>
            <MessageSquare aria-hidden />
            Contact
          </Link>
        </Button>
      </div>
    ),
  },
  {
    id: 'reference',
    header: 'Referentie',
    className: 'font-mono text-xs whitespace-nowrap',
    cell: (project) => project.projectId,
    cardCell: (project) => <span className="font-mono text-xs">{project.projectId}</span>,
  },
];

const VIEW_COLUMN: ProjectColumn = {
  id: 'view',
  header: <span className="sr-only">Bekijken</span>,
  className: 'text-right',
  card: 'actions',
  cell: (project) => <ViewLink id={project.id} />,
};

/** The filter select, sent as ?filter=: 'mine' (Mijn projecten) leaves cancelled projects out, 'all' not. */
const FILTER_OPTIONS = ['mine', 'active', 'completed', 'all'] as const;
type FilterOption = (typeof FILTER_OPTIONS)[number];
const SERVER_FILTER: Record<FilterOption, ProjectFilter | undefined> = {
  mine: 'current',
  active: 'active',
  completed: 'completed',
  all: 'all',
};

/** The list of the caller's role: an admin all projects, a professional the assigned ones, a consumer their own. */
function useRoleProjects(role: Role, params: ProjectListParams) {
  const all = useProjects(params, { enabled: role === 'admin' });
  const assigned = useAssignedProjects(params, { enabled: role === 'professional' });
  const own = useConsumerProjects(params, { enabled: role === 'consumer' });
  return role === 'admin' ? all : role === 'professional' ? assigned : own;
}

/**
 * /opdrachten: the caller's assignments with a status filter that is applied. `invoiceCell` adds
 * the 'Factuur' column (for consumers: the invoices feature's pay button, passed in by the app layer).
 */
export function AssignmentsPage({ role, invoiceCell }: { role: Role; invoiceCell?: ProjectColumn['cell'] }) {
  const columns = invoiceCell
    ? [...COLUMNS, invoiceColumn(invoiceCell), VIEW_COLUMN]
    : [...COLUMNS, VIEW_COLUMN];
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('filter');
  const filter: FilterOption = (FILTER_OPTIONS as readonly string[]).includes(raw ?? '')
    ? (raw as FilterOption)
    : 'mine';
  const page = Math.max(1, Number.parseInt(searchParams.get('page') ?? '1', 10) || 1);

  const counts = useProjectCounts();
  const projects = useRoleProjects(role, { filter: SERVER_FILTER[filter], page, pageSize: PAGE_SIZE });

  const setParams = (next: { filter?: FilterOption; page?: number }) => {
    const params = new URLSearchParams(searchParams);
    const f = next.filter ?? filter;
    if (f === 'mine') params.delete('filter');
    else params.set('filter', f);
    const p = next.page ?? 1;
    if (p > 1) params.set('page', String(p));
    else params.delete('page');
    setSearchParams(params);
  };

  const mineLabel = counts.data ? `Mijn projecten (${counts.data.total})` : 'Mijn projecten';

  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader
        title="Opdrachten"
        description="Een overzicht van uw opdrachten en hun status."
        actions={
          <Button asChild>
            <Link to="/nieuwe-opdracht">
              <Plus aria-hidden />
              Nieuwe opdracht
            </Link>
          </Button>
        }
      />
      <Card>
        <CardContent className="space-y-4">
          <div className="flex flex-col gap-1.5 sm:w-64">
            <Label htmlFor="assignments-filter">Status</Label>
            <Select
              id="assignments-filter"
              value={filter}
              onChange={(e) => setParams({ filter: e.target.value as FilterOption })}
            >
              <option value="mine">{mineLabel}</option>
              <option value="active">Actief</option>
              <option value="completed">Voltooid</option>
              <option value="all">Alle</option>
            </Select>
          </div>
          <ProjectTable
            columns={columns}
            projects={projects}
            empty="Geen opdrachten beschikbaar"
            page={page}
            pageSize={PAGE_SIZE}
            onPageChange={(p) => setParams({ page: p })}
          />
        </CardContent>
      </Card>
    </div>
  );
}
