// The audit log as a CSV file (lib/csv.ts): one line per entry, newest first, the people by name, e-mail and id, the
// action's Dutch label beside its code, and details, before and after as JSON.
import { auditActionLabel, auditEntityLabel } from '@shared/audit/labels';
import { AUDIT_CSV_LIMIT, type AuditEntry } from '@shared/audit/schemas';
import { formatDateTime, groupThousands } from '@shared/format';
import { dutchDate } from '@shared/invoices/terms';
import { ROLE_LABELS, type Role } from '@shared/users/roles';
import { csvDocument, csvField } from '../../lib/csv';

export const AUDIT_CSV_HEADER = [
  'Datum en tijd',
  'Gebruiker',
  'E-mail',
  'Gebruikers-ID',
  'Namens gebruiker',
  'Namens gebruiker-ID',
  'Als rol',
  'Actie',
  'Actiecode',
  'Soort record',
  'Record-ID',
  'Details',
  'Voor',
  'Na',
  'Bron (IP-adres)',
];

export const AUDIT_CSV_CUT = `Let op: alleen de nieuwste ${groupThousands(String(AUDIT_CSV_LIMIT))} regels. Verfijn de filters voor de rest.`;

const json = (v: Record<string, unknown> | null) => (v ? JSON.stringify(v) : '');

export function auditCsv(entries: readonly AuditEntry[], cut: boolean): string {
  const lines = [AUDIT_CSV_HEADER.map(csvField)];
  for (const e of entries) {
    lines.push(
      [
        formatDateTime(e.createdAt),
        e.actor?.name ?? '',
        e.actor?.email ?? '',
        e.actor?.id ?? '',
        e.actingUser?.name ?? '',
        e.actingUser?.id ?? '',
        e.actingRole ? (ROLE_LABELS[e.actingRole as Role] ?? e.actingRole) : '',
        auditActionLabel(e.action),
        e.action,
        auditEntityLabel(e.entityType),
        e.entityId ?? '',
        json(e.details),
        json(e.before),
        json(e.after),
        e.ip ?? '',
      ].map(csvField),
    );
  }
  if (cut) lines.push([csvField(AUDIT_CSV_CUT)]);
  return csvDocument(lines);
}

/** auditlog-2026-11-27.csv: the day in the Netherlands. */
export const auditCsvFileName = (now: Date = new Date()) => `auditlog-${dutchDate(now)}.csv`;
