import type { ProjectCounts } from '@shared/projects/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/** GET /api/projects/counts: per status, over the caller's own projects (all projects for an admin). */
export function getProjectCounts(signal?: AbortSignal): Promise<ProjectCounts> {
  return apiGet<ProjectCounts>('/api/projects/counts', { signal });
}

export const projectCountsQueryOptions = () =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'counts'],
    queryFn: ({ signal }) => getProjectCounts(signal),
    staleTime: 0,
  });

export function useProjectCounts() {
  return useQuery(projectCountsQueryOptions());
}
