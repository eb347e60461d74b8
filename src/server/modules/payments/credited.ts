// Payments of credited invoices (docs/decisions/0016, the amendment on late payments). Crediting an invoice cancels
// its open payment at the provider, once the credit note has committed (never inside its transaction, and never at
// the cost of the credit note: a provider that is away only delays the cancel). What a cancel or a refund left
// undone, the repair loop finishes: every few minutes, on every node, it cancels the open payments of credited
// invoices (asking the provider also learns of a payment paid meanwhile, which is then refunded) and makes the
// refunds still to be made. Both are safe on many nodes: a cancel changes only an open payment, and a refund is
// claimed by one node at a time and made with its own idempotency key.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { startLoop, type Worker } from '../../mail/outbox';
import type { InvoiceCredited } from '../invoices/hooks';
import { providerOf } from './provider-call';
import { makeRefund, refundsToMake } from './refunds';
import { cancelAtProvider } from './service';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/** How often the repair loop runs. */
const REPAIR_EVERY_MS = 10 * 60_000;
/** Payments and refunds handled per round. */
const BATCH = 50;
/** A payment changed this recently may still be in a request's hands (being made, being canceled): left alone. */
const SETTLING = '1 minute';

/** The credited invoice's payments still open at the provider (made there: a claim has no provider id yet). */
async function openPaymentsOf(tx: DbOrTx, invoiceId: string): Promise<string[]> {
  const rows = await selectRows<{ providerPaymentId: string }>(
    tx,
    sql`select provider_payment_id as "providerPaymentId" from payments
        where invoice_id = ${invoiceId} and status in ('open', 'pending') and provider_payment_id is not null`,
  );
  return rows.map((r) => r.providerPaymentId);
}

/**
 * Subscribed to `invoiceHooks.credited`: the invoice's open payment is canceled at the provider after the credit
 * note has committed. A payment claimed but not yet made is canceled by the request making it (service.ts).
 */
export async function cancelPaymentsOfCredited(
  tx: DbOrTx,
  event: Pick<InvoiceCredited, 'invoiceId' | 'afterCommit'>,
): Promise<void> {
  const open = await openPaymentsOf(tx, event.invoiceId);
  if (open.length === 0) return;
  event.afterCommit(async (ctx) => {
    const provider = providerOf(ctx);
    if (!provider) return;
    for (const id of open) await cancelAtProvider({ ...ctx, provider }, id);
  });
}

/** One round of the repair loop: open payments of credited invoices canceled, refunds still to make made. */
export async function repairCreditedPayments(ctx: Ctx): Promise<{ canceled: number; refunds: number }> {
  const provider = providerOf(ctx);
  if (!provider) return { canceled: 0, refunds: 0 };
  const open = await selectRows<{ providerPaymentId: string }>(
    ctx.db,
    sql`select p.provider_payment_id as "providerPaymentId" from payments p
        join invoices i on i.id = p.invoice_id
        where p.status in ('open', 'pending') and p.provider_payment_id is not null
          and p.provider = ${provider.name} and i.credited_at is not null
          and p.updated_at < now() - ${SETTLING}::interval
        order by p.created_at limit ${BATCH}`,
  );
  let canceled = 0;
  for (const { providerPaymentId } of open) {
    if ((await cancelAtProvider({ ...ctx, provider }, providerPaymentId)) === 'canceled') canceled++;
  }
  let refunds = 0;
  for (const paymentId of await refundsToMake(ctx.db, BATCH)) {
    const status = await makeRefund({ ...ctx, provider }, paymentId);
    if (status && status !== 'requested') refunds++;
  }
  return { canceled, refunds };
}

export function startCreditedPaymentsLoop(ctx: Ctx): Worker {
  return startLoop('credited payments', REPAIR_EVERY_MS, () => repairCreditedPayments(ctx), ctx.log, 45_000);
}
