// What the leads do when a project's life changes (docs/decisions/0021, 0029): the project hooks run these in the
// transaction of the change.
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { auditActor, writeAudit } from '../../lib/audit';
import { type ProjectCompletion, projectHooks } from '../projects/hooks';

/** Subscribes the leads to the project hooks; buildApp calls it once (a second call changes nothing). */
export function subscribeLeads(): void {
  projectHooks.completed.subscribe(completeLeadOf);
}

/**
 * The project's lead, if it has one still open, completes now and its fee is earned in this month, audit-logged
 * as money with the one who completed the project. Conditional on 'open', so a project completed again after a
 * reopen earns nothing twice.
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
