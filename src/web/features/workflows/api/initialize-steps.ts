import type { initializeStepsResponse } from '@shared/workflows/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { stepsQueryKey } from './get-steps';

export type InitializeStepsResponse = z.infer<typeof initializeStepsResponse>;

/** POST /api/projects/{id}/steps/initialize (an admin or the assigned professional): creates the steps once. */
export function initializeSteps(projectId: string): Promise<InitializeStepsResponse> {
  return apiRequest<InitializeStepsResponse>(
    'POST',
    `/api/projects/${encodeURIComponent(projectId)}/steps/initialize`,
  );
}

export function useInitializeSteps(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => initializeSteps(projectId),
    onSuccess: (res) => {
      queryClient.setQueryData(stepsQueryKey(projectId), res.steps);
    },
    // Another tab or the admin may have initialised it meanwhile (409): the list tells what is there now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: stepsQueryKey(projectId) }),
  });
}
