// Columns and cells that several project tables show the same way.
import { formatDate } from '@shared/format';
import type { ProjectListItem } from '@shared/projects/schemas';
import { projectTypeLabel } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import { Link } from 'react-router';
import { ProjectStatusBadge } from './project-status-badge';
import type { ProjectColumn } from './project-table';

/** 'Opdracht': the type, linking to the project page, with the reference below it. */
export const typeColumn: ProjectColumn = {
  id: 'type',
  header: 'Opdracht',
  card: 'title',
  cell: (project) => (
    <>
      <Link
        to={`/project/${project.id}`}
        className="font-medium text-foreground hover:text-primary hover:underline"
      >
        {projectTypeLabel(project.type)}
      </Link>
      <span className="block font-mono text-xs text-muted-foreground">{project.projectId}</span>
    </>
  ),
};

export const statusColumn: ProjectColumn = {
  id: 'status',
  header: 'Status',
  card: 'status',
  cell: (project) => <ProjectStatusBadge status={project.status} statusColor={project.statusColor} />,
};

/** 'Datum': when the project was requested. */
export const dateColumn: ProjectColumn = {
  id: 'date',
  header: 'Datum',
  className: 'whitespace-nowrap tabular-nums',
  cell: (project) => formatDate(project.createdAt),
};

/** The assigned professional's full name, or null while nobody (with a known name) is assigned. */
export function professionalName(project: ProjectListItem): string | null {
  return project.professionalId && project.professionalFirstName
    ? displayName({
        firstName: project.professionalFirstName,
        tussenvoegsel: project.professionalTussenvoegsel,
        lastName: project.professionalLastName,
      })
    : null;
}

/**
 * 'Factuur': what the caller shows for the row's invoice (the pay button or 'Betaald' with the date); on a phone's
 * card among the actions, as it is mostly the pay button (and nothing without an invoice).
 */
export const invoiceColumn = (cell: ProjectColumn['cell']): ProjectColumn => ({
  id: 'invoice',
  header: 'Factuur',
  card: 'actions',
  className: 'whitespace-nowrap',
  cell,
});
