// What the leads do when a project's life changes (docs/decisions/0021, 0029, 0031): the project and invoice hooks
// run these in the transaction of the change. A lead's fee is a small ledger (lead_fee_entries): completing the
// project earns it (+fee); cancelling the project or crediting its invoice in full takes it back.
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { type AuditWho, auditActor, writeAudit } from '../../lib/audit';
import { type InvoiceCredited, invoiceHooks } from '../invoices/hooks';
import { type ProjectCancellation, type ProjectCompletion, projectHooks } from '../projects/hooks';

/** Subscribes the leads to the project and invoice hooks; buildApp calls it once (a second call changes nothing). */
export function subscribeLeads(): void {
  projectHooks.completed.subscribe(completeLeadOf);
  projectHooks.cancelled.subscribe(reverseOnCancel);
  invoiceHooks.credited.subscribe(reverseOnCredit);
}

const whoOf = (actor: Actor | null): AuditWho => (actor ? auditActor(actor) : { actorId: null, ip: null });

/**
 * The project's lead, if it has one still open, completes now and its fee is earned in this month (a +fee entry),
 * audit-logged as money with the one who completed the project. Conditional on 'open', so a project completed
 * again after a reopen earns nothing twice; one whose fee was taken back is open again and earns it anew.
 */
async function completeLeadOf(tx: DbOrTx, { project, actor }: ProjectCompletion): Promise<void> {
  const projectId = project.id;
  const [lead] = await selectRows<{ id: string; leadRef: string; professionalId: string; feeCents: number }>(
    tx,
    sql`update leads set status = 'completed', completed_at = now()
      where project_id = ${projectId} and status = 'open'
      returning id, lead_ref as "leadRef", professional_id as "professionalId", fee_cents as "feeCents"`,
  );
  if (!lead) return;
  await tx.execute(sql`insert into lead_fee_entries (lead_id, professional_id, kind, amount, occurred_at)
    values (${lead.id}, ${lead.professionalId}, 'earned', ${Number(lead.feeCents)}, now())`);
  await writeAudit(tx, {
    ...auditActor(actor),
    action: 'lead.complete',
    entityType: 'lead',
    entityId: lead.id,
    details: { leadId: lead.leadRef, projectId, professionalId: lead.professionalId },
    before: { status: 'open', feeCents: Number(lead.feeCents) },
    after: { status: 'completed', feeCents: Number(lead.feeCents) },
  });
}

async function reverseOnCancel(tx: DbOrTx, { projectId, actor }: ProjectCancellation): Promise<void> {
  await reverseLeadFee(tx, projectId, actor, 'project_cancelled');
}

async function reverseOnCredit(tx: DbOrTx, { invoiceId, actor }: InvoiceCredited): Promise<void> {
  const [invoice] = await selectRows<{ projectId: string }>(
    tx,
    sql`select project_id as "projectId" from invoices where id = ${invoiceId}`,
  );
  if (invoice) await reverseLeadFee(tx, invoice.projectId, actor, 'invoice_credited');
}

/**
 * Takes back the fee of the project's completed lead: an earned entry no payout holds yet is deleted (it was never
 * paid); what was paid out is taken back by a −fee 'reversed' entry, which the professional's next payout of its
 * month subtracts. The lead is open again, so completing the project later earns the fee anew. Audit-logged.
 */
async function reverseLeadFee(
  tx: DbOrTx,
  projectId: string,
  actor: Actor | null,
  reason: 'project_cancelled' | 'invoice_credited',
): Promise<void> {
  const [lead] = await selectRows<{
    id: string;
    leadRef: string;
    professionalId: string | null;
    feeCents: number;
  }>(
    tx,
    sql`select id, lead_ref as "leadRef", professional_id as "professionalId", fee_cents as "feeCents"
      from leads where project_id = ${projectId} and status = 'completed' for update`,
  );
  if (!lead) return;
  const deleted = await selectRows<{ id: string; amount: number }>(
    tx,
    sql`delete from lead_fee_entries e
      where e.lead_id = ${lead.id} and e.kind = 'earned'
        and not exists (select 1 from payout_items pi where pi.lead_fee_entry_id = e.id)
      returning id, amount`,
  );
  const [left] = await selectRows<{ net: number | string }>(
    tx,
    sql`select coalesce(sum(amount), 0)::int as net from lead_fee_entries where lead_id = ${lead.id}`,
  );
  const paidOut = Number(left?.net ?? 0);
  if (paidOut > 0)
    await tx.execute(sql`insert into lead_fee_entries (lead_id, professional_id, kind, amount, occurred_at)
      values (${lead.id}, ${lead.professionalId}, 'reversed', ${-paidOut}, now())`);
  await tx.execute(sql`update leads set status = 'open', completed_at = null where id = ${lead.id}`);
  await writeAudit(tx, {
    ...whoOf(actor),
    action: 'lead.fee_reverse',
    entityType: 'lead',
    entityId: lead.id,
    details: {
      leadId: lead.leadRef,
      projectId,
      professionalId: lead.professionalId,
      reason,
      removedUnpaid: deleted.reduce((sum, d) => sum + Number(d.amount), 0),
      reversedPaidOut: paidOut,
    },
    before: { status: 'completed', feeCents: Number(lead.feeCents) },
    after: { status: 'open', feeCents: Number(lead.feeCents) },
  });
}
