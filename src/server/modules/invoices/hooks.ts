// What the invoices ask of a project's life (docs/decisions/0029): the project hooks run these in the transaction
// of the change.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { hasInvoiceStep } from '@shared/workflows';
import type { DbOrTx } from '../../db/client';
import { conflict } from '../../lib/errors';
import { type ProjectCompletion, projectHooks } from '../projects/hooks';
import { liveInvoiceOf } from './queries';

/** Subscribes the invoices to the project hooks; buildApp calls it once (a second call changes nothing). */
export function subscribeInvoices(): void {
  projectHooks.completing.subscribe(refuseCompletionWithoutInvoice);
}

/**
 * A project whose workflow has an invoice step is finished only once it is invoiced: a credited invoice no longer
 * counts, and the generic workflow of an unknown type has no invoice step.
 */
async function refuseCompletionWithoutInvoice(tx: DbOrTx, { project }: ProjectCompletion): Promise<void> {
  if (hasInvoiceStep(project.type) && !(await liveInvoiceOf(tx, project.id)))
    throw conflict(INVOICE_MESSAGES.completeNeedsInvoice);
}
