import { Button } from '@web/components/ui/button';
import { ArrowRight, FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsumerProjects } from '../api/get-consumer-projects';
import { dateColumn, invoiceColumn, professionalName, statusColumn, typeColumn } from './project-columns';
import { type ProjectColumn, ProjectTableCard } from './project-table';
import { ViewLink } from './view-link';

const PAGE_SIZE = 10;

const COLUMNS: readonly ProjectColumn[] = [
  typeColumn,
  {
    id: 'professional',
    header: 'Professional',
    cell: (project) =>
      professionalName(project) ?? <span className="text-muted-foreground">Nog niet toegewezen</span>,
  },
  statusColumn,
  dateColumn,
];

const VIEW_COLUMN: ProjectColumn = {
  id: 'view',
  header: <span className="sr-only">Acties</span>,
  className: 'text-right',
  card: 'actions',
  cell: (project) => <ViewLink id={project.id} />,
};

/**
 * The consumer dashboard's table of own assignments. `invoiceCell` is the 'Factuur' column (the invoices feature's
 * pay button, passed in by the app layer).
 */
export function ConsumerProjectsTable({ invoiceCell }: { invoiceCell?: ProjectColumn['cell'] } = {}) {
  const columns = invoiceCell
    ? [...COLUMNS, invoiceColumn(invoiceCell), VIEW_COLUMN]
    : [...COLUMNS, VIEW_COLUMN];
  const [page, setPage] = useState(1);
  const projects = useConsumerProjects({ page, pageSize: PAGE_SIZE });
  return (
    <ProjectTableCard
      title="Mijn opdrachten"
      description="Uw aangevraagde opdrachten en hun status."
      actions={
        <Button asChild variant="outline" size="sm">
          <Link to="/opdrachten">
            Alle opdrachten
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      }
      columns={columns}
      projects={projects}
      empty={
        <span className="flex flex-col items-center gap-3">
          U heeft nog geen opdrachten.
          <Button asChild size="sm">
            <Link to="/nieuwe-opdracht">
              <FilePlus2 aria-hidden />
              Nieuwe opdracht
            </Link>
          </Button>
        </span>
      }
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
    />
  );
}
