import type { ProjectListItem } from '@shared/projects/schemas';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { type DataColumn, DataList } from '@web/components/ui/data-list';
import { Pagination } from '@web/components/ui/pagination';
import { type ReactNode, useId } from 'react';
import type { ProjectPage } from '../api/project-list';
import { ErrorState, LoadingState } from './table-states';

/** One column of a project table: its header, what each row shows in it, and its place on a phone's card. */
export type ProjectColumn = DataColumn<ProjectListItem>;

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
 * Every project list: the table (cards on a phone) with its loading, error and empty states and the pagination
 * below it (a fragment, so the caller decides what stands around it).
 */
export function ProjectTable({ columns, projects, empty, page, pageSize, onPageChange }: ProjectTableProps) {
  const state = projects.isPending ? (
    <LoadingState />
  ) : projects.isError ? (
    <ErrorState error={projects.error} onRetry={() => void projects.refetch()} />
  ) : projects.data.items.length === 0 ? (
    empty
  ) : undefined;
  return (
    <>
      <DataList
        columns={columns}
        rows={projects.data?.items ?? []}
        rowKey={(project) => project.id}
        state={state}
      />
      {projects.data ? (
        <Pagination page={page} pageSize={pageSize} total={projects.data.total} onPageChange={onPageChange} />
      ) : null}
    </>
  );
}

/**
 * A dashboard's project table in a card, a region named by its title (the dashboards hold other lists of projects,
 * such as the coming appointments); `actions` (a search box, a link) stand beside the title.
 */
export function ProjectTableCard({
  title,
  description,
  actions,
  ...table
}: ProjectTableProps & { title: ReactNode; description: ReactNode; actions?: ReactNode }) {
  const titleId = useId();
  const heading = (
    <>
      <CardTitle id={titleId}>{title}</CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  return (
    <section aria-labelledby={titleId}>
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
    </section>
  );
}
