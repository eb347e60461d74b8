import { requiredText, text, z } from '../zod';

export const FEEDBACK_TYPES = ['algemeen', 'bug', 'feature', 'verbetering'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  algemeen: 'Algemeen',
  bug: 'Fout',
  feature: 'Wens',
  verbetering: 'Verbetering',
};

export const feedbackBody = z.strictObject({
  type: z.enum(FEEDBACK_TYPES, { error: 'Kies een type feedback' }).default('algemeen'),
  message: requiredText('Bericht is verplicht', 5000),
  pageUrl: text().trim().max(500).optional(),
});
export type FeedbackBody = z.input<typeof feedbackBody>;

export const feedbackItem = z.object({
  id: z.string(),
  type: z.enum(FEEDBACK_TYPES),
  message: z.string(),
  pageUrl: z.string().nullable(),
  createdAt: z.string(),
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  userEmail: z.string().nullable(),
});
export const feedbackList = z.array(feedbackItem);
