import type { Role } from '@shared/users/roles';
import { DELETED_USER_NAME, type DeleteUserResponse, USER_MESSAGES } from '@shared/users/schemas';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import {
  calendarTokens,
  mailOutbox,
  notifications,
  oneTimeTokens,
  professionalProfiles,
  recoveryCodes,
  sessions,
  users,
} from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { revokeUserSessions } from '../auth/sessions';
import { releaseProjectsOfDeletedUser } from '../projects/changes';

/** A unique address that can never receive mail (.invalid is reserved, RFC 2606). */
export const anonymisedEmail = (userId: string) => `verwijderd-${userId}@verwijderd.invalid`;

function isForeignKeyViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  // 23503 foreign_key_violation (no action), 23001 restrict_violation (on delete restrict).
  return ['23503', '23001'].some((code) => e.code === code || e.cause?.code === code);
}

export async function deleteUser(
  opts: Pick<AppContext, 'db'> & {
    actor: Actor;
    userId: string;
    /** The owner deletes their own account from /profiel (self-deletion.ts, which checked the password first). */
    ownRequest?: boolean;
  },
): Promise<DeleteUserResponse> {
  const { actor, userId } = opts;
  const self = userId === actor.realUserId || userId === actor.id;
  if (self && !(opts.ownRequest && userId === actor.realUserId))
    throw badRequest(USER_MESSAGES.cannotDeleteSelf);
  return opts.db.transaction(async (tx) => {
    // Lock the target row; for an admin first every admin row in one order, so that two admins deleting each
    // other at once queue up instead of deadlocking, and the second one finds its target is the last admin.
    const [peek] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId));
    if (peek?.role === 'admin') {
      await selectRows(
        tx,
        sql`select id from users where role = 'admin' and deleted_at is null order by id for update`,
      );
    }
    const [target] = await selectRows<{ id: string; role: Role; email: string }>(
      tx,
      sql`select id, role, email from users where id = ${userId} and deleted_at is null for update`,
    );
    if (!target) throw notFound(USER_MESSAGES.notFound);
    if (target.role === 'admin') {
      const [admins] = await selectRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users where role = 'admin' and deleted_at is null and id <> ${userId}`,
      );
      if (Number(admins?.n ?? 0) === 0) throw conflict(USER_MESSAGES.cannotDeleteLastAdmin);
    }
    const [refs] = await selectRows<{ used: boolean }>(
      tx,
      sql`select exists(select 1 from projects where consumer_id = ${userId})
              or exists(select 1 from projects where professional_id = ${userId}) as used`,
    );
    // Mail still waiting for the old address is not sent any more.
    await tx
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, target.email), eq(mailOutbox.status, 'pending')));
    let outcome: DeleteUserResponse['outcome'] = refs?.used ? 'anonymised' : 'deleted';
    let projects = { released: [] as string[], cancelled: [] as string[] };
    if (outcome === 'deleted') {
      // Sessions, tokens, notifications and the professional profile go with the row (on delete cascade). A
      // record of another domain that still refers to the account (restrict) makes it fall back to anonymising.
      try {
        await tx.transaction(async (sp) => {
          await sp.delete(users).where(eq(users.id, userId));
        });
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        outcome = 'anonymised';
      }
    }
    if (outcome === 'anonymised') {
      projects = await releaseProjectsOfDeletedUser(tx, target);
      await revokeUserSessions(tx, userId);
      await tx.update(sessions).set({ actingUserId: null }).where(eq(sessions.actingUserId, userId));
      await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
      await tx.delete(notifications).where(eq(notifications.userId, userId));
      await tx.delete(professionalProfiles).where(eq(professionalProfiles.userId, userId));
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      await tx.delete(calendarTokens).where(eq(calendarTokens.userId, userId));
      await tx
        .update(users)
        .set({
          ...DELETED_USER_NAME,
          // The rest of the name, the home address and the second factor are personal data too.
          aanhef: null,
          initialen: null,
          tussenvoegsel: null,
          straat: null,
          huisnummer: null,
          huisletter: null,
          postcode: null,
          plaats: null,
          totpSecret: null,
          totpEnabledAt: null,
          totpLastStep: null,
          email: anonymisedEmail(userId),
          phone: null,
          passwordHash: null,
          profileImageUrl: null,
          emailVerifiedAt: null,
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
    }
    // The projects it handed back or cancelled are named here: those changes have no entry of their own.
    await writeAudit(tx, {
      ...auditActor(actor),
      action: outcome === 'deleted' ? 'users.deleted' : 'users.anonymised',
      entityType: 'user',
      entityId: userId,
      details: {
        role: target.role,
        ...(opts.ownRequest ? { ownRequest: true } : {}),
        ...(projects.released.length > 0 ? { releasedProjects: projects.released } : {}),
        ...(projects.cancelled.length > 0 ? { cancelledProjects: projects.cancelled } : {}),
      },
      before: { role: target.role },
    });
    return { success: true, message: USER_MESSAGES.deleted, outcome };
  });
}

/**
 * Erases an account nobody relies on, inside the caller's transaction, without an admin: a lead's client who
 * objected (modules/leads/opt-out.ts, decision 0042). The same erasure as deleteUser's 'deleted' outcome: only a
 * consumer account with no project left, its waiting mail dropped and the row deleted (its sessions, tokens and
 * notifications with it); anything else that still refers to it keeps it. Answers whether it was erased.
 */
export async function eraseUnusedAccount(
  tx: Pick<AppContext, 'db'>['db'],
  opts: { userId: string; reason: string; ip: string | null },
): Promise<boolean> {
  const [target] = await selectRows<{ id: string; email: string; used: boolean }>(
    tx,
    sql`select id, email, exists(select 1 from projects p where p.consumer_id = u.id or p.professional_id = u.id)
        as used
      from users u where id = ${opts.userId} and role = 'consumer' and deleted_at is null for update`,
  );
  if (!target || target.used) return false;
  try {
    await tx.transaction(async (sp) => {
      await sp.delete(users).where(eq(users.id, target.id));
    });
  } catch (err) {
    if (!isForeignKeyViolation(err)) throw err;
    return false;
  }
  await tx
    .delete(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, target.email), eq(mailOutbox.status, 'pending')));
  await writeAudit(tx, {
    actorId: null,
    ip: opts.ip,
    action: 'users.deleted',
    entityType: 'user',
    entityId: target.id,
    details: { role: 'consumer', reason: opts.reason },
    before: { role: 'consumer' },
  });
  return true;
}
