import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { DocumentRequestResponse } from './create-document-request';
import { refreshAfterChange } from './invalidate';

/** DELETE /api/document-requests/{id}/files/{documentId}: the consumer's own upload, until it is accepted. */
export function deleteRequestFile(requestId: string, documentId: string) {
  return apiRequest<DocumentRequestResponse>(
    'DELETE',
    `/api/document-requests/${encodeURIComponent(requestId)}/files/${encodeURIComponent(documentId)}`,
  );
}

export function useDeleteRequestFile(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, documentId }: { requestId: string; documentId: string }) =>
      deleteRequestFile(requestId, documentId),
    onSettled: () => refreshAfterChange(queryClient, projectId),
  });
}
