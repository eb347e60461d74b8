import type { ProjectMessage } from '@shared/messages/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export const projectMessagesQueryKey = (projectId: string) =>
  [...PROJECTS_QUERY_KEY, projectId, 'messages'] as const;

/** GET /api/projects/{id}/messages: the thread, oldest first (sorted here too, so the order never depends on it). */
export async function getProjectMessages(projectId: string, signal?: AbortSignal): Promise<ProjectMessage[]> {
  const rows = await apiGet<ProjectMessage[]>(`/api/projects/${encodeURIComponent(projectId)}/messages`, {
    signal,
  });
  return [...(rows ?? [])].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

export const projectMessagesQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectMessagesQueryKey(projectId),
    queryFn: ({ signal }) => getProjectMessages(projectId, signal),
    staleTime: 0,
    // The other party may write while the page is open; look again now and then (only while it is visible).
    refetchInterval: 30_000,
  });

export function useProjectMessages(projectId: string) {
  return useQuery(projectMessagesQueryOptions(projectId));
}
