import type { ProjectListItem } from '@shared/projects/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
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
import type { ReactNode } from 'react';
import type { ProjectPage } from '../api/project-list';
import { Pagination } from './pagination';
import { ErrorRow, LoadingRow } from './table-states';

/** One column of a project table: its header and what each row shows in it. */
export interface ProjectColumn {
  id: string;
  header: ReactNode;
  /** Class names of the body cell. */
  className?: string;
  cell: (project: ProjectListItem) => ReactNode;
}

export interface ProjectTableProps {
  columns: readonly ProjectColumn[];
  projects: UseQueryResult<ProjectPage>;
  /** What the body says when the list is empty. */
  empty: ReactNode;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
}

/**
 * Every project list: the table with its loading, error and empty rows and the pagination below it
 * (a fragment, so the caller decides what stands around it).
 */
export function ProjectTable({ columns, projects, empty, page, pageSize, onPageChange }: ProjectTableProps) {
  const colSpan = columns.length;
  return (
    <>
      <Table>
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.id}>{column.header}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {projects.isPending ? (
            <LoadingRow colSpan={colSpan} />
          ) : projects.isError ? (
            <ErrorRow colSpan={colSpan} error={projects.error} onRetry={() => void projects.refetch()} />
          ) : projects.data.items.length === 0 ? (
            <TableEmpty colSpan={colSpan}>{empty}</TableEmpty>
          ) : (
            projects.data.items.map((project) => (
              <TableRow key={project.id}>
                {columns.map((column) => (
                  <TableCell key={column.id} className={column.className}>
                    {column.cell(project)}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {projects.data ? (
        <Pagination page={page} pageSize={pageSize} total={projects.data.total} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}

/** A dashboard's project table in a card; `actions` (a search box, a link) stand beside the title. */
export function ProjectTableCard({
  title,
  description,
  actions,
  ...table
}: ProjectTableProps & { title: ReactNode; description: ReactNode; actions?: ReactNode }) {
  const heading = (
    <>
      <CardTitle>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <Card>
      {actions ? (
        <CardHeader className="gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-1.5">{heading}</div>
          {actions}
        </CardHeader>
      ) : (
        <CardHeader>{heading}</CardHeader>
      )}
      <CardContent>
        <ProjectTable {...table} />
      </CardContent>
    </Card>
  );
}
