import type { completeStepResponse } from '@shared/workflows/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { INVOICES_QUERY_KEY, PROJECTS_QUERY_KEY } from '@web/lib/query-keys';

export type CompleteStepResponse = z.infer<typeof completeStepResponse>;

export interface CompleteStepInput {
  stepNumber: number;
  stepData: Record<string, unknown>;
  notes?: string;
}

/** POST /api/projects/{id}/steps/{n}/complete: completes (or, for a completed step, edits) one step. */
export function completeStep(projectId: string, input: CompleteStepInput): Promise<CompleteStepResponse> {
  return apiRequest<CompleteStepResponse>(
    'POST',
    `/api/projects/${encodeURIComponent(projectId)}/steps/${input.stepNumber}/complete`,
    { stepData: input.stepData, ...(input.notes === undefined ? {} : { notes: input.notes }) },
  );
}

export function useCompleteStep(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompleteStepInput) => completeStep(projectId, input),
    // The steps refetch (their key starts with it) and so does the project, whose status may have changed; an
    // automatic invoice step makes the invoice.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PROJECTS_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: INVOICES_QUERY_KEY }),
      ]),
  });
}
