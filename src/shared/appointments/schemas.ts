// Payloads and answers of the appointments API: a project's appointments, the caller's own in a period, and the
// personal calendar link. Times are ISO instants; the web shows them in Amsterdam time.
import { z } from '../zod';
import { APPOINTMENT_MESSAGES as T } from './texts';

export const APPOINTMENT_STATUSES = ['active', 'cancelled'] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** The longest period GET /api/appointments answers for, in days. */
export const MAX_RANGE_DAYS = 366;

export const appointment = z.object({
  id: z.string(),
  /** The project's uuid (for the link) and its reference. */
  projectUuid: z.string(),
  projectId: z.string(),
  projectTitle: z.string(),
  stepNumber: z.number().int(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  location: z.string().nullable(),
  status: z.enum(APPOINTMENT_STATUSES),
});
export type Appointment = z.infer<typeof appointment>;
export const appointmentList = z.array(appointment);

/** 'YYYY-MM-DD' (a day in Amsterdam) or an ISO instant with its offset. */
const moment = z.union(
  [z.iso.date({ error: T.badDate }), z.iso.datetime({ offset: true, error: T.badDate })],
  {
    error: T.badDate,
  },
);

/** GET /api/appointments?from=&to=: from defaults to now, to to 90 days after from. */
export const appointmentsQuery = z.object({ from: moment.optional(), to: moment.optional() });
export type AppointmentsQuery = z.infer<typeof appointmentsQuery>;

/** GET /api/calendar/token: whether the caller has a calendar link, and since when. */
export const calendarTokenState = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarTokenState = z.infer<typeof calendarTokenState>;

/** POST /api/calendar/token: the new link, shown once. */
export const calendarTokenCreated = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarTokenCreated = z.infer<typeof calendarTokenCreated>;

export const calendarFeedParams = z.object({ token: z.string().max(200) });
