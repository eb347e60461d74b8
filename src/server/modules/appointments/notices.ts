// The appointment mails: invitation, change and cancellation with the calendar file attached, and the reminder the
// day before. Each goes to the consumer and the assigned professional whose accounts exist, queued in the
// transaction of the change (mail/outbox.ts).
import { appointmentMoment, APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import { addresseeName, personName } from '@shared/users/salutation';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../../mail/outbox';
import { noticeMail } from '../../mail/templates';
import { projectPath } from '../projects/notices';
import {
  type Attendee,
  buildCalendar,
  type CalendarAppointment,
  calendarContentType,
  invitationMethod,
} from './ics';
import type { Participant } from './participants';

/** Where the mails link to and whom they come from: the running app's settings (see subscribeAppointments). */
export interface MailSettings {
  appUrl: string;
  mailFrom: string;
}

/** 'Het Woonportaal' <no-reply@...> → its address, for the ORGANIZER of an invitation. */
function senderAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
}

export type InvitationKind = 'new' | 'changed' | 'cancelled';

export interface MailedAppointment extends CalendarAppointment {
  projectId: string;
}

/** The invitation (or its change or cancellation) with its .ics, to each participant. */
export async function mailInvitation(
  tx: DbOrTx,
  settings: MailSettings,
  kind: InvitationKind,
  appointment: MailedAppointment,
  participants: Participant[],
): Promise<void> {
  if (participants.length === 0) return;
  const url = `${settings.appUrl}${projectPath(appointment.projectId)}`;
  const method = invitationMethod(kind === 'cancelled');
  const attendees: Attendee[] = participants.map((p) => ({ name: addresseeName(p), email: p.email }));
  const ics = buildCalendar({
    method,
    appointments: [{ ...appointment, url }],
    organizer: { name: 'Woonportaal', email: senderAddress(settings.mailFrom) },
    attendees,
  });
  const moment = appointmentMoment(appointment.startsAt);
  const subject =
    kind === 'new'
      ? T.invitationSubject(appointment)
      : kind === 'changed'
        ? T.changedSubject(appointment)
        : T.cancelledSubject(appointment);
  const message =
    kind === 'new'
      ? T.invitationText(appointment, moment, appointment.location)
      : kind === 'changed'
        ? T.changedText(appointment, moment, appointment.location)
        : T.cancelledText(appointment, moment);
  for (const person of participants) {
    const mail = noticeMail({
      ...personName(person),
      subject,
      message,
      url,
      after: [kind === 'cancelled' ? T.cancelHint : T.calendarHint],
    });
    await enqueueMail(tx, person.email, {
      ...mail,
      kind: `appointment-${kind}`,
      attachments: [
        {
          filename: kind === 'cancelled' ? 'afspraak-geannuleerd.ics' : 'afspraak.ics',
          contentType: calendarContentType(method),
          content: ics,
        },
      ],
    });
  }
}

/** The reminder the day before, to each participant; no calendar file: the invitation put it in the calendar. */
export async function mailReminder(
  tx: DbOrTx,
  settings: MailSettings,
  appointment: MailedAppointment,
  participants: Participant[],
): Promise<void> {
  const url = `${settings.appUrl}${projectPath(appointment.projectId)}`;
  const moment = appointmentMoment(appointment.startsAt);
  for (const person of participants) {
    const mail = noticeMail({
      ...personName(person),
      subject: T.reminderSubject(appointment),
      message: T.reminderText(appointment, moment, appointment.location),
      url,
    });
    await enqueueMail(tx, person.email, { ...mail, kind: 'appointment-reminder' });
  }
}
