import { type AuditFilters, auditSearch } from './get-audit-log';

/** GET /api/admin/audit/export.csv (admin): the selection as a CSV file, downloaded by a plain link. */
export function auditExportUrl(filters: AuditFilters): string {
  const search = auditSearch(filters).toString();
  return `/api/admin/audit/export.csv${search ? `?${search}` : ''}`;
}
