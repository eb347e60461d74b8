import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import type { DocumentRequestResponse } from './create-document-request';
import { refreshAfterChange } from './invalidate';

/** POST /api/document-requests/{id}/accept (the assigned professional or an admin). */
export function acceptDocumentRequest(requestId: string) {
  return apiRequest<DocumentRequestResponse>(
    'POST',
    `/api/document-requests/${encodeURIComponent(requestId)}/accept`,
    {},
  );
}

export function useAcceptDocumentRequest(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => acceptDocumentRequest(requestId),
    onSettled: () => refreshAfterChange(queryClient, projectId),
  });
}
