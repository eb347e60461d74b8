import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@web/lib/api-client';
import type { DocumentRequestResponse } from './create-document-request';
import { refreshAfterChange } from './invalidate';

/** POST /api/document-requests/{id}/files (the project's consumer): multipart, `files` repeated. */
export function uploadRequestFiles(requestId: string, files: File[]): Promise<DocumentRequestResponse> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  return apiUpload<DocumentRequestResponse>(
    `/api/document-requests/${encodeURIComponent(requestId)}/files`,
    form,
  );
}

export function useUploadRequestFiles(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, files }: { requestId: string; files: File[] }) =>
      uploadRequestFiles(requestId, files),
    onSettled: () => refreshAfterChange(queryClient, projectId),
  });
}
