import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { projectDocumentsQueryKey } from '@web/lib/query-keys';

/** DELETE /api/documents/{id}: admins, or the one who uploaded it. */
export function deleteDocument(id: string): Promise<{ success?: boolean; message?: string }> {
  return apiRequest('DELETE', `/api/documents/${encodeURIComponent(id)}`);
}

export function useDeleteDocument(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocument(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectDocumentsQueryKey(projectId) }),
  });
}
