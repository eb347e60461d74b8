import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import { fetchProjectPage, type ProjectListParams } from './project-list';

/** GET /api/projects/assigned (professional): the projects assigned to the caller, with the customer's name and e-mail. */
export function getAssignedProjects(params: ProjectListParams, signal?: AbortSignal) {
  return fetchProjectPage('/api/projects/assigned', params, signal);
}

export const assignedProjectsQueryOptions = (params: ProjectListParams) =>
  queryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'assigned', params],
    queryFn: ({ signal }) => getAssignedProjects(params, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAssignedProjects(params: ProjectListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...assignedProjectsQueryOptions(params), enabled: options.enabled ?? true });
}
