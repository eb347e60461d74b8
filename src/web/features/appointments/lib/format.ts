// An appointment's day and time as the Netherlands reads them, whatever the browser's own zone.
import type { Appointment } from '@shared/appointments/schemas';
import { APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import type { BadgeColor } from '@web/components/ui/badge';

const ZONE = 'Europe/Amsterdam';
const day = new Intl.DateTimeFormat('nl-NL', {
  timeZone: ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('nl-NL', { timeZone: ZONE, hour: '2-digit', minute: '2-digit' });

export const dayOf = (iso: string) => day.format(new Date(iso));
export const timeOf = (a: Pick<Appointment, 'startsAt' | 'endsAt'>) =>
  `${time.format(new Date(a.startsAt))}–${time.format(new Date(a.endsAt))}`;

/** Gepland, Geweest or Geannuleerd, with its badge colour. */
export function statusOf(
  a: Pick<Appointment, 'status' | 'endsAt'>,
  now = Date.now(),
): { label: string; color: BadgeColor } {
  if (a.status === 'cancelled') return { label: T.status.cancelled, color: 'red' };
  if (new Date(a.endsAt).getTime() < now) return { label: T.status.past, color: 'neutral' };
  return { label: T.status.active, color: 'blue' };
}
