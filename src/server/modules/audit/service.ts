// The audit log read back (docs/decisions/0026): admins page through it on the server, filtered, or take the
// selection as a CSV file. Reading only: entries are written by the changes themselves (lib/audit.ts), in their
// own transactions, and the table refuses to change or lose one.
import {
  AUDIT_CSV_LIMIT,
  type AuditEntry,
  type AuditFilter,
  type AuditListQuery,
} from '@shared/audit/schemas';
import { DEFAULT_PAGE_SIZE } from '@shared/projects/schemas';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import { totalFromPage } from '../../lib/paging';
import { auditCsv } from './csv';
import { type AuditRow, auditCountSql, auditEntriesSql, toAuditEntry } from './queries';

type Ctx = Pick<AppContext, 'db'>;

/** GET /api/admin/audit: one page of the selected entries, newest first, and the selection's total. */
export async function listAudit(
  opts: Ctx & { query: AuditListQuery },
): Promise<{ rows: AuditEntry[]; total: number }> {
  const { page = 1, pageSize = DEFAULT_PAGE_SIZE, ...filter } = opts.query;
  const rows = await selectRows<AuditRow>(opts.db, auditEntriesSql(filter, pageSize, (page - 1) * pageSize));
  let total = totalFromPage(page, pageSize, rows.length);
  if (total === null) {
    const [count] = await selectRows<{ n: number }>(opts.db, auditCountSql(filter));
    total = Number(count?.n ?? 0);
  }
  return { rows: rows.map(toAuditEntry), total };
}

/** GET /api/admin/audit/export.csv: the newest AUDIT_CSV_LIMIT entries of the selection as a CSV file. */
export async function exportAudit(opts: Ctx & { filter: AuditFilter; now?: Date }): Promise<string> {
  // One more than the limit tells whether the selection was cut.
  const rows = await selectRows<AuditRow>(opts.db, auditEntriesSql(opts.filter, AUDIT_CSV_LIMIT + 1, 0));
  const cut = rows.length > AUDIT_CSV_LIMIT;
  return auditCsv(rows.slice(0, AUDIT_CSV_LIMIT).map(toAuditEntry), cut);
}
