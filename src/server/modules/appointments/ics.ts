// Calendar files (RFC 5545) of appointments, written with ical-generator: an invitation (METHOD:REQUEST), its
// cancellation (METHOD:CANCEL) and a person's feed (METHOD:PUBLISH). Times are written as Amsterdam wall time with
// TZID=Europe/Amsterdam and that zone's VTIMEZONE, so a calendar elsewhere shows the right hour across summer time.
import { TZDate } from '@date-fns/tz';
import { APPOINTMENT_MESSAGES } from '@shared/appointments/texts';
import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';

export const APPOINTMENT_TIME_ZONE = 'Europe/Amsterdam';

/** What a calendar event is made of. */
export interface CalendarAppointment {
  uid: string;
  sequence: number;
  title: string;
  projectRef: string;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  status: 'active' | 'cancelled';
  /** The project page, for the event's link. */
  url?: string;
}

export interface Attendee {
  name: string;
  email: string;
}

/**
 * The zone's VTIMEZONE. The library files Amsterdam under Brussels, whose rules it shares; the block is named
 * after the zone the events give, or a calendar would find no VTIMEZONE for their TZID.
 */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone)[0];
  if (!block) return null;
  return block.replace(/^(TZID|X-LIC-LOCATION):.*$/gm, (_line, key: string) => `${key}:${zone}`);
}

const METHODS = {
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
  PUBLISH: ICalCalendarMethod.PUBLISH,
} as const;
export type CalendarMethod = keyof typeof METHODS;

/** An invitation's method: a cancellation or a request (new or changed). */
export const invitationMethod = (cancelled: boolean): CalendarMethod => (cancelled ? 'CANCEL' : 'REQUEST');

/**
 * One calendar of `appointments`. An invitation or a cancellation names the organizer (the portal's sender) and
 * the attendees, as RFC 5546 asks of REQUEST and CANCEL; a feed names neither. A cancelled appointment is written
 * STATUS:CANCELLED, which CANCEL requires and a feed uses to remove it.
 */
export function buildCalendar(opts: {
  method: CalendarMethod;
  appointments: CalendarAppointment[];
  organizer?: Attendee;
  attendees?: Attendee[];
  name?: string;
}): string {
  const calendar = ical({
    prodId: { company: 'Woonportaal', product: 'Afspraken', language: 'NL' },
    method: METHODS[opts.method],
    ...(opts.name ? { name: opts.name } : {}),
    // No calendar-wide zone: DTSTAMP stays in UTC as the standard wants; each event names its own zone, and the
    // generator adds that zone's VTIMEZONE.
    timezone: { name: null, generator: vtimezone },
  });
  for (const a of opts.appointments) {
    const event = calendar.createEvent({
      id: a.uid,
      sequence: a.sequence,
      start: new TZDate(a.startsAt, APPOINTMENT_TIME_ZONE),
      end: new TZDate(a.endsAt, APPOINTMENT_TIME_ZONE),
      timezone: APPOINTMENT_TIME_ZONE,
      summary: `${a.title} (${a.projectRef})`,
      location: a.location ?? undefined,
      url: a.url,
      status: a.status === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      description: a.url ? `${APPOINTMENT_MESSAGES.openProject}: ${a.url}` : undefined,
    });
    if (opts.method !== 'PUBLISH') {
      if (opts.organizer) event.organizer(opts.organizer);
      for (const attendee of opts.attendees ?? [])
        event.createAttendee({ ...attendee, role: ICalAttendeeRole.REQ, rsvp: false });
    }
  }
  return calendar.toString();
}

/** The content type of an attachment or a feed: iTIP readers look for the method in it. */
export const calendarContentType = (method: CalendarMethod) =>
  `text/calendar; charset=utf-8; method=${method}`;
