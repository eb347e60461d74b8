// Notifications: the service other domains call to tell a user something, and the reads behind the bell.
import { NOTIFICATION_MESSAGES, type Notification } from '@shared/notifications/schemas';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';

export interface NewNotification {
  userId: string;
  title: string;
  message: string;
  /** An in-app path such as /project/{id}. */
  linkUrl?: string | null;
}

/** Pass the transaction of the change the notification reports, so both land or neither. */
export async function notify(db: DbOrTx, ...items: NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await db.insert(notifications).values(
    items.map((n) => ({
      userId: n.userId,
      title: n.title,
      message: n.message,
      linkUrl: n.linkUrl ?? null,
    })),
  );
}

/** The same notification to every admin whose account exists, in one statement. */
export async function notifyAdmins(db: DbOrTx, notice: Omit<NewNotification, 'userId'>): Promise<void> {
  await db.execute(sql`insert into notifications (user_id, title, message, link_url)
    select u.id, ${notice.title}, ${notice.message}, ${notice.linkUrl ?? null}
    from users u where u.role = 'admin' and u.deleted_at is null`);
}

const DEFAULT_PAGE_SIZE = 50;

export async function listNotifications(
  opts: Pick<AppContext, 'db'> & { actor: Actor; page?: number; pageSize?: number },
): Promise<Notification[]> {
  const pageSize = opts.pageSize ?? DEFAULT_PAGE_SIZE;
  const rows = await opts.db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      createdAt: notifications.createdAt,
      isRead: notifications.isRead,
      linkUrl: notifications.linkUrl,
    })
    .from(notifications)
    .where(eq(notifications.userId, opts.actor.id))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(pageSize)
    .offset(((opts.page ?? 1) - 1) * pageSize);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

export async function countUnread(opts: Pick<AppContext, 'db'> & { actor: Actor }): Promise<number> {
  const [row] = await opts.db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, opts.actor.id), eq(notifications.isRead, false)));
  return Number(row?.n ?? 0);
}

/** Someone else's notification is reported as not found, never as forbidden. */
export async function markRead(opts: Pick<AppContext, 'db'> & { actor: Actor; id: string }): Promise<void> {
  const updated = await opts.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, opts.id), eq(notifications.userId, opts.actor.id)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound(NOTIFICATION_MESSAGES.notFound);
}

export async function markAllRead(opts: Pick<AppContext, 'db'> & { actor: Actor }): Promise<number> {
  const updated = await opts.db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, opts.actor.id), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return updated.length;
}
