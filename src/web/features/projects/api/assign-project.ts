import type { projectMutationResponse } from '@shared/projects/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from './project-list';

export type ProjectMutationResponse = z.infer<typeof projectMutationResponse>;

/** PATCH /api/projects/{id}/assign (admin): only while no professional is assigned. */
export function assignProject(id: string, professionalId: string): Promise<ProjectMutationResponse> {
  return apiRequest<ProjectMutationResponse>('PATCH', `/api/projects/${encodeURIComponent(id)}/assign`, {
    professionalId,
  });
}

export function useAssignProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, professionalId }: { id: string; professionalId: string }) =>
      assignProject(id, professionalId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
