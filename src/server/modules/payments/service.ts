// Online payment of invoices (docs/decisions/0016). The consumer starts a payment at the provider
// (Mollie, or the built-in test checkout) for exactly the invoice's total; the provider's report (its webhook, or
// our question after the consumer returns) moves the invoice. Nothing a client or a webhook body says is believed
// beyond a payment id: the state always comes from asking the provider, and it must name our invoice and our amount.
//
// No network call runs inside a database transaction: a payment is first claimed (a row without a provider id, in
// a short transaction that holds the invoice), then made at the provider, then recorded. The claim and the partial
// unique index (one open or pending payment per invoice) make 20 clicks on 'Betalen' one payment: the other
// clicks wait for the claim and are handed the same checkout.
import type { PaymentStatusResponse } from '@shared/invoices/schemas';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { isFinalPaymentStatus, type PaymentStatus } from '@shared/payments/status';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows, toIso } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict, notFound, unavailable } from '../../lib/errors';
import { type PaymentInfo, PaymentNotFoundError, type PaymentProvider } from '../../payments/provider';
import { invoiceRecordFor } from '../invoices/service';
import {
  lockInvoice,
  type PayableInvoice,
  setAwaitingPayment,
  setPaid,
  setPayableAgain,
} from '../invoices/status-changes';
import { askProvider } from './provider-call';
import { makeRefund, paidOtherwise, recordLatePayment } from './refunds';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;
/** The configured provider; null when online payment is off (a public address without MOLLIE_API_KEY). */
type WithProvider = { provider: PaymentProvider | null };

/** A claim older than this belongs to a request that died before it recorded its payment. */
const CLAIM_STALE_MS = 60_000;
/** How long a click waits for another click's payment to be made. */
const CLAIM_WAIT_MS = 20_000;
/**
 * An open payment younger than this is handed out again without asking the provider first: enough for the clicks
 * of one impatient moment, short enough that a checkout abandoned and failed is asked about before it is reused.
 */
const FRESH_PAYMENT_MS = 10_000;

interface PaymentRow {
  id: string;
  invoiceId: string;
  provider: 'mollie' | 'test';
  providerPaymentId: string | null;
  status: PaymentStatus;
  amountCents: number;
  checkoutUrl: string | null;
  method: string | null;
  paidAt: Date | string | null;
  createdAt: Date | string;
}

const PAYMENT_COLUMNS = sql`id, invoice_id as "invoiceId", provider, provider_payment_id as "providerPaymentId",
  status, amount_cents as "amountCents", checkout_url as "checkoutUrl", method, paid_at as "paidAt",
  created_at as "createdAt"`;

const ageOf = (row: Pick<PaymentRow, 'createdAt'>) => Date.now() - new Date(row.createdAt).getTime();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Where the consumer lands after the checkout, paid or not (the project page with the query). */
export const paymentRedirectUrl = (appUrl: string, projectId: string, invoiceId: string) =>
  `${appUrl}/project/${projectId}?payment=success&invoice=${invoiceId}`;
export const paymentWebhookUrl = (appUrl: string) => `${appUrl}/api/payments/webhook`;

function requireProvider(provider: PaymentProvider | null): PaymentProvider {
  if (!provider) throw unavailable(INVOICE_MESSAGES.paymentsOff, 3600);
  return provider;
}

/** The invoice of the signed-in consumer's own project, held for the transaction; 404 for anyone else. */
async function lockOwnInvoice(tx: DbOrTx, actor: Actor, invoiceId: string): Promise<PayableInvoice> {
  const invoice = await lockInvoice(tx, invoiceId);
  if (!invoice || actor.role !== 'consumer' || invoice.consumer?.id !== actor.id)
    throw notFound(INVOICE_MESSAGES.notFound);
  return invoice;
}

const alreadyPaid = () => conflict(INVOICE_MESSAGES.alreadyPaid).withCode('INVOICE_ALREADY_PAID');
const creditedNotPayable = () =>
  conflict(INVOICE_MESSAGES.creditedNotPayable).withCode('INVOICE_NOT_PAYABLE');
const paymentInProgress = () => conflict(INVOICE_MESSAGES.paymentInProgress).withCode('PAYMENT_IN_PROGRESS');

/** 409 for what cannot be paid: paid already, credited (its replacement is the one to pay), a credit note, unsent. */
function refuseUnpayable(invoice: PayableInvoice): void {
  if (invoice.status === 'paid') throw alreadyPaid();
  if (invoice.credited) throw creditedNotPayable();
  if (invoice.isCreditNote || !['sent', 'pending_payment', 'overdue'].includes(invoice.status))
    throw conflict(INVOICE_MESSAGES.notPayable).withCode('INVOICE_NOT_PAYABLE');
}

type Claim = { kind: 'reuse'; payment: PaymentRow } | { kind: 'claimed'; claimId: string } | { kind: 'wait' };

/** In one short transaction on the held invoice: its open payment to hand out again, or a new claim, or wait. */
async function claimPayment(opts: Ctx & { actor: Actor; invoiceId: string; provider: PaymentProvider }) {
  return opts.db.transaction(async (tx): Promise<{ claim: Claim; invoice: PayableInvoice }> => {
    const invoice = await lockOwnInvoice(tx, opts.actor, opts.invoiceId);
    refuseUnpayable(invoice);
    const [open] = await selectRows<PaymentRow>(
      tx,
      sql`select ${PAYMENT_COLUMNS} from payments
          where invoice_id = ${invoice.id} and status in ('open', 'pending')`,
    );
    if (open?.providerPaymentId && open.checkoutUrl)
      return { claim: { kind: 'reuse', payment: open }, invoice };
    if (open && ageOf(open) < CLAIM_STALE_MS) return { claim: { kind: 'wait' }, invoice };
    if (open)
      await tx.execute(sql`delete from payments where id = ${open.id} and provider_payment_id is null`);
    const [claim] = await selectRows<{ id: string }>(
      tx,
      sql`insert into payments (invoice_id, provider, status, amount_cents)
          values (${invoice.id}, ${opts.provider.name}, 'open', ${invoice.totalAmount}) returning id`,
    );
    return { claim: { kind: 'claimed', claimId: claim!.id }, invoice };
  });
}

/**
 * POST /api/invoices/{id}/create-payment: a payment at the provider for exactly the invoice's total, for the
 * project's consumer (404 for anyone else), only while the invoice is unpaid and sent (409 otherwise). An open
 * payment of the invoice is handed out again (after asking the provider whether it is still open), so there is at
 * most one open payment per invoice. 503 when online payment is off or the provider is away.
 */
export async function startPayment(
  opts: Ctx & WithProvider & { actor: Actor; invoiceId: string },
): Promise<{ paymentUrl: string; paymentId: string }> {
  const provider = requireProvider(opts.provider);
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const { claim, invoice } = await claimPayment({ ...opts, provider });
    if (claim.kind === 'reuse') {
      const { payment } = claim;
      const current =
        ageOf(payment) < FRESH_PAYMENT_MS
          ? payment.status
          : (await syncPayment({ ...opts, providerPaymentId: payment.providerPaymentId! })).status;
      if (current === 'open')
        return { paymentUrl: payment.checkoutUrl!, paymentId: payment.providerPaymentId! };
      if (current === 'pending') throw paymentInProgress();
      if (current === 'paid') throw alreadyPaid();
      // It ended at the provider without our hearing of it: the sync recorded that; make a new one.
      continue;
    }
    if (claim.kind === 'wait') {
      if (Date.now() > deadline) throw paymentInProgress();
      await sleep(200);
      continue;
    }
    return makePayment({ ...opts, provider, invoice, claimId: claim.claimId });
  }
}

/** The claimed payment, made at the provider and recorded; the claim is given up if the provider refuses. */
async function makePayment(
  opts: Ctx & { provider: PaymentProvider; actor: Actor; invoice: PayableInvoice; claimId: string },
): Promise<{ paymentUrl: string; paymentId: string }> {
  const { provider, invoice, actor, config } = opts;
  let created: Awaited<ReturnType<PaymentProvider['createPayment']>>;
  try {
    created = await askProvider(() =>
      provider.createPayment({
        amountCents: invoice.totalAmount,
        description: `Factuur ${invoice.invoiceNumber}`,
        redirectUrl: paymentRedirectUrl(config.appUrl, invoice.project.id, invoice.id),
        webhookUrl: paymentWebhookUrl(config.appUrl),
        metadata: { invoiceId: invoice.id },
      }),
    );
  } catch (err) {
    await opts.db.execute(
      sql`delete from payments where id = ${opts.claimId} and provider_payment_id is null`,
    );
    opts.log.error({ err, invoiceId: invoice.id, provider: provider.name }, 'payment could not be created');
    throw unavailable(INVOICE_MESSAGES.providerUnavailable);
  }
  const credited = await opts.db.transaction(async (tx) => {
    const held = (await lockInvoice(tx, invoice.id))!;
    await tx.execute(sql`update payments set provider_payment_id = ${created.id}, checkout_url = ${created.checkoutUrl},
        status = ${created.status}, updated_at = now() where id = ${opts.claimId}`);
    // Credited while the provider was making the payment: it is recorded (so a payment that still arrives is
    // refunded), but not handed out; it is canceled below, once this transaction has committed.
    if (held.credited) return true;
    const by = auditActor(actor);
    await setAwaitingPayment(tx, held, { ...by, paymentId: created.id });
    await writeAudit(tx, {
      ...by,
      action: 'payment.create',
      entityType: 'invoice',
      entityId: invoice.id,
      details: { paymentId: created.id, provider: provider.name, amount: invoice.totalAmount },
      after: { paymentId: created.id, status: created.status, amount: invoice.totalAmount },
    });
    return false;
  });
  if (credited) {
    await cancelAtProvider({ ...opts, provider }, created.id);
    throw creditedNotPayable();
  }
  return { paymentUrl: created.checkoutUrl, paymentId: created.id };
}

export type SyncOutcome =
  /** No payment of ours has this id: nothing to do (a made-up id, or another shop's). */
  | { result: 'unknown'; status: null }
  /** The provider's report does not match what we asked for (invoice or amount): refused and logged. */
  | { result: 'refused'; status: null }
  | { result: 'unchanged' | 'changed'; status: PaymentStatus };

function mismatchOf(row: PaymentRow, info: PaymentInfo): Record<string, unknown> | null {
  const problems: Record<string, unknown> = {};
  if (info.metadata?.invoiceId !== row.invoiceId) problems.invoiceId = info.metadata?.invoiceId ?? null;
  if (info.amountCents !== row.amountCents) problems.amountCents = info.amountCents;
  if (info.currency !== 'EUR') problems.currency = info.currency;
  return Object.keys(problems).length > 0 ? problems : null;
}

/**
 * What the provider says of one payment, applied (the webhook, the test checkout's outcome, the consumer asking
 * after returning): the payment's row takes the provider's status, and the invoice moves with it, paid or payable
 * again. Run as often as the provider likes: the changes are made on the held invoice and conditional on where it
 * stands, so a duplicate or late report changes nothing and tells nobody. 503 when the provider is away (Mollie then
 * reports again later).
 */
export async function syncPayment(
  opts: Ctx & WithProvider & { providerPaymentId: string },
): Promise<SyncOutcome> {
  const [row] = await selectRows<PaymentRow>(
    opts.db,
    sql`select ${PAYMENT_COLUMNS} from payments where provider_payment_id = ${opts.providerPaymentId}`,
  );
  if (!row) return { result: 'unknown', status: null };
  const provider = opts.provider;
  if (!provider || provider.name !== row.provider) {
    // Made with a provider this app no longer uses (payments switched off, or from test to Mollie): nobody to ask.
    opts.log.warn(
      { paymentId: row.providerPaymentId, provider: row.provider },
      'payment of another provider',
    );
    return { result: 'unchanged', status: row.status };
  }
  let info: PaymentInfo;
  try {
    info = await askProvider(() => provider.getPayment(opts.providerPaymentId));
  } catch (err) {
    if (err instanceof PaymentNotFoundError) {
      opts.log.warn({ paymentId: opts.providerPaymentId }, 'payment unknown to its provider');
      return { result: 'unknown', status: null };
    }
    opts.log.error({ err, paymentId: opts.providerPaymentId }, 'payment provider could not be asked');
    throw unavailable(INVOICE_MESSAGES.providerUnavailable);
  }
  const mismatch = mismatchOf(row, info);
  if (mismatch) {
    opts.log.error(
      { paymentId: row.providerPaymentId, invoiceId: row.invoiceId, mismatch },
      'payment refused',
    );
    await writeAudit(opts.db, {
      actorId: null,
      source: 'provider',
      action: 'payment.mismatch',
      entityType: 'invoice',
      entityId: row.invoiceId,
      details: { paymentId: row.providerPaymentId, expected: row.amountCents, reported: mismatch },
    });
    return { result: 'refused', status: null };
  }
  const outcome = await applyReport(opts, row, info);
  // A paid payment may have a refund to make (its invoice was credited); made once, outside the transaction.
  if (outcome.status === 'paid') await makeRefund({ ...opts, provider }, row.id);
  return outcome;
}

/**
 * Cancels one payment at the provider where it still can be (an open one), then records what the provider says of
 * it, as a report would: canceled, or, if it was paid meanwhile, a payment to refund. Never throws for the
 * provider's sake: a provider that is away leaves the payment to the repair loop (credited.ts) and to the rule that a
 * late payment on a credited invoice is refunded.
 */
export async function cancelAtProvider(
  opts: Ctx & { provider: PaymentProvider },
  providerPaymentId: string,
): Promise<PaymentStatus | null> {
  try {
    await askProvider(() => opts.provider.cancelPayment(providerPaymentId));
    return (await syncPayment({ ...opts, providerPaymentId })).status;
  } catch (err) {
    opts.log.warn({ err, paymentId: providerPaymentId }, 'payment could not be canceled at the provider');
    return null;
  }
}

/** The provider's report on the held invoice and payment, in one transaction. */
async function applyReport(opts: Ctx, row: PaymentRow, info: PaymentInfo): Promise<SyncOutcome> {
  return opts.db.transaction(async (tx) => {
    const invoice = await lockInvoice(tx, row.invoiceId);
    const [payment] = await selectRows<PaymentRow>(
      tx,
      sql`select ${PAYMENT_COLUMNS} from payments where id = ${row.id} for update`,
    );
    if (!invoice || !payment) return { result: 'unknown', status: null };
    let changed = false;
    // A payment that has ended stays as it ended (a late 'open' report cannot reopen it).
    if (payment.status !== info.status && !isFinalPaymentStatus(payment.status)) {
      await tx.execute(sql`update payments set status = ${info.status}, method = ${info.method},
          paid_at = ${info.paidAt}::timestamptz, updated_at = now() where id = ${payment.id}`);
      await writeAudit(tx, {
        actorId: null,
        source: 'provider',
        action: 'payment.status',
        entityType: 'invoice',
        entityId: invoice.id,
        details: { paymentId: info.id, from: payment.status, to: info.status, method: info.method },
        before: { paymentId: info.id, status: payment.status, amount: payment.amountCents },
        after: { paymentId: info.id, status: info.status, amount: info.amountCents },
      });
      changed = true;
    }
    const status = isFinalPaymentStatus(payment.status) ? payment.status : info.status;
    if (status === 'paid' && invoice.credited && invoice.status !== 'paid') {
      // Paid after its invoice was credited: the invoice stays credited, the money goes back (refunds.ts).
      changed = (await recordLatePayment(tx, invoice, payment, info)) || changed;
    } else if (
      status === 'paid' &&
      invoice.status === 'paid' &&
      (await paidOtherwise(tx, invoice.id, payment.id))
    ) {
      // Paid already by a recorded transfer or another checkout: this money came twice and goes back.
      changed = (await recordLatePayment(tx, invoice, payment, info, 'paid_already')) || changed;
    } else if (status === 'paid') {
      changed = (await setPaid(tx, opts, invoice, info)) || changed;
    } else if (status === 'open' || status === 'pending') {
      changed = (await setAwaitingPayment(tx, invoice, { actorId: null, paymentId: info.id })) || changed;
    } else {
      const [other] = await selectRows<{ id: string }>(
        tx,
        sql`select id from payments where invoice_id = ${invoice.id} and id <> ${payment.id}
            and status in ('open', 'pending')`,
      );
      if (!other) {
        changed =
          (await setPayableAgain(tx, invoice, {
            actorId: null,
            paymentId: info.id,
            paymentStatus: status,
          })) || changed;
      }
    }
    return { result: changed ? 'changed' : 'unchanged', status };
  });
}

/**
 * GET /api/invoices/{id}/payment-status: the invoice and its latest payment, for who sees the invoice (404
 * otherwise). A payment that has not ended is asked after at the provider first, so a consumer returning from the
 * checkout learns the outcome even when no webhook can reach this portal (a trial on localhost). When the provider
 * cannot be asked, the last known state is answered.
 */
export async function paymentStatusOf(
  opts: Ctx & WithProvider & { actor: Actor; invoiceId: string },
): Promise<PaymentStatusResponse> {
  await invoiceRecordFor(opts); // 404 unless the actor sees it
  const latest = async () =>
    (
      await selectRows<PaymentRow>(
        opts.db,
        sql`select ${PAYMENT_COLUMNS} from payments where invoice_id = ${opts.invoiceId}
            and provider_payment_id is not null order by created_at desc limit 1`,
      )
    )[0];
  const before = await latest();
  if (before?.providerPaymentId && !isFinalPaymentStatus(before.status)) {
    await syncPayment({ ...opts, providerPaymentId: before.providerPaymentId }).catch((err: unknown) =>
      opts.log.warn({ err, invoiceId: opts.invoiceId }, 'payment status not refreshed'),
    );
  }
  const [invoice, payment] = await Promise.all([invoiceRecordFor(opts), latest()]);
  return {
    invoiceId: invoice.id,
    invoiceNumber: invoice.invoiceNumber,
    invoiceStatus: invoice.status,
    paid: invoice.status === 'paid',
    paidAt: invoice.paidAt,
    paymentMethod: invoice.paymentMethod,
    payable: invoice.payable,
    payment: payment
      ? {
          id: payment.providerPaymentId!,
          status: payment.status,
          method: payment.method,
          createdAt: toIso(payment.createdAt),
        }
      : null,
  };
}
