import type { ProjectListItem } from '@shared/projects/schemas';
import { displayName } from '@shared/users/display-name';
import { Input } from '@web/components/ui/input';
import { Spinner } from '@web/components/ui/spinner';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useProjects } from '../api/get-projects';
import { AssignProfessional } from './assign-professional';
import { dateColumn, professionalName, statusColumn, typeColumn } from './project-columns';
import { ProjectProgressNote } from './project-progress-note';
import { type ProjectColumn, ProjectTableCard } from './project-table';
import { ViewLink } from './view-link';

const PAGE_SIZE = 20;

const COLUMNS: readonly ProjectColumn[] = [
  typeColumn,
  {
    id: 'consumer',
    header: 'Consument',
    cell: (project) => (
      <>
        <span className="block">
          {displayName({
            firstName: project.consumerFirstName,
            tussenvoegsel: project.consumerTussenvoegsel,
            lastName: project.consumerLastName,
          })}
        </span>
        <span className="block text-xs [overflow-wrap:anywhere] text-muted-foreground">
          {project.consumerEmail}
        </span>
      </>
    ),
  },
  {
    id: 'professional',
    header: 'Professional',
    cell: (project) =>
      project.professionalId ? (
        (professionalName(project) ?? 'Toegewezen')
      ) : (
        <span className="whitespace-nowrap text-muted-foreground">Niet toegewezen</span>
      ),
  },
  {
    ...statusColumn,
    // What keeps a project in progress from completing ('Nog 3 stappen open'), beneath its status.
    cell: (project) => (
      <span className="flex flex-col items-start gap-1">
        {statusColumn.cell(project)}
        <ProjectProgressNote project={project} />
      </span>
    ),
  },
  dateColumn,
  {
    id: 'actions',
    header: 'Acties',
    card: 'actions',
    cell: (project) => <AdminActions project={project} />,
    cardCell: (project) => <AdminActions project={project} onCard />,
  },
];

/** The admin dashboard's table of all assignments: server-side search and paging, assign per unassigned row. */
export function AdminProjectsTable() {
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(search.trim(), 300);
  const projects = useProjects({ q: q || undefined, page, pageSize: PAGE_SIZE });
  const searching = search.trim() !== q || (projects.isFetching && !projects.isPending);

  return (
    <ProjectTableCard
      title="Alle opdrachten"
      description="Zoek op type, referentie, consument, professional of status en wijs professionals toe."
      actions={
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
      }
      columns={COLUMNS}
      projects={projects}
      empty={q ? 'Geen resultaten gevonden' : 'Er zijn nog geen opdrachten'}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
    />
  );
}

/**
 * Assign (only while pending) or not assignable; and the project page. An assigned row shows no second
 * 'Toegewezen' here: its status and the professional column already say so (decision 0020).
 */
function AdminActions({ project, onCard = false }: { project: ProjectListItem; onCard?: boolean }) {
  const assign = project.professionalId ? null : project.status === 'pending' ? (
    <AssignProfessional project={project} wide={onCard} />
  ) : (
    <span className="text-sm text-muted-foreground">Niet toe te wijzen</span>
  );
  // A card has the width for the named button, and the assign control above it.
  if (onCard) {
    return (
      <div className="grid w-full gap-2">
        {assign}
        <ViewLink id={project.id} className="justify-self-start" />
      </div>
    );
  }
  // Wrapping, so the assign control does not hold the table wider than a laptop's page.
  return (
    <div className="flex flex-wrap items-center gap-1">
      {assign}
      <ViewLink id={project.id} iconOnly />
    </div>
  );
}
