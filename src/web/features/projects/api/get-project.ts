import type { ProjectDetail } from '@shared/projects/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isNetworkError } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

/**
 * GET /api/projects/{idOrRef}: one project with its form data, consumer and assigned professional. `idOrRef` is
 * the uuid or the human reference (AM-2026-00042); the server answers 404 for projects the caller may not see.
 */
export function getProject(idOrRef: string, signal?: AbortSignal): Promise<ProjectDetail> {
  return apiGet<ProjectDetail>(`/api/projects/${encodeURIComponent(idOrRef)}`, { signal });
}

/** Under PROJECTS_QUERY_KEY, so invalidating the project lists (after an assignment) refreshes the page too. */
export const projectQueryKey = (idOrRef: string) => [...PROJECTS_QUERY_KEY, 'detail', idOrRef] as const;

export const projectQueryOptions = (idOrRef: string) =>
  queryOptions({
    queryKey: projectQueryKey(idOrRef),
    queryFn: ({ signal }) => getProject(idOrRef, signal),
    enabled: idOrRef.length > 0,
    staleTime: 0,
    // A missing project stays missing; a network hiccup gets one more try.
    retry: (failures, error) => isNetworkError(error) && failures < 1,
  });

export function useProject(idOrRef: string) {
  return useQuery(projectQueryOptions(idOrRef));
}
