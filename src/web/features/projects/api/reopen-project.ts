import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import type { ProjectMutationResponse } from './assign-project';

/**
 * POST /api/projects/{id}/reopen (admin, docs/decisions/0018): a completed project goes back in progress; the
 * consumer and the professional are told the reason. Not retried: it tells people.
 */
export function reopenProject(id: string, reason: string): Promise<ProjectMutationResponse> {
  return apiRequest<ProjectMutationResponse>('POST', `/api/projects/${encodeURIComponent(id)}/reopen`, {
    reason,
  });
}

/** Invalidates every project query: the page, its steps and the lists show the new status. */
export function useReopenProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => reopenProject(id, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
