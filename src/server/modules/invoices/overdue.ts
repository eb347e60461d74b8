// Overdue invoices (docs/decisions/0016): an unpaid invoice past its 14-day term becomes 'Achterstallig'
// and its consumer is told once (a notification and a mail), however often it becomes overdue again. Run every
// hour (the day turns in the Netherlands, not in UTC) by every app node: rows are taken with FOR UPDATE SKIP LOCKED,
// so each invoice is marked and each consumer told by one node only. A round is one transaction: an invoice is
// never left marked without its consumer told (or told without being marked) by a node that stopped halfway.
import { invoiceSourcesOf } from '@shared/invoices/status';
import { dutchDate } from '@shared/invoices/terms';
import type { ProjectType } from '@shared/projects/types';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { startLoop, type Worker } from '../../mail/outbox';
import { tellAbout } from '../projects/notices';
import { INVOICE_NOTICES } from './notices';
import { paymentRouteOf } from './parties';
import { type NameParts, partyOf } from './status-changes';

const HOUR = 60 * 60_000;
/** Consumers told per transaction. */
const BATCH = 100;
/** A payment started this recently is still on its way: its invoice waits for it instead of turning overdue. */
const PAYMENT_UNDER_WAY = '1 day';

type Ctx = Pick<AppContext, 'db' | 'config' | 'log'>;

/** The statuses the model lets the job mark overdue (sent, and awaiting a payment). */
const MARKABLE = sql.join(
  invoiceSourcesOf('mark_overdue').map((s) => sql`${s}`),
  sql`, `,
);

/**
 * Sent (or long-stuck awaiting) invoices past their term → overdue, each with its audit entry, in the round's
 * transaction. The number marked.
 */
async function markPastDue(tx: DbOrTx, today: string): Promise<number> {
  const rows = await selectRows<{ id: string; status: string }>(
    tx,
    sql`with due as (
          select i.id, i.status from invoices i
          where i.status in (${MARKABLE}) and i.credit_note_of is null and i.credited_at is null
            and i.due_date < ${today}
            and (i.status = 'sent' or not exists (
              select 1 from payments p where p.invoice_id = i.id and p.status in ('open', 'pending')
                and p.created_at > now() - ${PAYMENT_UNDER_WAY}::interval))
          for update of i skip locked)
        update invoices set status = 'overdue' from due where invoices.id = due.id
        returning invoices.id, due.status`,
  );
  if (rows.length > 0) {
    // One statement for the batch; the same entry writeAudit would write for each (source: the job).
    await tx.execute(sql`insert into audit_log (action, entity_type, entity_id, details, before, after)
        select 'invoice.overdue', 'invoice', x.id, jsonb_build_object('from', x.status, 'source', 'job'),
          jsonb_build_object('status', x.status), '{"status":"overdue"}'::jsonb
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(id text, status text)`);
  }
  return rows.length;
}

interface OverdueRow {
  id: string;
  invoiceNumber: string;
  totalAmount: number;
  dueDate: string;
  projectId: string;
  projectRef: string;
  projectType: ProjectType;
  projectTitle: string;
  consumerId: string | null;
  consumerFirstName: string | null;
  consumerName: NameParts;
  consumerEmail: string | null;
  consumerDeleted: boolean | null;
}

/** Tells the consumers of overdue invoices not told yet, a batch at a time, in the round's transaction. */
async function tellConsumers(tx: DbOrTx, ctx: Ctx): Promise<number> {
  let told = 0;
  for (;;) {
    const rows = await selectRows<OverdueRow>(
      tx,
      sql`select i.id, i.invoice_number as "invoiceNumber", i.total_amount as "totalAmount",
              i.due_date as "dueDate", p.id as "projectId", p.project_ref as "projectRef",
              p.type as "projectType", p.title as "projectTitle", c.id as "consumerId",
              c.first_name as "consumerFirstName", c.email as "consumerEmail",
              json_build_object('lastName', c.last_name, 'aanhef', c.aanhef, 'initialen', c.initialen,
                'tussenvoegsel', c.tussenvoegsel) as "consumerName",
              c.deleted_at is not null as "consumerDeleted"
            from invoices i
            join projects p on p.id = i.project_id
            left join users c on c.id = i.consumer_id
            where i.status = 'overdue' and i.overdue_notified_at is null
            order by i.due_date limit ${BATCH}
            for update of i skip locked`,
    );
    for (const row of rows) {
      await tx.execute(sql`update invoices set overdue_notified_at = now() where id = ${row.id}`);
      const project = {
        id: row.projectId,
        projectRef: row.projectRef,
        type: row.projectType,
        title: row.projectTitle,
      };
      const consumer = partyOf(
        row.consumerId,
        row.consumerFirstName,
        row.consumerEmail,
        row.consumerDeleted,
        row.consumerName,
      );
      await tellAbout(
        tx,
        ctx,
        consumer,
        project,
        INVOICE_NOTICES.overdueToConsumer({ ...row, project }, paymentRouteOf(ctx.config, row.projectRef)),
      );
      await writeAudit(tx, {
        actorId: null,
        source: 'job',
        action: 'invoice.overdue_notice',
        entityType: 'invoice',
        entityId: row.id,
        details: { told: consumer !== null && !consumer.deleted },
      });
    }
    told += rows.length;
    if (rows.length < BATCH) return told;
  }
}

/** One round of the job: what is past due is marked, and whoever is owed a reminder gets one. */
export async function runOverdueInvoices(
  ctx: Ctx,
  now: Date = new Date(),
): Promise<{ marked: number; told: number }> {
  const { marked, told } = await ctx.db.transaction(async (tx) => {
    const marked = await markPastDue(tx, dutchDate(now));
    return { marked, told: await tellConsumers(tx, ctx) };
  });
  if (marked > 0 || told > 0) ctx.log.info({ marked, told }, 'overdue invoices');
  return { marked, told };
}

/** Every hour, and once half a minute after start, so that nodes restarted more often than hourly run it too. */
export function startOverdueInvoicesLoop(ctx: AppContext): Worker {
  return startLoop('overdue invoices', HOUR, () => runOverdueInvoices(ctx), ctx.log, 30_000);
}
