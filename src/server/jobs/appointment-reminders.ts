// The reminder mail of an appointment, the day before (docs/decisions/0036): each round claims the active
// appointments that start within the next 24 hours and were not reminded of yet, by setting reminder_sent_at in the
// same statement, and queues their mails in that transaction. A row claimed is invisible to every other round, on
// this node or another (a second UPDATE waits for the first's row lock and then finds reminder_sent_at set), so each
// reminder goes once; an appointment already begun is never claimed.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import { selectRows } from '../db/client';
import { startLoop, type Worker } from '../mail/outbox';
import { mailReminder } from '../modules/appointments/notices';
import { participantsByProject } from '../modules/appointments/participants';

const MINUTE = 60_000;
const AHEAD_MS = 24 * 60 * MINUTE;
/** Appointments claimed per transaction; a full batch is followed by the next at once. */
const BATCH = 200;

interface Claimed {
  id: string;
  uid: string;
  sequence: number;
  title: string;
  startsAt: Date | string;
  endsAt: Date | string;
  location: string | null;
  projectId: string;
  projectRef: string;
}

/** One round at `now` (a test moves the clock): the number of appointments reminded of. */
export async function sendAppointmentReminders(
  ctx: Pick<AppContext, 'db' | 'config'>,
  now: Date = new Date(),
): Promise<number> {
  const settings = { appUrl: ctx.config.appUrl, mailFrom: ctx.config.mailFrom };
  let total = 0;
  for (;;) {
    const claimed = await ctx.db.transaction(async (tx) => {
      const rows = await selectRows<Claimed>(
        tx,
        sql`update appointments a set reminder_sent_at = ${now.toISOString()}::timestamptz
          from projects p
          where p.id = a.project_id and a.id in (
            select id from appointments
            where status = 'active' and reminder_sent_at is null
              and starts_at > ${now.toISOString()}::timestamptz
              and starts_at <= ${new Date(now.getTime() + AHEAD_MS).toISOString()}::timestamptz
            order by starts_at limit ${BATCH})
            and a.reminder_sent_at is null and a.status = 'active'
          returning a.id, a.uid, a.sequence, a.title, a.starts_at as "startsAt", a.ends_at as "endsAt",
            a.location, p.id as "projectId", p.project_ref as "projectRef"`,
      );
      const people = await participantsByProject(tx, [...new Set(rows.map((r) => r.projectId))]);
      for (const row of rows) {
        await mailReminder(
          tx,
          settings,
          {
            ...row,
            sequence: Number(row.sequence),
            startsAt: new Date(row.startsAt),
            endsAt: new Date(row.endsAt),
            status: 'active',
          },
          people.get(row.projectId) ?? [],
        );
      }
      return rows.length;
    });
    total += claimed;
    if (claimed < BATCH) return total;
  }
}

/** Every five minutes, so a reminder leaves close to 24 hours before; once a minute after start. */
export function startAppointmentRemindersLoop(ctx: AppContext): Worker {
  return startLoop('appointment reminders', 5 * MINUTE, () => sendAppointmentReminders(ctx), ctx.log, MINUTE);
}
