import type { ProjectStatus } from '@shared/projects/status';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';
import type { ProjectMutationResponse } from './assign-project';

/**
 * PATCH /api/projects/{id}/status: the server allows only the transitions of the caller
 * (docs/architecture.md, Conventions: project status).
 */
export function updateProjectStatus(id: string, status: ProjectStatus): Promise<ProjectMutationResponse> {
  return apiRequest<ProjectMutationResponse>('PATCH', `/api/projects/${encodeURIComponent(id)}/status`, {
    status,
  });
}

export function useUpdateProjectStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ProjectStatus }) => updateProjectStatus(id, status),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
