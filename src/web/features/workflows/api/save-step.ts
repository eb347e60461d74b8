import type { saveStepResponse } from '@shared/workflows/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export type SaveStepResponse = z.infer<typeof saveStepResponse>;

export interface SaveStepInput {
  stepNumber: number;
  stepData: Record<string, unknown>;
}

/** PUT /api/projects/{id}/steps/{n}: saves the active step without completing it, or corrects a completed one. */
export function saveStep(projectId: string, input: SaveStepInput): Promise<SaveStepResponse> {
  return apiRequest<SaveStepResponse>(
    'PUT',
    `/api/projects/${encodeURIComponent(projectId)}/steps/${input.stepNumber}`,
    { stepData: input.stepData },
  );
}

export function useSaveStep(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveStepInput) => saveStep(projectId, input),
    // The steps refetch (their key starts with the projects' key); the project's status does not change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
  });
}
