// How an audit entry reads on the screen: who did it (and as whom), where it came from, the record it names and the
// values it recorded, in Dutch (the labels of src/shared/audit/labels.ts).
import {
  AUDIT_FIELD_LABELS,
  AUDIT_MONEY_FIELDS,
  AUDIT_SOURCE_LABELS,
  auditEntityLabel,
  auditValueLabel,
} from '@shared/audit/labels';
import type { AuditEntry, AuditPerson } from '@shared/audit/schemas';
import { formatCents, formatDate, formatDateTime } from '@shared/format';
import { ROLE_LABELS, type Role } from '@shared/users/roles';

/** A person by name, else (the account is gone) by the start of their id. */
export const personText = (p: AuditPerson): string => p.name ?? `Verwijderd account ${p.id.slice(0, 8)}`;

/** The real person, or what acted without one: a visitor, the payment provider or a background job. */
export function actorText(entry: AuditEntry): string {
  if (entry.actor) return personText(entry.actor);
  const source = entry.details?.source;
  if (typeof source === 'string' && source in AUDIT_SOURCE_LABELS)
    return AUDIT_SOURCE_LABELS[source as keyof typeof AUDIT_SOURCE_LABELS];
  return entry.ip ? 'Bezoeker' : 'Systeem';
}

export const roleText = (role: string | null): string => (role ? (ROLE_LABELS[role as Role] ?? role) : '');

/** 'als Piet Pro (Professional)' while an admin viewed the portal as someone; empty otherwise. */
export function viewingAsText(entry: AuditEntry): string {
  if (!entry.actingUser) return '';
  const role = roleText(entry.actingRole);
  return `als ${personText(entry.actingUser)}${role ? ` (${role})` : ''}`;
}

/** The source: the client's IP address, else what made the change without a request. */
export function sourceText(entry: AuditEntry): string {
  if (entry.ip) return entry.ip;
  const source = entry.details?.source;
  return typeof source === 'string' && source in AUDIT_SOURCE_LABELS
    ? AUDIT_SOURCE_LABELS[source as keyof typeof AUDIT_SOURCE_LABELS]
    : 'Systeem';
}

/** Where the record an entry names is shown, when it has a page of its own. */
export function recordPath(entry: AuditEntry): string | null {
  if (!entry.entityId) return null;
  if (entry.entityType === 'project') return `/project/${entry.entityId}`;
  if (entry.entityType === 'user' || entry.entityType === 'professional_profile')
    return `/admin/users/${entry.entityId}`;
  return null;
}

export const recordText = (entry: AuditEntry): string => auditEntityLabel(entry.entityType);

export const fieldLabel = (key: string): string => AUDIT_FIELD_LABELS[key] ?? key;

const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What a recorded code is read against: the entry's action and record type (a status is the record's own). */
type Of = Partial<Pick<AuditEntry, 'action' | 'entityType'>>;

/**
 * One recorded value as text: cents as euros, a code (a status, a role, a method) by its Dutch label, a list by its
 * items, nothing as 'leeg'.
 */
export function valueText(key: string, value: unknown, of: Of = {}): string {
  if (value === null || value === undefined || value === '') return 'leeg';
  if (typeof value === 'number' && AUDIT_MONEY_FIELDS.has(key)) return formatCents(value);
  // A moment or a day as the screens write them (paidAt, dueDate), not as the database keeps them.
  if (typeof value === 'string' && ISO_MOMENT.test(value)) return formatDateTime(value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatDate(value);
  if (typeof value === 'string')
    return auditValueLabel({ action: of.action ?? '', entityType: of.entityType ?? '' }, key, value);
  if (key === 'fields' && Array.isArray(value)) return value.map((v) => fieldLabel(String(v))).join(', ');
  if (typeof value === 'boolean') return value ? 'ja' : 'nee';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface Change {
  key: string;
  before: string | null;
  after: string | null;
}

/** Each field of before and after, once, in the order the entry names them; null where one side has none. */
export function changesOf(entry: Pick<AuditEntry, 'before' | 'after'> & Of): Change[] {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return keys.map((key) => ({
    key,
    before: entry.before ? valueText(key, entry.before[key], entry) : null,
    after: entry.after ? valueText(key, entry.after[key], entry) : null,
  }));
}

/** The details other than the source (which the source column shows). */
export const detailsOf = (entry: Pick<AuditEntry, 'details'> & Of): [string, string][] =>
  Object.entries(entry.details ?? {})
    .filter(([key]) => key !== 'source')
    .map(([key, value]) => [key, valueText(key, value, entry)]);
