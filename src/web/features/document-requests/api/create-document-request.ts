import type { CreateDocumentRequestInput, documentRequestResponse } from '@shared/document-requests/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { refreshAfterChange } from './invalidate';

export type DocumentRequestResponse = z.infer<typeof documentRequestResponse>;

/** POST /api/projects/{id}/document-requests (the assigned professional or an admin). */
export function createDocumentRequest(projectId: string, input: CreateDocumentRequestInput) {
  return apiRequest<DocumentRequestResponse>(
    'POST',
    `/api/projects/${encodeURIComponent(projectId)}/document-requests`,
    input,
  );
}

export function useCreateDocumentRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDocumentRequestInput) => createDocumentRequest(projectId, input),
    onSettled: () => refreshAfterChange(queryClient, projectId),
  });
}
