// Reading appointments (a project's, the caller's own in a period, a person's calendar feed) and the personal
// calendar link on /profiel (docs/decisions/0036).
import { TZDate } from '@date-fns/tz';
import {
  type Appointment,
  type AppointmentsQuery,
  type CalendarTokenCreated,
  type CalendarTokenState,
  MAX_RANGE_DAYS,
} from '@shared/appointments/schemas';
import { APPOINTMENT_MESSAGES as T } from '@shared/appointments/texts';
import type { Role } from '@shared/users/roles';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows, toIso } from '../../db/client';
import { type Actor, isViewingAs } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { projectFor } from '../projects/access';
import { projectPath } from '../projects/notices';
import { APPOINTMENT_TIME_ZONE, buildCalendar, calendarContentType } from './ics';

const DAY_MS = 24 * 60 * 60_000;
/** A period asked without its end: this many days from its start. */
const DEFAULT_DAYS = 90;

interface Row {
  id: string;
  projectUuid: string;
  projectId: string;
  projectTitle: string;
  stepNumber: number;
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  location: string | null;
  status: 'active' | 'cancelled';
  uid: string;
  sequence: number;
}

const COLUMNS = sql`a.id, p.id as "projectUuid", p.project_ref as "projectId", p.title as "projectTitle",
  a.step_number as "stepNumber", a.title, a.starts_at as "startsAt", a.ends_at as "endsAt", a.location, a.status,
  a.uid, a.sequence`;

const toAppointment = (r: Row): Appointment => ({
  id: r.id,
  projectUuid: r.projectUuid,
  projectId: r.projectId,
  projectTitle: r.projectTitle,
  stepNumber: Number(r.stepNumber),
  title: r.title,
  startsAt: toIso(r.startsAt),
  endsAt: toIso(r.endsAt),
  location: r.location,
  status: r.status,
});

/** GET /api/projects/{id}/appointments: for whoever sees the project (404 otherwise); upcoming first, then past. */
export async function projectAppointments(
  opts: Pick<AppContext, 'db' | 'database'> & { idOrRef: string; actor: Actor },
): Promise<Appointment[]> {
  const project = await projectFor({ ...opts, may: 'see' });
  const rows = await selectRows<Row>(
    opts.db,
    sql`select ${COLUMNS} from appointments a join projects p on p.id = a.project_id
      where a.project_id = ${project.id}
      order by (a.status = 'active' and a.ends_at >= now()) desc, a.starts_at`,
  );
  return rows.map(toAppointment);
}

/**
 * Whose appointments a person has: a consumer those of their projects, a professional those of the projects
 * assigned to them, an admin every project's (they oversee all work, as they see every project).
 */
function ownedBy(user: { id: string; role: Role }): SQL {
  if (user.role === 'admin') return sql`true`;
  if (user.role === 'professional') return sql`p.professional_id = ${user.id}`;
  return sql`p.consumer_id = ${user.id}`;
}

/** A day in Amsterdam or an instant, as the instant it starts (`end`: the day's end, so a day 'to' includes it). */
function instantOf(value: string, end: boolean): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!day) return new Date(value);
  const [y, m, d] = [Number(day[1]), Number(day[2]) - 1, Number(day[3])];
  const start = new TZDate(y, m, d + (end ? 1 : 0), 0, 0, APPOINTMENT_TIME_ZONE);
  // 2026-02-30 is no day: the calendar would roll it over into March.
  const check = new TZDate(y, m, d, 12, 0, APPOINTMENT_TIME_ZONE);
  if (check.getFullYear() !== y || check.getMonth() !== m || check.getDate() !== d)
    return new Date(Number.NaN);
  return new Date(start.getTime());
}

/**
 * GET /api/appointments?from=&to=: the caller's own, active and cancelled, by start, in a period of at most
 * MAX_RANGE_DAYS (from defaults to now, to to DEFAULT_DAYS later). 400 for an impossible date or period.
 */
export async function myAppointments(
  opts: Pick<AppContext, 'db'> & { actor: Actor; query: AppointmentsQuery; now?: Date },
): Promise<Appointment[]> {
  const from = opts.query.from ? instantOf(opts.query.from, false) : (opts.now ?? new Date());
  if (Number.isNaN(from.getTime())) throw badRequest(T.badDate, { from: T.badDate });
  const to = opts.query.to
    ? instantOf(opts.query.to, true)
    : new Date(from.getTime() + DEFAULT_DAYS * DAY_MS);
  if (Number.isNaN(to.getTime())) throw badRequest(T.badDate, { to: T.badDate });
  if (to <= from) throw badRequest(T.badRange, { to: T.badRange });
  if (to.getTime() - from.getTime() > (MAX_RANGE_DAYS + 1) * DAY_MS)
    throw badRequest(T.rangeTooLong, { to: T.rangeTooLong });
  const rows = await selectRows<Row>(
    opts.db,
    sql`select ${COLUMNS} from appointments a join projects p on p.id = a.project_id
      where ${ownedBy(opts.actor)} and a.ends_at > ${from.toISOString()}::timestamptz
        and a.starts_at < ${to.toISOString()}::timestamptz
      order by a.starts_at
      limit 500`,
  );
  return rows.map(toAppointment);
}

/** GET /api/calendar/token: whether the caller has a calendar link, and since when (never the link itself). */
export async function calendarTokenState(
  opts: Pick<AppContext, 'db'> & { actor: Actor },
): Promise<CalendarTokenState> {
  const [row] = await selectRows<{ createdAt: Date | string }>(
    opts.db,
    sql`select created_at as "createdAt" from calendar_tokens where user_id = ${opts.actor.id}`,
  );
  return { active: Boolean(row), createdAt: row ? toIso(row.createdAt) : null };
}

/** A calendar link is a credential of one's own: not made or revoked by an admin viewing as someone. */
function refuseViewingAs(actor: Actor): void {
  if (isViewingAs(actor)) throw forbidden(T.feedViewingAs);
}

const feedUrl = (appUrl: string, token: string) => `${appUrl}/api/calendar/${token}.ics`;

/**
 * POST /api/calendar/token: a new secret link, shown this once; only its SHA-256 is kept, and an earlier link stops
 * working. Audit-logged as a credential.
 */
export async function createCalendarToken(
  opts: Pick<AppContext, 'db' | 'config'> & { actor: Actor },
): Promise<CalendarTokenCreated> {
  refuseViewingAs(opts.actor);
  const token = randomToken();
  return opts.db.transaction(async (tx) => {
    const [row] = await selectRows<{ createdAt: Date | string; replaced: boolean }>(
      tx,
      sql`insert into calendar_tokens (user_id, token_hash) values (${opts.actor.id}, ${sha256Hex(token)})
        on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()
        returning created_at as "createdAt", (xmax <> 0) as replaced`,
    );
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'calendar.token-created',
      entityType: 'user',
      entityId: opts.actor.id,
      details: { replaced: Boolean(row?.replaced) },
    });
    return { url: feedUrl(opts.config.appUrl, token), createdAt: toIso(row!.createdAt) };
  });
}

/** DELETE /api/calendar/token: the link stops working; 404 when there is none. Audit-logged. */
export async function revokeCalendarToken(opts: Pick<AppContext, 'db'> & { actor: Actor }): Promise<void> {
  refuseViewingAs(opts.actor);
  await opts.db.transaction(async (tx) => {
    const gone = await selectRows<{ userId: string }>(
      tx,
      sql`delete from calendar_tokens where user_id = ${opts.actor.id} returning user_id as "userId"`,
    );
    if (gone.length === 0) throw notFound(T.feedNotFound);
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'calendar.token-revoked',
      entityType: 'user',
      entityId: opts.actor.id,
    });
  });
}

/** How far back and ahead a feed reaches: a calendar keeps what it read before. */
const FEED_PAST_DAYS = 31;
const FEED_AHEAD_DAYS = 366;

/**
 * GET /api/calendar/{token}.ics, without a session: the token owner's appointments as a feed (METHOD:PUBLISH), a
 * month back and a year ahead, cancelled ones marked so a calendar drops them. 404 for an unknown or revoked token,
 * or one whose account was deleted.
 */
export async function calendarFeed(
  opts: Pick<AppContext, 'db' | 'config'> & { token: string; now?: Date },
): Promise<{ body: string; contentType: string }> {
  const [owner] = await selectRows<{ id: string; role: Role }>(
    opts.db,
    sql`select u.id, u.role from calendar_tokens t join users u on u.id = t.user_id
      where t.token_hash = ${sha256Hex(opts.token)} and u.deleted_at is null`,
  );
  if (!owner) throw notFound(T.feedNotFound);
  const now = opts.now ?? new Date();
  const rows = await selectRows<Row>(
    opts.db,
    sql`select ${COLUMNS} from appointments a join projects p on p.id = a.project_id
      where ${ownedBy(owner)}
        and a.starts_at > ${new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS).toISOString()}::timestamptz
        and a.starts_at < ${new Date(now.getTime() + FEED_AHEAD_DAYS * DAY_MS).toISOString()}::timestamptz
      order by a.starts_at
      limit 2000`,
  );
  const body = buildCalendar({
    method: 'PUBLISH',
    name: T.feedName,
    appointments: rows.map((r) => ({
      uid: r.uid,
      sequence: Number(r.sequence),
      title: r.title,
      projectRef: r.projectId,
      startsAt: new Date(r.startsAt),
      endsAt: new Date(r.endsAt),
      location: r.location,
      status: r.status,
      url: `${opts.config.appUrl}${projectPath(r.projectUuid)}`,
    })),
  });
  return { body, contentType: calendarContentType('PUBLISH') };
}
