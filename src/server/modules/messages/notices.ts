// What the other party is told about a new message: a notification and a mail, both linking to the message page.
import type { ProjectMessage } from '@shared/messages/schemas';
import { type PersonName, personName } from '@shared/users/salutation';
import { type MailContent, noticeMail } from '../../mail/templates';
import { type NamedProject, named } from '../projects/notices';

type MessageProject = Pick<NamedProject, 'projectRef' | 'type'>;

const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The bell: who wrote about which project, and the subject (the text itself is on the message page). */
export function messageNotice(project: MessageProject, m: ProjectMessage) {
  return {
    title: 'Nieuw bericht',
    message: `${m.senderName} stuurde een bericht over ${named(project)}: ${clip(m.subject, 120)}`,
  };
}

/**
 * The mail: the subject and the text of the message (clipped), and a button to the thread. The writer's subject
 * stays out of the mail's own subject line, which is ours alone.
 */
export function messageMail(
  to: PersonName,
  project: MessageProject,
  m: ProjectMessage,
  url: string,
): MailContent {
  return noticeMail({
    ...personName(to),
    subject: `Nieuw bericht over ${named(project)}`,
    message: `${m.senderName} stuurde u een bericht over ${named(project)}. Onderwerp: ${clip(m.subject, 200)}. Bericht: ${clip(m.message, 1000)}`,
    url,
  });
}
