import { z } from '../zod';

export const notification = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  linkUrl: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.array(notification);
export const notificationCount = z.object({ count: z.number().int() });
export const notificationIdParams = z.object({ id: z.uuid({ error: 'Melding niet gevonden' }) });

export const NOTIFICATION_MESSAGES = {
  notFound: 'Melding niet gevonden',
} as const;
