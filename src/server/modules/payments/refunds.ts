// Money that reaches a credited invoice goes back (docs/decisions/0016, the amendment on late payments). A payment
// the provider reports paid after its invoice was credited never makes the invoice paid: in the report's own
// transaction it is recorded as a refund to make (payment_refunds, one per payment), audit-logged and told to every
// admin. The refund itself is asked of the provider after that transaction, by whoever claims it first (a short
// lease on the row), with the row's id as the idempotency key: the same report twice, two at once, or a retry after
// a lost answer make one refund. A refund the provider could not make stays 'requested' for the next report or the
// repair loop (credited.ts); after a few failures the admins are told to look at it themselves.
import { TRANSFER_PAYMENT_METHOD } from '@shared/invoices/status';
import type { PaymentRefundStatus } from '@shared/payments/status';
import type { ProjectType } from '@shared/projects/types';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { describeError } from '../../lib/errors';
import type { PaymentInfo, PaymentProvider } from '../../payments/provider';
import type { PayableInvoice } from '../invoices/status-changes';
import { notifyAdmins } from '../notifications/service';
import { projectPath } from '../projects/notices';
import { PAYMENT_NOTICES } from './notices';
import { askProvider } from './provider-call';

type Ctx = Pick<AppContext, 'db' | 'log'>;

/** How long one node may take over a refund before another may try it. */
const CLAIM_LEASE = '2 minutes';
/** After this many failed attempts the admins are told (once) to look at the refund themselves. */
export const REFUND_ATTEMPTS_BEFORE_TELLING = 3;

/**
 * Whether the held invoice was paid by something other than this payment: a bank transfer an admin recorded, or
 * another online payment that is kept (not itself being refunded). Then this payment is money received twice.
 */
export async function paidOtherwise(tx: DbOrTx, invoiceId: string, paymentRowId: string): Promise<boolean> {
  const [row] = await selectRows<{ yes: boolean }>(
    tx,
    sql`select exists (select 1 from invoices where id = ${invoiceId} and payment_method = ${TRANSFER_PAYMENT_METHOD})
        or exists (select 1 from payments p where p.invoice_id = ${invoiceId} and p.id <> ${paymentRowId}
          and p.status = 'paid' and not exists (select 1 from payment_refunds r where r.payment_id = p.id)) as yes`,
  );
  return row?.yes === true;
}

/**
 * In the provider report's transaction, on the held invoice: a paid payment of a credited invoice (or of one paid
 * already another way), recorded as a
 * refund to make, audit-logged and told to the admins. False when it was recorded already (a repeated report):
 * then nothing is written and nobody is told again.
 */
export async function recordLatePayment(
  tx: DbOrTx,
  invoice: PayableInvoice,
  payment: { id: string; amountCents: number },
  info: PaymentInfo,
  /** Why the money goes back: the invoice was credited, or it was paid already another way (twice paid). */
  reason: 'credited' | 'paid_already' = 'credited',
): Promise<boolean> {
  const [refund] = await selectRows<{ id: string }>(
    tx,
    sql`insert into payment_refunds (payment_id, invoice_id, amount_cents)
        values (${payment.id}, ${invoice.id}, ${payment.amountCents})
        on conflict (payment_id) do nothing returning id`,
  );
  if (!refund) return false;
  await writeAudit(tx, {
    actorId: null,
    source: 'provider',
    action: reason === 'credited' ? 'payment.paid_after_credit' : 'payment.paid_twice',
    entityType: 'invoice',
    entityId: invoice.id,
    details: {
      paymentId: info.id,
      amount: payment.amountCents,
      method: info.method,
      paidAt: info.paidAt,
      refund: 'requested',
    },
    before: { status: invoice.status, credited: invoice.credited },
    after: { status: invoice.status, credited: invoice.credited, receivedAmount: payment.amountCents },
  });
  await notifyAdmins(tx, {
    ...(reason === 'credited'
      ? PAYMENT_NOTICES.latePaymentToAdmins(invoice, payment.amountCents)
      : PAYMENT_NOTICES.paidTwiceToAdmins(invoice, payment.amountCents)),
    linkUrl: projectPath(invoice.project.id),
  });
  return true;
}

interface ClaimedRefund {
  id: string;
  amountCents: number;
  attempts: number;
  invoiceId: string;
  invoiceNumber: string;
  providerPaymentId: string;
  provider: 'mollie' | 'test';
  projectId: string;
  projectRef: string;
  projectType: ProjectType;
}

/** Takes the refund of this payment for this node, if it is still to be made and nobody else is at it. */
async function claimRefund(db: DbOrTx, paymentRowId: string): Promise<ClaimedRefund | undefined> {
  const [claimed] = await selectRows<ClaimedRefund>(
    db,
    sql`update payment_refunds r set claimed_until = now() + ${CLAIM_LEASE}::interval,
          attempts = r.attempts + 1, updated_at = now()
        from payments p, invoices i, projects pr
        where r.payment_id = ${paymentRowId} and p.id = r.payment_id and i.id = r.invoice_id
          and pr.id = i.project_id and r.status = 'requested'
          and (r.claimed_until is null or r.claimed_until < now())
        returning r.id, r.amount_cents as "amountCents", r.attempts, r.invoice_id as "invoiceId",
          i.invoice_number as "invoiceNumber", p.provider_payment_id as "providerPaymentId", p.provider,
          pr.id as "projectId", pr.project_ref as "projectRef", pr.type as "projectType"`,
  );
  return claimed;
}

/**
 * Makes the refund of this payment at the provider, if it is still to be made and no other request or node is at
 * it. A provider that refuses or is away leaves it to be tried again (logged; the admins are told after
 * REFUND_ATTEMPTS_BEFORE_TELLING failures). Never throws for the provider's sake.
 */
export async function makeRefund(
  opts: Ctx & { provider: PaymentProvider },
  paymentRowId: string,
): Promise<PaymentRefundStatus | null> {
  const claimed = await claimRefund(opts.db, paymentRowId);
  if (!claimed) return null;
  if (claimed.provider !== opts.provider.name) {
    // Made with a provider this app no longer uses: nobody to ask; an admin refunds it by hand.
    await releaseFailed(opts, claimed, `payment of provider ${claimed.provider}`);
    return 'requested';
  }
  try {
    const refund = await askProvider(() =>
      opts.provider.refundPayment(claimed.providerPaymentId, {
        amountCents: claimed.amountCents,
        description: `Terugbetaling factuur ${claimed.invoiceNumber} (gecrediteerd)`,
        idempotencyKey: claimed.id,
      }),
    );
    const { status } = refund;
    await opts.db.transaction(async (tx) => {
      await tx.execute(sql`update payment_refunds set status = ${status}, provider_refund_id = ${refund.id},
          claimed_until = null, last_error = null, updated_at = now() where id = ${claimed.id}`);
      await writeAudit(tx, {
        actorId: null,
        source: 'provider',
        action: 'payment.refund',
        entityType: 'invoice',
        entityId: claimed.invoiceId,
        details: {
          paymentId: claimed.providerPaymentId,
          refundId: refund.id,
          amount: refund.amountCents,
          status,
          attempts: claimed.attempts,
        },
        before: { refund: 'requested', amount: claimed.amountCents },
        after: { refund: status, amount: refund.amountCents },
      });
    });
    return status;
  } catch (err) {
    await releaseFailed(opts, claimed, describeError(err));
    return 'requested';
  }
}

/** The refund stays to be made; logged, and after a few failures the admins are told, once. */
async function releaseFailed(opts: Ctx, claimed: ClaimedRefund, reason: string): Promise<void> {
  opts.log.error(
    {
      paymentId: claimed.providerPaymentId,
      invoiceId: claimed.invoiceId,
      attempts: claimed.attempts,
      reason,
    },
    'refund of a payment on a credited invoice failed',
  );
  await opts.db.transaction(async (tx) => {
    await tx.execute(sql`update payment_refunds set claimed_until = null, last_error = ${reason}, updated_at = now()
        where id = ${claimed.id}`);
    if (claimed.attempts === REFUND_ATTEMPTS_BEFORE_TELLING) {
      const invoice = {
        invoiceNumber: claimed.invoiceNumber,
        project: { projectRef: claimed.projectRef, type: claimed.projectType },
      };
      await notifyAdmins(tx, {
        ...PAYMENT_NOTICES.refundFailedToAdmins(invoice, claimed.amountCents, claimed.attempts),
        linkUrl: projectPath(claimed.projectId),
      });
    }
  });
}

/** The payments (row ids) whose refund is still to be made, oldest first: the repair loop's work. */
export async function refundsToMake(db: DbOrTx, limit: number): Promise<string[]> {
  const rows = await selectRows<{ paymentId: string }>(
    db,
    sql`select payment_id as "paymentId" from payment_refunds where status = 'requested'
        order by created_at limit ${limit}`,
  );
  return rows.map((r) => r.paymentId);
}
