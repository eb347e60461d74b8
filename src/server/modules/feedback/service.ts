import type { FeedbackType } from '@shared/feedback/schemas';
import { displayName } from '@shared/users/display-name';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { feedback, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';

export async function submitFeedback(
  opts: Pick<AppContext, 'db'> & { actor: Actor; type: FeedbackType; message: string; pageUrl?: string },
): Promise<{ id: string }> {
  const [row] = await opts.db
    .insert(feedback)
    // Feedback is about the person, also when an admin sends it while viewing as someone else.
    .values({
      userId: opts.actor.realUserId,
      type: opts.type,
      message: opts.message,
      pageUrl: opts.pageUrl ?? null,
    })
    .returning({ id: feedback.id });
  return { id: row!.id };
}

export async function listFeedback(opts: Pick<AppContext, 'db'> & { page?: number; pageSize?: number }) {
  const pageSize = opts.pageSize ?? 50;
  const rows = await opts.db
    .select({
      id: feedback.id,
      type: feedback.type,
      message: feedback.message,
      pageUrl: feedback.pageUrl,
      createdAt: feedback.createdAt,
      userId: feedback.userId,
      firstName: users.firstName,
      tussenvoegsel: users.tussenvoegsel,
      lastName: users.lastName,
      userEmail: users.email,
    })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(pageSize)
    .offset(((opts.page ?? 1) - 1) * pageSize);
  return rows.map(({ firstName, tussenvoegsel, lastName, ...r }) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    userName: firstName ? displayName({ firstName, tussenvoegsel, lastName }) : null,
  }));
}
