import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import { fetchProjectPage, type ProjectListParams } from './project-list';

/** GET /api/projects (admin): every project, newest first; X-Total-Count carries the total. */
export function getProjects(params: ProjectListParams, signal?: AbortSignal) {
  return fetchProjectPage('/api/projects', params, signal);
}

export const projectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'all', params],
    queryFn: ({ signal }) => getProjects(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useProjects(params: ProjectListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...projectsQueryOptions(params), enabled: options.enabled ?? true });
}
