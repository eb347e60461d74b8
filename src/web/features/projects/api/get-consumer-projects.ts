import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import { fetchProjectPage, type ProjectListParams } from './project-list';

/** GET /api/projects/consumer (consumer): the caller's own projects. */
export function getConsumerProjects(params: ProjectListParams, signal?: AbortSignal) {
  return fetchProjectPage('/api/projects/consumer', params, signal);
}

export const consumerProjectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'consumer', params],
    queryFn: ({ signal }) => getConsumerProjects(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useConsumerProjects(params: ProjectListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...consumerProjectsQueryOptions(params), enabled: options.enabled ?? true });
}
