import type { stepUploadResponse } from '@shared/documents/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@web/lib/api-client';
import { projectDocumentsQueryKey } from '@web/lib/query-keys';

export type StepUploadResponse = z.infer<typeof stepUploadResponse>;

export interface UploadStepReportInput {
  file: File;
  projectId: string;
  step: number;
}

/** POST /api/upload (multipart: file, projectId, step): stores a step's PDF report; answers its fileUrl. */
export function uploadStepReport(input: UploadStepReportInput): Promise<StepUploadResponse> {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  form.append('projectId', input.projectId);
  form.append('step', String(input.step));
  form.append('file', input.file, input.file.name);
  return apiUpload<StepUploadResponse>('/api/upload', form);
}

export function useUploadStepReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStepReport,
    // The report is a project document too: the documents section's list.
    onSuccess: (_res, input) =>
      queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(input.projectId) }),
  });
}
