// What people are told when a project changes: one notification and one mail per person, both with a link to the
// project page. The texts are Dutch; the callers write them in the transaction of the change.
import { PROJECT_STATUS_LABELS, type ProjectStatus } from '@shared/projects/status';
import { PROJECT_TYPE_LABELS, type ProjectType } from '@shared/projects/types';
import { displayName, type NameParts } from '@shared/users/display-name';
import { type PersonName, personName } from '@shared/users/salutation';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { noticeMail } from '../../mail/templates';
import { notify } from '../notifications/service';

/** Someone a notice goes to; the mail opens with their formal salutation (decision 0023). */
export interface Recipient extends PersonName {
  id: string;
  email: string;
  /** Anonymised (deleted) accounts are told nothing. */
  deleted: boolean;
}

/** What a notice needs of a project: its uuid (for the link), its reference, type and title. */
export interface NamedProject {
  id: string;
  projectRef: string;
  type: ProjectType;
  title: string;
}

export const projectPath = (id: string) => `/project/${id}`;

/** Notification and mail to one person about one project. */
export async function tellAbout(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  to: Recipient | null,
  project: NamedProject,
  notice: { title: string; message: string },
): Promise<void> {
  if (!to || to.deleted) return;
  const linkUrl = projectPath(project.id);
  await notify(tx, { userId: to.id, title: notice.title, message: notice.message, linkUrl });
  await enqueueMail(
    tx,
    to.email,
    noticeMail({
      ...personName(to),
      subject: notice.title,
      message: notice.message,
      url: `${ctx.config.appUrl}${linkUrl}`,
    }),
  );
}

/** 'Taxatie (TX-2026-00001)': how every notice names a project. */
export const named = (p: Pick<NamedProject, 'type' | 'projectRef'>) =>
  `${PROJECT_TYPE_LABELS[p.type]} (${p.projectRef})`;

/** A status inside a sentence: the shared label itself, in lower case ('in behandeling'), so a notice or mail names a
 * status exactly as the badges do (decision 0020). */
const status = (s: ProjectStatus) => PROJECT_STATUS_LABELS[s].toLowerCase();

export const NOTICES = {
  assignedToProfessional: (p: NamedProject) => ({
    title: 'Nieuwe opdracht toegewezen',
    message: `U bent toegewezen aan de opdracht ${named(p)}: ${p.title}. Bekijk de opdracht en start wanneer u klaar bent.`,
  }),
  assignedToConsumer: (p: NamedProject, professional: NameParts) => ({
    title: 'Professional toegewezen',
    message: `${displayName(professional)} is toegewezen aan uw opdracht ${named(p)}.`,
  }),
  started: (p: NamedProject) => ({
    title: `Uw opdracht is ${status('in_progress')}`,
    message: `De professional is begonnen aan uw opdracht ${named(p)}.`,
  }),
  completed: (p: NamedProject) => ({
    title: `Uw opdracht is ${status('completed')}`,
    message: `Uw opdracht ${named(p)} is ${status('completed')}.`,
  }),
  cancelledToConsumer: (p: NamedProject) => ({
    title: `Uw opdracht is ${status('cancelled')}`,
    message: `Uw opdracht ${named(p)} is ${status('cancelled')}. Neem contact met ons op als u vragen heeft.`,
  }),
  cancelledToProfessional: (p: NamedProject) => ({
    title: `Opdracht ${status('cancelled')}`,
    message: `De opdracht ${named(p)} is ${status('cancelled')}.`,
  }),
  /** Decision 0018: an admin reopened a completed project; both parties read why. */
  reopenedToConsumer: (p: NamedProject, reason: string) => ({
    title: 'Uw opdracht is heropend',
    message: `Uw opdracht ${named(p)} is heropend en weer ${status('in_progress')}. Reden: ${reason}`,
  }),
  reopenedToProfessional: (p: NamedProject, reason: string) => ({
    title: 'Opdracht heropend',
    message: `De opdracht ${named(p)} is heropend en weer ${status('in_progress')}; u kunt de stappen bijwerken en de opdracht opnieuw afronden. Reden: ${reason}`,
  }),
  /** To every admin when the professional's account was deleted (the project waits again). */
  professionalGone: (projectRef: string) => ({
    title: 'Opdracht wacht opnieuw op een professional',
    message: `De professional van opdracht ${projectRef} heeft geen account meer. Wijs een andere professional toe.`,
  }),
  /** To the professional when the consumer's account was deleted (the project is cancelled). */
  consumerGone: (projectRef: string) => ({
    title: 'Opdracht geannuleerd',
    message: `Opdracht ${projectRef} is geannuleerd: de klant heeft geen account meer.`,
  }),
};
