// Proof of address before data (decision 0024). Anyone can register any address; until its mailbox has used one of
// our links the account proves nothing. When a request for that address arrives (a public form, a lead), the owner
// of the mailbox wins: the account loses the password, two-factor sign-in and sessions its unproven holder set up,
// and the mailbox gets a link to choose a password. Accounts that already hold requests they did not file
// themselves (attached before this rule) are released the same way at start.
import { PROJECT_TYPE_LABELS, type ProjectType } from '@shared/projects/types';
import type { Aanhef } from '@shared/users/salutation';
import { personName } from '@shared/users/salutation';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { pendingSignIns, recoveryCodes, users } from '../../db/schema';
import { type AuditWho, writeAudit } from '../../lib/audit';
import { enqueueMail } from '../../mail/outbox';
import { reclaimAccountMail } from '../../mail/templates';
import { revokeUserSessions } from './sessions';
import { clearAccountThrottle } from './throttle';
import { issueSetPasswordUrl } from './tokens';

/** An account that may receive requests for its address: its mailbox proved itself, or no one chose a password. */
export const isClaimable = (u: { hasPassword: boolean; verified: boolean }) => u.verified || !u.hasPassword;

/** An account as a mail to its owner needs it: the address and the name parts of the formal salutation. */
export interface AccountOwner {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  aanhef: Aanhef | null;
  initialen: string | null;
  tussenvoegsel: string | null;
}

/**
 * Takes the password, two-factor sign-in and sessions off an unverified account, in the caller's transaction, and
 * mails its address a set-password link. `request` names the request that caused it, for the mail.
 */
export async function releaseUnprovenAccount(
  ctx: Pick<AppContext, 'config'>,
  tx: DbOrTx,
  opts: {
    user: AccountOwner;
    request?: { type: ProjectType; projectRef: string };
    /** Who filed the request that caused it (nobody at start). */
    by: AuditWho;
  },
): Promise<void> {
  const { user } = opts;
  await tx
    .update(users)
    .set({ passwordHash: null, updatedAt: sql`now()` })
    .where(and(eq(users.id, user.id), sql`${users.emailVerifiedAt} is null`));
  await dropUnprovenTwoFactor(tx, user.id);
  await revokeUserSessions(tx, user.id);
  await clearAccountThrottle({ db: tx }, user.email);
  const setPasswordUrl = await issueSetPasswordUrl(tx, ctx.config.appUrl, user.id);
  const request = opts.request
    ? `${PROJECT_TYPE_LABELS[opts.request.type].toLowerCase()} aanvraag (${opts.request.projectRef})`
    : undefined;
  await enqueueMail(tx, user.email, reclaimAccountMail({ ...personName(user), request, setPasswordUrl }));
  await writeAudit(tx, {
    ...opts.by,
    action: 'user.unproven-account-released',
    entityType: 'user',
    entityId: user.id,
    details: opts.request ? { projectId: opts.request.projectRef } : { atStart: true, source: 'job' },
  });
}

/**
 * Two-factor sign-in set up before the address was proven belongs to whoever held the account then, not
 * necessarily to the owner of the mailbox: it goes when the mailbox takes the account over (a release, or a reset or
 * set-password link used on an unverified account).
 */
export async function dropUnprovenTwoFactor(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
    .where(eq(users.id, userId));
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
}

/**
 * At start: unverified accounts with a password that hold a project they did not file themselves lose the password
 * to their mailbox. The UPDATE claims each account once, so nodes starting together do not both mail it.
 */
export async function releaseUnprovenAccountsAtStart(ctx: Pick<AppContext, 'db' | 'config' | 'log'>) {
  const released = await ctx.db.transaction(async (tx) => {
    const rows = await selectRows<AccountOwner>(
      tx,
      sql`update users u set password_hash = null, updated_at = now()
        where u.email_verified_at is null and u.password_hash is not null and u.deleted_at is null
          and exists (select 1 from projects p where p.consumer_id = u.id
            and p.created_by_id is distinct from u.id)
        returning u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.aanhef, u.initialen,
          u.tussenvoegsel`,
    );
    for (const user of rows) await releaseUnprovenAccount(ctx, tx, { user, by: { actorId: null, ip: null } });
    return rows.length;
  });
  if (released > 0) {
    ctx.log.warn(
      `${released} unverified account(s) held requests they did not file: their passwords were cleared and set-password links mailed`,
    );
  }
}
