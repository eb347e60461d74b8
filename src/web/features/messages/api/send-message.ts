import type { SendMessageBody, sendMessageResponse } from '@shared/messages/schemas';
import type { z } from '@shared/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';
import { projectMessagesQueryKey } from './get-project-messages';

export type SendMessageResponse = z.infer<typeof sendMessageResponse>;

/** POST /api/messages/send: stored, and the other party is notified and mailed. */
export function sendMessage(body: SendMessageBody): Promise<SendMessageResponse> {
  return apiRequest<SendMessageResponse>('POST', '/api/messages/send', body);
}

export function useSendMessage(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<SendMessageBody, 'projectId'>) => sendMessage({ ...body, projectId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: projectMessagesQueryKey(projectId) }),
  });
}
