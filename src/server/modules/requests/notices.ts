// What a new service request tells people: the admins (a new project to assign) and the consumer (received, or
// added to the account that owns the address). Dutch texts; the service writes them in the request's transaction.
import { PROJECT_TYPE_LABELS, type ProjectType } from '@shared/projects/types';
import { displayName, type NameParts } from '@shared/users/display-name';

interface RequestedProject {
  projectRef: string;
  type: ProjectType;
}

const requestName = (p: RequestedProject) => `${PROJECT_TYPE_LABELS[p.type].toLowerCase()} aanvraag`;

export const NOTICES = {
  /** To every admin: a notification, and a mail asking to assign a professional. */
  newProjectToAdmins(p: RequestedProject, contact: NameParts) {
    const message = `Nieuwe ${requestName(p)} ${p.projectRef} van ${displayName(contact)}.`;
    return {
      title: 'Nieuwe opdracht',
      message,
      mailSubject: `Nieuwe opdracht: ${p.projectRef}`,
      mailMessage: `${message} Wijs een professional toe.`,
    };
  },
  /** To a new account made by a public form (its mail is the set-password mail). */
  receivedNewAccount: (p: RequestedProject) => ({
    title: 'Aanvraag ontvangen',
    message: `Uw ${requestName(p)} ${p.projectRef} is ontvangen. We nemen binnen 24 uur contact met u op.`,
  }),
  /**
   * To the owner of an existing account whose address a public form used: a notification and a mail, which
   * carries a set-password link when the account never chose a password.
   */
  addedToAccount(p: RequestedProject, withSetPasswordLink: boolean) {
    const added = `Er is een nieuwe ${requestName(p)} (${p.projectRef}) met uw e-mailadres ingediend en aan uw account toegevoegd.`;
    const message = `${added} Log in om de opdracht te bekijken.`;
    return {
      title: 'Nieuwe aanvraag aan uw account toegevoegd',
      message,
      mailSubject: 'Uw aanvraag is ontvangen',
      mailMessage: withSetPasswordLink
        ? `${added} Stel via de link hieronder uw wachtwoord in om de opdracht te bekijken. Heeft u dit niet zelf gedaan? Neem dan contact met ons op.`
        : `${message} Heeft u dit niet zelf gedaan? Neem dan contact met ons op.`,
    };
  },
};
