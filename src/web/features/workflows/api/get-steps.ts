import type { ProjectStep } from '@shared/workflows/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export type { ProjectStep };

/**
 * Under PROJECTS_QUERY_KEY on purpose: whoever invalidates it (a status change, an assignment) refreshes the
 * steps too.
 */
export const stepsQueryKey = (projectId: string) => [...PROJECTS_QUERY_KEY, projectId, 'steps'] as const;

/** GET /api/projects/{id}/steps: the project's steps in order (empty until the workflow is initialised). */
export function getSteps(projectId: string, signal?: AbortSignal): Promise<ProjectStep[]> {
  return apiGet<ProjectStep[]>(`/api/projects/${encodeURIComponent(projectId)}/steps`, { signal });
}

export const stepsQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: stepsQueryKey(projectId),
    queryFn: ({ signal }) => getSteps(projectId, signal),
    select: (steps) => [...steps].sort((a, b) => a.stepNumber - b.stepNumber),
  });

export function useSteps(projectId: string) {
  return useQuery(stepsQueryOptions(projectId));
}
