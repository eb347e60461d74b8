import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { DocumentRequestResponse } from './create-document-request';
import { refreshAfterChange } from './invalidate';

/** POST /api/document-requests/{id}/reject with { reason } (the assigned professional or an admin). */
export function rejectDocumentRequest(requestId: string, reason: string) {
  return apiRequest<DocumentRequestResponse>(
    'POST',
    `/api/document-requests/${encodeURIComponent(requestId)}/reject`,
    { reason },
  );
}

export function useRejectDocumentRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, reason }: { requestId: string; reason: string }) =>
      rejectDocumentRequest(requestId, reason),
    onSettled: () => refreshAfterChange(queryClient, projectId),
  });
}
