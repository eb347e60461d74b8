import type { projectMutationResponse } from '@shared/projects/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export type ProjectMutationResponse = z.infer<typeof projectMutationResponse>;

/**
 * Assigns a professional (admin), only while none is assigned. The API has two calls with the same rules:
 * PATCH /api/projects/{id}/assign from the dashboard table, POST /api/projects/{id}/assign from the project page.
 */
export function assignProject(
  id: string,
  professionalId: string,
  method: 'PATCH' | 'POST' = 'PATCH',
): Promise<ProjectMutationResponse> {
  return apiRequest<ProjectMutationResponse>(method, `/api/projects/${encodeURIComponent(id)}/assign`, {
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

/** After an assignment on the project page the page reloads after 1 second. */
export const RELOAD_AFTER_ASSIGN_MS = 1_000;

/**
 * The project page's assignment (POST): the project and the lists reload RELOAD_AFTER_ASSIGN_MS after a success,
 * so the success toast is seen before the panel turns into the professional's card.
 */
export function useAssignProjectFromPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, professionalId }: { id: string; professionalId: string }) =>
      assignProject(id, professionalId, 'POST'),
    onSuccess: () => {
      setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY });
      }, RELOAD_AFTER_ASSIGN_MS);
    },
  });
}
