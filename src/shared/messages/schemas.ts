// Messages between a project's consumer and its professional (the message page).
import { text, z } from '../zod';

export const MESSAGE_MESSAGES = {
  fieldsRequiredTitle: 'Velden vereist',
  fieldsRequired: 'Vul alle velden in voordat u het bericht verzendt.',
  sent: 'Bericht verzonden',
  sendFailed: 'Verzenden mislukt',
  noProfessional: 'Professional is nog niet toegewezen!',
  empty: 'Nog geen berichten',
} as const;

/** Zero-width characters and the byte-order mark: invisible, so a text of only these is blank too. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF]/g;

const nonBlank = (max: number) =>
  text({ error: MESSAGE_MESSAGES.fieldsRequired })
    .trim()
    .min(1, { error: MESSAGE_MESSAGES.fieldsRequired })
    .max(max, { error: `Maximaal ${max} tekens` })
    .refine((text) => text.replace(INVISIBLE, '').trim().length > 0, {
      error: MESSAGE_MESSAGES.fieldsRequired,
    });

export const sendMessageBody = z.strictObject({
  subject: nonBlank(200),
  message: nonBlank(5000),
  projectId: z.uuid({ error: 'Opdracht niet gevonden' }),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const projectMessage = z.object({
  id: z.string(),
  projectId: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  senderId: z.string().nullable(),
  senderName: z.string(),
  senderRole: z.enum(['consumer', 'professional', 'admin']).nullable(),
});
export type ProjectMessage = z.infer<typeof projectMessage>;
export const projectMessages = z.array(projectMessage);

export const sendMessageResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  data: projectMessage,
});
