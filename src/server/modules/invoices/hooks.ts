// The invoices and the hooks (docs/decisions/0029): what the invoices ask of a project's life (the project hooks run
// these in the transaction of the change), and what an invoice's life announces to the modules above it.
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { hasInvoiceStep } from '@shared/workflows';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { conflict } from '../../lib/errors';
import { createHook } from '../../lib/hooks';
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

/** What a subscriber may use in work that runs after the change has committed. */
export type AfterCommitContext = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

export interface InvoiceCredited {
  invoiceId: string;
  creditNoteId: string;
  /** The admin who credited it. */
  actor: Actor;
  /**
   * Work for after the credit note has committed: a call to the payment provider, which never runs inside a
   * transaction. It runs before the admin gets the answer; a failure is logged and leaves the credit note standing.
   */
  afterCommit(work: (ctx: AfterCommitContext) => Promise<void>): void;
}

/** An admin recorded the invoice paid by bank transfer: an online payment still open would pay it twice. */
export interface InvoicePaidByTransfer {
  invoiceId: string;
  /** The admin who recorded it. */
  actor: Actor;
  /** As InvoiceCredited's: work for after the change has committed (the provider call). */
  afterCommit(work: (ctx: AfterCommitContext) => Promise<void>): void;
}

export const invoiceHooks = {
  /** An invoice was credited in full (in the credit note's transaction): it can no longer be paid. */
  credited: createHook<InvoiceCredited>('invoice.credited'),
  /** An invoice was recorded paid by bank transfer (in that change's transaction): nothing is left to pay online. */
  paidByTransfer: createHook<InvoicePaidByTransfer>('invoice.paid_by_transfer'),
};
