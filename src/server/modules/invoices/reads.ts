// The invoice reads: the project's invoice, one invoice, the professional's list. A draft is shown only to who
// works on the project (decision 0032).
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { mayWorkOnProject } from '@shared/projects/access';
import type { PagingQuery } from '@shared/zod';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { selectRows } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { projectFor } from '../projects/access';
import { INVOICE_SELECT, type InvoiceRow, invoiceFor, toRecord } from './rows';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/**
 * GET /api/invoices/project/{projectId}: the project's invoice or null, for who sees the project (else 404): the
 * live one (for who works on the project also a draft), else the last one a credit note cancelled (which then
 * says so). The consumer sees null while the invoice is a draft, as if none were made.
 */
export async function projectInvoice(
  opts: Ctx & { actor: Actor; idOrRef: string },
): Promise<InvoiceRecord | null> {
  const project = await projectFor({ ...opts, may: 'see' });
  const drafts = mayWorkOnProject(opts.actor, project) ? sql`` : sql` and i.status <> 'draft'`;
  const [row] = await selectRows<InvoiceRow>(
    opts.db,
    sql`${INVOICE_SELECT} where i.project_id = ${project.id} and i.credit_note_of is null${drafts}
        order by (i.credited_at is null) desc, i.created_at desc limit 1`,
  );
  return row ? toRecord(row) : null;
}

/** An invoice the actor may see, as the API gives it (else 404, for unknown and other people's alike). */
export async function invoiceRecordFor(
  opts: Ctx & { actor: Actor; invoiceId: string },
): Promise<InvoiceRecord> {
  return toRecord(await invoiceFor(opts.db, { actor: opts.actor, invoiceId: opts.invoiceId, may: 'see' }));
}

/** GET /api/professional/invoices: the signed-in professional's own invoices, drafts too, newest first, paged. */
export async function professionalInvoices(
  opts: Ctx & { actor: Actor; paging: PagingQuery },
): Promise<{ items: InvoiceRecord[]; total: number }> {
  const page = opts.paging.page ?? 1;
  const pageSize = opts.paging.pageSize ?? 50;
  const [count] = await selectRows<{ total: number | string }>(
    opts.db,
    sql`select count(*)::int as total from invoices where professional_id = ${opts.actor.id}`,
  );
  const rows = await selectRows<InvoiceRow>(
    opts.db,
    sql`${INVOICE_SELECT} where i.professional_id = ${opts.actor.id}
        order by i.created_at desc, i.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  return { items: rows.map(toRecord), total: Number(count?.total ?? 0) };
}
