import type { stepUploadResponse } from '@shared/documents/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, type ApiErrorBody } from '@web/lib/api-client';

export type StepUploadResponse = z.infer<typeof stepUploadResponse>;

export interface UploadStepReportInput {
  file: File;
  projectId: string;
  step: number;
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/** POST /api/upload (multipart: file, projectId, step): stores a step's PDF report; answers its fileUrl. */
export async function uploadStepReport(input: UploadStepReportInput): Promise<StepUploadResponse> {
  const form = new FormData();
  // Text fields first: the server reads them before it streams the file.
  form.append('projectId', input.projectId);
  form.append('step', String(input.step));
  form.append('file', input.file, input.file.name);
  const res = await fetch('/api/upload', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  const text = await res.text().catch(() => '');
  const body = parse(text);
  if (!res.ok) {
    throw new ApiError(
      res.status,
      text || res.statusText,
      body && typeof body === 'object' ? (body as ApiErrorBody) : null,
    );
  }
  return body as StepUploadResponse;
}

export function useUploadStepReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadStepReport,
    // The report is a project document too: the documents section's list (its key, owned by that feature).
    onSuccess: (_res, input) =>
      queryClient.invalidateQueries({ queryKey: ['/api/projects', input.projectId, 'documents'] }),
  });
}
