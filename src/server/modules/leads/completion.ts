// The one hook of the leads into a project's life (docs/decisions/0021): modules/projects calls it in the
// transaction that makes a project 'completed'. Kept apart from service.ts so that the projects module imports
// nothing more than this statement.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/**
 * The project's lead, if it has one still open, completes now and its fee is earned in this month. Conditional on
 * 'open', so a project completed again after a reopen earns nothing twice.
 */
export async function completeLeadOf(tx: DbOrTx, projectId: string): Promise<void> {
  await tx.execute(
    sql`update leads set status = 'completed', completed_at = now()
      where project_id = ${projectId} and status = 'open'`,
  );
}
