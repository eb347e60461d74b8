import type { feedbackItem } from '@shared/feedback/schemas';
import type { z } from '@shared/zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@web/lib/api-client';

export type FeedbackItem = z.infer<typeof feedbackItem>;

export const FEEDBACK_QUERY_KEY = ['/api/feedback'] as const;

/** GET /api/feedback (admins): newest first. */
export function getFeedback(signal?: AbortSignal): Promise<FeedbackItem[]> {
  return apiGet<FeedbackItem[]>('/api/feedback', { signal });
}

export const feedbackQueryOptions = () =>
  queryOptions({ queryKey: FEEDBACK_QUERY_KEY, queryFn: ({ signal }) => getFeedback(signal), staleTime: 0 });

export function useFeedbackList() {
  return useQuery(feedbackQueryOptions());
}
