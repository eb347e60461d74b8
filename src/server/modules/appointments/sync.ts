// Keeping an appointment in step with its step (docs/decisions/0036): saving or completing an appointment step makes,
// moves or cancels its appointment, in the save's transaction, and mails the invitation, its change or its
// cancellation. A project that is cancelled cancels all of its appointments.

import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { appointmentMoment, APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import { addressLine, propertyAddressLine, requestAddress } from '@shared/requests/address';
import type { StepAppointment } from '@shared/workflows';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { notify } from '../notifications/service';
import type { ProjectCancellation } from '../projects/hooks';
import { projectPath } from '../projects/notices';
import type { StepSaved } from '../workflows/hooks';
import { APPOINTMENT_TIME_ZONE } from './ics';
import { type MailedAppointment, type MailSettings, mailInvitation } from './notices';
import { type Participant, participantsOf } from './participants';

/** The moment of an appointment, as the instants it starts and ends. */
export interface Moment {
  startsAt: Date;
  endsAt: Date;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;

/**
 * The moment the step's data gives: its date field with its time field, or its one datetime field, read as
 * Amsterdam wall time (the forms ask for the time in the Netherlands). Null when the date or the time is empty
 * (not planned, or cleared) or not a moment.
 */
export function momentOf(plan: StepAppointment, data: Record<string, unknown>): Moment | null {
  const raw = data[plan.dateField];
  if (typeof raw !== 'string' || !raw) return null;
  let date = raw;
  let time: unknown = plan.timeField ? data[plan.timeField] : undefined;
  if (!plan.timeField) [date = '', time] = raw.split(/[T ]/);
  const d = DATE.exec(date);
  const t = typeof time === 'string' ? TIME.exec(time) : null;
  if (!d || !t) return null;
  const startsAt = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    APPOINTMENT_TIME_ZONE,
  );
  if (Number.isNaN(startsAt.getTime())) return null;
  const start = new Date(startsAt.getTime());
  return { startsAt: start, endsAt: new Date(start.getTime() + plan.durationMinutes * 60_000) };
}

/** Where it takes place: the step's place field, or the address of the project's home, or not known. */
export function placeOf(
  plan: StepAppointment,
  data: Record<string, unknown>,
  formData: Record<string, unknown> | null,
): string | null {
  if (plan.place === null) return null;
  if (plan.place === 'project')
    return propertyAddressLine(formData) ?? (addressLine(requestAddress(formData).address) || null);
  const value = data[plan.place.field];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

interface AppointmentRow {
  id: string;
  uid: string;
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  location: string | null;
  status: 'active' | 'cancelled';
  sequence: number;
}

const time = (v: Date | string) => new Date(v).getTime();

let settings: MailSettings | null = null;

/** The app's link base and sender for the mails the hooks queue (the hooks carry no context of the app). */
export function setMailSettings(next: MailSettings): void {
  settings = next;
}
function mailSettings(): MailSettings {
  if (!settings)
    throw new Error('appointments: mail settings not set (subscribeAppointments was not called)');
  return settings;
}

/**
 * After a step was stored. Nothing for a step that plans no appointment. A new moment makes the appointment (a new
 * uid, sequence 0) and mails the invitation; a changed moment, place or title raises the sequence, mails the change
 * and, when the moment moved, tells the consumer; a cleared date cancels it; a save that changes none of these
 * sends nothing.
 */
export async function syncAppointmentOfStep(tx: DbOrTx, event: StepSaved): Promise<void> {
  const plan = event.definition.appointment;
  if (!plan) return;
  const { project } = event;
  const [existing] = await selectRows<AppointmentRow>(
    tx,
    sql`select id, uid, title, starts_at as "startsAt", ends_at as "endsAt", location, status, sequence
      from appointments where project_id = ${project.id} and step_number = ${event.definition.stepNumber}
      for update`,
  );
  const moment = momentOf(plan, event.after);
  if (!moment) {
    if (existing?.status === 'active') await cancelAppointment(tx, project, existing);
    return;
  }
  const [formRow] = await selectRows<{ formData: Record<string, unknown> | null }>(
    tx,
    sql`select form_data as "formData" from projects where id = ${project.id}`,
  );
  const location = placeOf(plan, event.after, formRow?.formData ?? null);

  if (!existing) {
    const uid = `${randomUUID()}@woonportaal`;
    const [made] = await selectRows<{ id: string }>(
      tx,
      sql`insert into appointments (project_id, step_number, uid, title, starts_at, ends_at, location)
        values (${project.id}, ${event.definition.stepNumber}, ${uid}, ${plan.title},
          ${moment.startsAt.toISOString()}::timestamptz, ${moment.endsAt.toISOString()}::timestamptz, ${location})
        returning id`,
    );
    if (!made) return;
    await mailInvitation(
      tx,
      mailSettings(),
      'new',
      mailed(project, { uid, sequence: 0, title: plan.title }, moment, location),
      await participantsOf(tx, project.id),
    );
    return;
  }

  const moved =
    time(existing.startsAt) !== moment.startsAt.getTime() ||
    time(existing.endsAt) !== moment.endsAt.getTime();
  const changed =
    moved || existing.status !== 'active' || existing.location !== location || existing.title !== plan.title;
  if (!changed) return;
  const sequence = existing.sequence + 1;
  // A moved appointment is reminded of again before its new moment.
  await tx.execute(sql`update appointments set
      title = ${plan.title}, starts_at = ${moment.startsAt.toISOString()}::timestamptz,
      ends_at = ${moment.endsAt.toISOString()}::timestamptz, location = ${location}, status = 'active',
      sequence = ${sequence}, reminder_sent_at = ${moved ? null : sql`reminder_sent_at`}, updated_at = now()
    where id = ${existing.id}`);
  const appointment = mailed(project, { uid: existing.uid, sequence, title: plan.title }, moment, location);
  const wasActive = existing.status === 'active';
  await mailInvitation(
    tx,
    mailSettings(),
    wasActive ? 'changed' : 'new',
    appointment,
    await participantsOf(tx, project.id),
  );
  if (moved && wasActive && !project.consumer.deleted) {
    await notify(tx, {
      userId: project.consumerId,
      title: T.movedNoticeTitle,
      message: T.movedNotice(appointment, appointmentMoment(moment.startsAt)),
      linkUrl: projectPath(project.id),
    });
  }
}

function mailed(
  project: { id: string; projectRef: string },
  a: { uid: string; sequence: number; title: string },
  moment: Moment,
  location: string | null,
): MailedAppointment {
  return {
    ...a,
    projectId: project.id,
    projectRef: project.projectRef,
    startsAt: moment.startsAt,
    endsAt: moment.endsAt,
    location,
    status: 'active',
  };
}

/** Cancels one active appointment: a raised sequence, and METHOD:CANCEL to whoever was invited. */
async function cancelAppointment(
  tx: DbOrTx,
  project: { id: string; projectRef: string },
  existing: AppointmentRow,
  participants?: Participant[],
): Promise<void> {
  const sequence = existing.sequence + 1;
  await tx.execute(sql`update appointments set status = 'cancelled', sequence = ${sequence}, updated_at = now()
    where id = ${existing.id}`);
  await mailInvitation(
    tx,
    mailSettings(),
    'cancelled',
    {
      uid: existing.uid,
      sequence,
      title: existing.title,
      projectId: project.id,
      projectRef: project.projectRef,
      startsAt: new Date(existing.startsAt),
      endsAt: new Date(existing.endsAt),
      location: existing.location,
      status: 'cancelled',
    },
    participants ?? (await participantsOf(tx, project.id)),
  );
}

/**
 * A cancelled project cancels every appointment it still has ahead, each with a CANCEL to the participants. One
 * that already lies in the past is left as it was: it happened.
 */
export async function cancelAppointmentsOfProject(
  tx: DbOrTx,
  { projectId }: ProjectCancellation,
): Promise<void> {
  const rows = await selectRows<AppointmentRow & { projectRef: string }>(
    tx,
    sql`select a.id, a.uid, a.title, a.starts_at as "startsAt", a.ends_at as "endsAt", a.location, a.status,
        a.sequence, p.project_ref as "projectRef"
      from appointments a join projects p on p.id = a.project_id
      where a.project_id = ${projectId} and a.status = 'active' and a.ends_at > now()
      order by a.starts_at
      for update of a`,
  );
  if (rows.length === 0) return;
  const participants = await participantsOf(tx, projectId);
  for (const row of rows)
    await cancelAppointment(tx, { id: projectId, projectRef: row.projectRef }, row, participants);
}
