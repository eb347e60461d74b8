// POST /api/profile/delete (decision 0043): the owner deletes their own account from /profiel. They prove it is
// them (the password, and the code when two-factor sign-in is on, throttled like a sign-in); then the account is
// erased or anonymised exactly as an admin's deletion does it (deletion.ts, decision 0005), and the professionals of
// the consumer's finished projects and every admin are told, all in one transaction.

import { displayName } from '@shared/users/display-name';
import { OWN_DATA_MESSAGES } from '@shared/users/own-data';
import { ROLE_LABELS, type Role } from '@shared/users/roles';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import type { Actor, CurrentUser } from '../../lib/actor';
import { confirmOwner } from '../auth/two-factor';
import { notify, notifyAdmins } from '../notifications/service';
import { deleteUser } from './deletion';
import { refuseLastAdmin, refuseViewingAs } from './export';

type Ctx = Pick<AppContext, 'db' | 'config' | 'twoFactorKey'>;

/** 'Sanne van der Berg': the whole name, as the notices name the account. */

export async function deleteOwnAccount(
  opts: Ctx & {
    actor: Actor;
    user: CurrentUser;
    ip: string;
    deviceCookie: string | undefined;
    password: string;
    code: string | undefined;
  },
): Promise<{ outcome: 'deleted' | 'anonymised' }> {
  const { actor } = opts;
  refuseViewingAs(actor);
  await refuseLastAdmin(opts.db, actor);
  await confirmOwner(opts);
  return opts.db.transaction(async (tx) => {
    const [me] = await selectRows<{
      firstName: string;
      tussenvoegsel: string | null;
      lastName: string;
      role: Role;
    }>(
      tx,
      sql`select first_name as "firstName", tussenvoegsel, last_name as "lastName", role
          from users where id = ${actor.id} and deleted_at is null`,
    );
    // The projects whose professional hears nothing from deletion.ts: open ones are cancelled there, with a notice
    // to their professional; the finished ones stay as they are, so their professional is told here.
    const finished = await selectRows<{ professionalId: string; projectRef: string }>(
      tx,
      sql`select professional_id as "professionalId", project_ref as "projectRef" from projects
          where consumer_id = ${actor.id} and professional_id is not null and status in ('completed', 'cancelled')
          order by project_ref`,
    );
    const { outcome } = await deleteUser({ db: tx, actor, userId: actor.id, ownRequest: true });
    if (!me) return { outcome };
    const name = displayName(me);
    const refsBy = new Map<string, string[]>();
    for (const p of finished)
      refsBy.set(p.professionalId, [...(refsBy.get(p.professionalId) ?? []), p.projectRef]);
    await notify(
      tx,
      ...[...refsBy].map(([userId, refs]) => ({
        userId,
        title: OWN_DATA_MESSAGES.professionalTitle,
        message: OWN_DATA_MESSAGES.professionalMessage(name, refs),
      })),
    );
    await notifyAdmins(tx, {
      title: OWN_DATA_MESSAGES.adminTitle,
      message: OWN_DATA_MESSAGES.adminMessage(name, ROLE_LABELS[me.role]),
    });
    return { outcome };
  });
}
