// The one hook of the leads into a project's life (docs/decisions/0021): modules/projects calls it in the
// transaction that makes a project 'completed'. Kept apart from service.ts so that the projects module imports
// nothing more than this statement.
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';

/**
 * The project's lead, if it has one still open, completes now and its fee is earned in this month, audit-logged
 * as money with the one who completed the project. Conditional on 'open', so a project completed again after a
 * reopen earns nothing twice.
 */
export async function completeLeadOf(tx: DbOrTx, projectId: string, actor: Actor): Promise<void> {
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
