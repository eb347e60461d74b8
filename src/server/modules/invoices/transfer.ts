// 'Betaald per overschrijving': the collecting account can receive transfers (decision 0030), so an admin records an
// invoice paid when its amount arrived there. Paid now, method 'banktransfer', audit-logged with the admin, told as an
// online payment is; an online payment still open is canceled at the provider once this has committed (the payments
// module hears of it through `invoiceHooks.paidByTransfer`, as it does of a credit).
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { canMarkPaidByTransfer } from '@shared/invoices/status';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import type { AppContext } from '../../context';
import type { Actor } from '../../lib/actor';
import { auditActor } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { type AfterCommitContext, invoiceHooks } from './hooks';
import { invoiceRecordFor } from './reads';
import { lockInvoice, setPaidByTransfer } from './status-changes';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/**
 * POST /api/admin/invoices/{id}/paid-by-transfer (admin): 404 for an unknown invoice, 409 INVOICE_ALREADY_PAID when
 * paid, 409 INVOICE_NOT_PAYABLE for a draft, a credit note or a credited invoice. The invoice as it is now.
 */
export async function markPaidByTransfer(
  opts: Ctx & { actor: Actor; invoiceId: string; now?: Date },
): Promise<InvoiceRecord> {
  const afterCommit: Array<(ctx: AfterCommitContext) => Promise<void>> = [];
  await opts.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, opts.invoiceId);
    if (!invoice) throw notFound(INVOICE_MESSAGES.notFound);
    if (invoice.status === 'paid')
      throw conflict(INVOICE_MESSAGES.alreadyPaid).withCode('INVOICE_ALREADY_PAID');
    if (!canMarkPaidByTransfer(invoice))
      throw conflict(INVOICE_MESSAGES.notPayable).withCode('INVOICE_NOT_PAYABLE');
    await setPaidByTransfer(tx, opts, invoice, auditActor(opts.actor), opts.now ?? new Date());
    await invoiceHooks.paidByTransfer.run(tx, {
      invoiceId: invoice.id,
      actor: opts.actor,
      afterCommit: (work) => afterCommit.push(work),
    });
  });
  // The payment is recorded whatever happens here: a cancel that failed is logged and left to the provider's expiry.
  for (const work of afterCommit) {
    await work(opts).catch((err: unknown) =>
      opts.log.error({ err, invoiceId: opts.invoiceId }, 'work after a transfer was recorded failed'),
    );
  }
  return invoiceRecordFor({ ...opts, invoiceId: opts.invoiceId });
}
