import type { DocumentCategory, documentUploadResponse } from '@shared/documents/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@web/lib/api-client';
import { projectDocumentsQueryKey } from '@web/lib/query-keys';

export type DocumentUploadResponse = z.infer<typeof documentUploadResponse>;

export interface DocumentUploadInput {
  files: File[];
  category: DocumentCategory;
  description?: string;
  stepNumber?: number;
}

/** POST /api/projects/{id}/documents (admins and the assigned professional): multipart, `files` repeated. */
export function uploadDocuments(
  projectId: string,
  input: DocumentUploadInput,
): Promise<DocumentUploadResponse> {
  const form = new FormData();
  // The text fields go first, so the server knows them before the file streams arrive.
  form.append('category', input.category);
  if (input.description) form.append('description', input.description);
  if (input.stepNumber !== undefined) form.append('stepNumber', String(input.stepNumber));
  for (const file of input.files) form.append('files', file, file.name);
  return apiUpload<DocumentUploadResponse>(`/api/projects/${encodeURIComponent(projectId)}/documents`, form);
}

export function useUploadDocuments(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DocumentUploadInput) => uploadDocuments(projectId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(projectId) }),
  });
}
