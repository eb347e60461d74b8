// SQL of the audit screen (docs/decisions/0026): the entries a filter selects, newest first, with the names of the
// people they name. The people are joined, not referenced: an entry outlives its actor's account (no foreign keys),
// so a gone account leaves its id and no name.
import type { AuditEntry, AuditFilter, AuditPerson } from '@shared/audit/schemas';
import { type SQL, sql } from 'drizzle-orm';
import { toIso } from '../../db/client';
import { displayNameExpression } from '../../db/person-name';

/**
 * The WHERE clause of a filter. Each filter has an index of audit_log to start from, so no combination reads the
 * whole table: a period alone walks audit_log_created_idx (created_at, id) backwards, as the list's order does; an
 * action audit_log_action_created_idx; a record type audit_log_entity_type_created_idx; a record id (with or
 * without its type) audit_log_entity_id_idx, or audit_log_entity_idx with it. A user is three conditions joined by
 * OR, each on its own index (audit_log_actor_idx, the partial audit_log_acting_user_idx, audit_log_entity_id_idx),
 * which PostgreSQL combines with a BitmapOr: entries that user made (also while viewing as someone else), entries
 * made while an admin viewed the portal as them, and entries about their account or their company details (both
 * keyed by the user's id). Combined filters start from the narrowest of these and check the rest on the rows.
 */
export function auditWhere(f: AuditFilter): SQL {
  const conds: SQL[] = [];
  if (f.userId) {
    conds.push(
      sql`(a.actor_id = ${f.userId} or a.acting_user_id = ${f.userId} or a.entity_id = ${f.userId})`,
    );
  }
  if (f.entity) conds.push(sql`a.entity_type = ${f.entity}`);
  if (f.entityId) conds.push(sql`a.entity_id = ${f.entityId}`);
  if (f.action) conds.push(sql`a.action = ${f.action}`);
  // Whole days in the Netherlands, both ends included.
  if (f.from) conds.push(sql`a.created_at >= (${f.from}::date)::timestamp at time zone 'Europe/Amsterdam'`);
  if (f.to) conds.push(sql`a.created_at < (${f.to}::date + 1)::timestamp at time zone 'Europe/Amsterdam'`);
  return conds.length > 0 ? sql`where ${sql.join(conds, sql` and `)}` : sql``;
}

const nameOf = (alias: string) => sql.raw(`nullif(${displayNameExpression(alias)}, '')`);

/** Entries a filter selects, newest first, `limit` from `offset`. */
export const auditEntriesSql = (f: AuditFilter, limit: number, offset: number): SQL =>
  sql`select a.id, a.created_at as "createdAt", a.action, a.entity_type as "entityType", a.entity_id as "entityId",
      a.details, a.before, a.after, a.ip, a.acting_role as "actingRole",
      a.actor_id as "actorId", ${nameOf('u')} as "actorName", u.email as "actorEmail",
      a.acting_user_id as "actingUserId", ${nameOf('v')} as "actingUserName", v.email as "actingUserEmail"
    from audit_log a
    left join users u on u.id = a.actor_id
    left join users v on v.id = a.acting_user_id
    ${auditWhere(f)}
    order by a.created_at desc, a.id desc
    limit ${limit} offset ${offset}`;

export const auditCountSql = (f: AuditFilter): SQL =>
  sql`select count(*)::int as n from audit_log a ${auditWhere(f)}`;

type Values = Record<string, unknown> | null;

export interface AuditRow {
  id: string;
  createdAt: Date | string;
  action: string;
  entityType: string;
  entityId: string | null;
  details: Values;
  before: Values;
  after: Values;
  ip: string | null;
  actingRole: string | null;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  actingUserId: string | null;
  actingUserName: string | null;
  actingUserEmail: string | null;
}

const personOf = (id: string | null, name: string | null, email: string | null): AuditPerson | null =>
  id ? { id, name, email } : null;

export function toAuditEntry(r: AuditRow): AuditEntry {
  return {
    id: r.id,
    createdAt: toIso(r.createdAt),
    actor: personOf(r.actorId, r.actorName, r.actorEmail),
    actingUser: personOf(r.actingUserId, r.actingUserName, r.actingUserEmail),
    actingRole: r.actingRole,
    action: r.action,
    entityType: r.entityType,
    entityId: r.entityId,
    details: r.details,
    before: r.before,
    after: r.after,
    ip: r.ip,
  };
}
