// Who did what, when, on which record (docs/decisions/0026). Written in the same transaction as the change itself;
// the table is append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
import type { AuditSource } from '@shared/audit/labels';
import type { Role } from '@shared/users/roles';
import type { DbOrTx } from '../db/client';
import { auditLog } from '../db/schema';
import { type Actor, isViewingAs } from './actor';

export interface AuditEntry {
  /** The real person (an admin stays the actor while viewing as someone else); null for a visitor or the system. */
  actorId: string | null;
  /** While an admin views the portal as someone else: that someone and the role they were viewing as. */
  actingUserId?: string | null;
  actingRole?: Role | null;
  action: string;
  entityType: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
  /** Money, bank details and roles: the values before and after the change. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Where a change came from: a request's client address; else what made it without a request (`source`). */
  ip?: string | null;
  /** Kept in the details: the payment provider's report, a background job or the command line. */
  source?: AuditSource;
}

export async function writeAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actingUserId: entry.actingUserId ?? null,
    actingRole: entry.actingRole ?? null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    details: entry.source ? { ...entry.details, source: entry.source } : (entry.details ?? null),
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: entry.ip ?? null,
  });
}

/** Who an entry names: the real person (none for a visitor or the system), whom they viewed as, and the source. */
export type AuditWho = Pick<AuditEntry, 'actorId' | 'actingUserId' | 'actingRole' | 'ip'>;

/** The who-part of an entry for a signed-in actor: the real person, whom they viewed as, and the source. */
export function auditActor(actor: Pick<Actor, 'id' | 'role' | 'realUserId' | 'ip'>): AuditWho {
  return {
    actorId: actor.realUserId,
    ...(isViewingAs(actor) ? { actingUserId: actor.id, actingRole: actor.role } : {}),
    ip: actor.ip ?? null,
  };
}
