import type { FeedbackBody } from '@shared/feedback/schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/lib/api-client';

export interface CreateFeedbackResponse {
  success: boolean;
  id: string;
  message: string;
}

/** POST /api/feedback: stored for the admins. */
export function createFeedback(body: FeedbackBody): Promise<CreateFeedbackResponse> {
  return apiRequest<CreateFeedbackResponse>('POST', '/api/feedback', body);
}

export function useCreateFeedback() {
  return useMutation({ mutationFn: createFeedback });
}
