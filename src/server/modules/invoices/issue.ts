// Making and sending the project's invoice (docs/decisions/0015, 0032). 'Factuur aanmaken' makes a draft
// ('Concept'): the project type's fee lines plus the extra costs, every amount computed here, no number yet and
// nothing mailed. Who works on the project edits its extra costs and previews its PDF (marked 'CONCEPT', rendered on
// the fly, never stored). 'Versturen' numbers it gaplessly, renders and stores the final PDF and mails it to the
// consumer, in one transaction on the held invoice, so two sends at once give one number. The automatic invoice
// steps make and send theirs in one go: no one is there to review them.
import { INVOICE_FEES } from '@shared/invoices/fees';
import { invoiceYear } from '@shared/invoices/number';
import type { AdditionalCostInput, InvoiceRecord } from '@shared/invoices/schemas';
import { canResendInvoice, checkInvoiceTransition } from '@shared/invoices/status';
import { dueDateOf, dutchDate } from '@shared/invoices/terms';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { priceLine, totalsOf } from '@shared/invoices/vat';
import type { ProjectType } from '@shared/projects/types';
import { hasInvoiceStep } from '@shared/workflows';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows, toIso } from '../../db/client';
import type { StoredInvoiceLine } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import type { FileStorage } from '../../storage/files';
import { type AccessibleProject, projectFor } from '../projects/access';
import { invoiceSupplyDate } from './client-address';
import { removingStoredOnFailure, renderInvoiceOf, storePdf } from './files';
import { invoiceMail } from './notices';
import { nextInvoiceNumber } from './numbering';
import { type CollectConfig, currentParties, invoicePageUrl, paymentRouteOf } from './parties';
import { currentInvoiceOf } from './queries';
import { type InvoiceRow, insertInvoiceRow, invoiceFor, moneyOf, toRecord } from './rows';
import { setSent } from './status-changes';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/** The invoice's lines: the project type's fee lines, then the extra costs, VAT worked out per line. */
function linesOf(type: ProjectType, additionalCosts: readonly AdditionalCostInput[]): StoredInvoiceLine[] {
  return [
    ...INVOICE_FEES[type].map((l) => ({ kind: 'fee' as const, ...priceLine(l) })),
    ...additionalCosts.map((l) => ({
      kind: 'extra' as const,
      ...priceLine({
        description: l.description,
        amountExBtw: l.amountExBtw,
        btwPercentage: l.btwPercentage,
      }),
    })),
  ];
}

/** What a project must be to be invoiced: a professional on it, not cancelled, a type with an invoice step. */
function refuseUninvoiceable(project: Pick<AccessibleProject, 'professionalId' | 'status' | 'type'>): void {
  if (!project.professionalId) throw conflict(INVOICE_MESSAGES.noProfessional);
  if (project.status === 'cancelled') throw conflict(INVOICE_MESSAGES.projectCancelled);
  if (!hasInvoiceStep(project.type)) throw conflict(INVOICE_MESSAGES.notInvoiceable);
}

const notDraft = () => conflict(INVOICE_MESSAGES.draftOnly).withCode('INVOICE_NOT_DRAFT');

/**
 * The project's draft invoice, made in the caller's transaction on the project it holds (FOR UPDATE). One invoice
 * per project, draft or sent (409 INVOICE_ALREADY_EXISTS); refused with a 409 naming what is missing when the
 * professional's profile lacks the company details an invoice must carry, so they learn it before they send.
 * Its dates are today's until it is sent, which sets them anew.
 */
export async function createDraft(
  tx: DbOrTx,
  opts: {
    actor: Actor;
    project: AccessibleProject;
    additionalCosts: readonly AdditionalCostInput[];
    now?: Date;
  },
): Promise<{ id: string }> {
  const { actor, project } = opts;
  refuseUninvoiceable(project);
  if (await currentInvoiceOf(tx, project.id))
    throw conflict(INVOICE_MESSAGES.alreadyExists).withCode('INVOICE_ALREADY_EXISTS');
  await currentParties(tx, project);
  const lines = linesOf(project.type, opts.additionalCosts);
  const totals = totalsOf(lines);
  const today = dutchDate(opts.now ?? new Date());
  const id = await insertInvoiceRow(tx, {
    invoiceNumber: null,
    project: { id: project.id, professionalId: project.professionalId, consumerId: project.consumerId },
    status: 'draft',
    lines,
    totals,
    issueDate: today,
    supplyDate: today,
    dueDate: dueDateOf(today),
    sentAt: null,
    pdfStoredName: null,
    parties: null,
  });
  await writeAudit(tx, {
    ...auditActor(actor),
    action: 'invoice.create',
    entityType: 'invoice',
    entityId: id,
    details: { projectId: project.id, totalAmount: totals.totalAmount },
    after: { status: 'draft', ...moneyOf(totals) },
  });
  return { id };
}

/** Mails the invoice (the first time, or as a reminder) to the project's consumer, unless their account is gone. */
async function mailInvoice(
  tx: DbOrTx,
  opts: Pick<AppContext, 'config'>,
  project: AccessibleProject,
  invoice: Parameters<typeof invoiceMail>[2] & { id: string },
  { reminder = false } = {},
): Promise<void> {
  if (project.consumer.deleted) return;
  const url = invoicePageUrl(opts.config.appUrl, project.projectRef);
  await enqueueMail(
    tx,
    project.consumer.email,
    invoiceMail(project.consumer, project, invoice, url, {
      resend: reminder,
      route: paymentRouteOf(opts.config, project.projectRef),
    }),
  );
}

/**
 * Sends the draft the caller's transaction holds (FOR UPDATE), on its project: the next number of the year, today's
 * dates, the parties as they are now, the final PDF rendered and stored, the consumer mailed (unless `mailWith` is
 * null: the demo seed), audit-logged. 409 INVOICE_NOT_DRAFT when it was sent already.
 */
export async function sendDraft(
  tx: DbOrTx,
  opts: {
    actor: Actor;
    invoice: Pick<InvoiceRow, 'id' | 'status' | 'lines' | 'totalAmount'>;
    project: AccessibleProject;
    storage: FileStorage;
    stored: string[];
    /** How the invoice is to be paid, as its PDF says (paymentRouteOf). */
    collect: CollectConfig;
    /** Where the mail's links point; null: not mailed (the demo seed, whose consumer's domain is not ours). */
    mailWith: Pick<AppContext, 'config'> | null;
    now?: Date;
  },
): Promise<{ id: string; invoiceNumber: string; sendCount: number; lastSentAt: string }> {
  const { invoice, project } = opts;
  if (!checkInvoiceTransition('send', invoice.status, 'sent').ok) throw notDraft();
  refuseUninvoiceable(project);
  const now = opts.now ?? new Date();
  const parties = await currentParties(tx, project);
  const issueDate = dutchDate(now);
  const dueDate = dueDateOf(issueDate);
  const supplyDate = await invoiceSupplyDate(tx, project.id, issueDate);
  const invoiceNumber = await nextInvoiceNumber(tx, invoiceYear(now));
  const pdf = await renderInvoiceOf({
    number: invoiceNumber,
    issueDate,
    supplyDate,
    parties,
    lines: invoice.lines,
    payment: paymentRouteOf(opts.collect, project.projectRef),
  });
  const pdfStoredName = await storePdf(opts.storage, pdf, opts.stored);
  await setSent(tx, invoice, auditActor(opts.actor), {
    invoiceNumber,
    issueDate,
    supplyDate,
    dueDate,
    sentAt: now,
    pdfStoredName,
    parties,
  });
  if (opts.mailWith) {
    await mailInvoice(tx, opts.mailWith, project, {
      id: invoice.id,
      invoiceNumber,
      totalAmount: invoice.totalAmount,
      dueDate,
      pdfStoredName,
      parties,
    });
  }
  return { id: invoice.id, invoiceNumber, sendCount: 1, lastSentAt: now.toISOString() };
}

/**
 * The project's invoice made and sent at once, in the caller's transaction on the project it holds: the automatic
 * invoice steps (workflows) and the demo seed, where no one reviews a draft.
 */
export async function issueInvoice(
  tx: DbOrTx,
  opts: Omit<Parameters<typeof sendDraft>[1], 'invoice'> & {
    additionalCosts: readonly AdditionalCostInput[];
  },
): Promise<{ id: string; invoiceNumber: string }> {
  const { id } = await createDraft(tx, opts);
  const invoice = await invoiceFor(tx, { actor: opts.actor, invoiceId: id, may: 'work', lock: true });
  const sent = await sendDraft(tx, { ...opts, invoice });
  return { id, invoiceNumber: sent.invoiceNumber };
}

/**
 * POST /api/invoices: the project's draft (createDraft), made by its assigned professional or an admin (404 for
 * anyone else), in one transaction on the held project. Nothing is numbered or mailed until it is sent.
 */
export async function createInvoice(
  opts: Ctx & { actor: Actor; idOrRef: string; additionalCosts: AdditionalCostInput[]; now?: Date },
): Promise<{ id: string; invoiceNumber: null; status: 'draft' }> {
  return opts.db.transaction(async (tx) => {
    const project = await projectFor({ ...opts, may: 'work', tx, lock: 'update' });
    const { id } = await createDraft(tx, { ...opts, project });
    return { id, invoiceNumber: null, status: 'draft' as const };
  });
}

/**
 * PATCH /api/invoices/{id}: the draft's extra costs replaced, totals computed anew, for who works on the project
 * (else 404); 409 INVOICE_NOT_DRAFT once sent (a sent invoice is corrected by a credit note). Audit-logged with
 * the amounts before and after.
 */
export async function updateDraft(
  opts: Ctx & { actor: Actor; invoiceId: string; additionalCosts: AdditionalCostInput[] },
): Promise<InvoiceRecord> {
  return opts.db.transaction(async (tx) => {
    const row = await invoiceFor(tx, {
      actor: opts.actor,
      invoiceId: opts.invoiceId,
      may: 'work',
      lock: true,
    });
    if (row.status !== 'draft') throw notDraft();
    const lines = linesOf(row.projectType, opts.additionalCosts);
    const totals = totalsOf(lines);
    await tx.execute(
      sql`update invoices set lines = ${JSON.stringify(lines)}::jsonb, subtotal_ex_btw = ${totals.subtotalExBtw},
            total_btw = ${totals.totalBtw}, total_amount = ${totals.totalAmount}
          where id = ${row.id}`,
    );
    await writeAudit(tx, {
      ...auditActor(opts.actor),
      action: 'invoice.update',
      entityType: 'invoice',
      entityId: row.id,
      details: { additionalCosts: opts.additionalCosts.length },
      before: moneyOf(row),
      after: moneyOf(totals),
    });
    return toRecord(await invoiceFor(tx, { actor: opts.actor, invoiceId: row.id, may: 'work' }));
  });
}

/**
 * GET /api/invoices/{id}/preview: the draft's PDF as it would be sent today, marked 'CONCEPT' and numbered with
 * that word, rendered now and neither stored nor mailed. For who works on the project (else 404); 409
 * INVOICE_NOT_DRAFT once sent (then the stored PDF is the one to see).
 */
export async function previewDraft(
  opts: Ctx & { actor: Actor; invoiceId: string; now?: Date },
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await invoiceFor(opts.db, { actor: opts.actor, invoiceId: opts.invoiceId, may: 'work' });
  if (row.status !== 'draft') throw notDraft();
  const project = await projectFor({ ...opts, idOrRef: row.projectUuid, may: 'work' });
  const parties = await currentParties(opts.db, project);
  const today = dutchDate(opts.now ?? new Date());
  const pdf = await renderInvoiceOf({
    number: null,
    issueDate: today,
    supplyDate: await invoiceSupplyDate(opts.db, project.id, today),
    parties,
    lines: row.lines,
    payment: paymentRouteOf(opts.config, project.projectRef),
  });
  return { fileName: `Conceptfactuur ${project.projectRef}.pdf`, pdf };
}

/**
 * POST /api/invoices/{id}/send ('Versturen'): sendDraft on the held invoice, for who works on the project (else
 * 404). The invoice row is locked first, so a second send waits and then finds it sent (409): one number.
 */
export async function sendInvoice(
  opts: Ctx & { actor: Actor; invoiceId: string; storage: FileStorage; now?: Date },
): Promise<{ id: string; invoiceNumber: string; sendCount: number; lastSentAt: string }> {
  return removingStoredOnFailure(opts, (stored) =>
    opts.db.transaction(async (tx) => {
      const invoice = await invoiceFor(tx, {
        actor: opts.actor,
        invoiceId: opts.invoiceId,
        may: 'work',
        lock: true,
      });
      if (invoice.status !== 'draft') throw notDraft();
      const project = await projectFor({ ...opts, idOrRef: invoice.projectUuid, may: 'work', tx });
      return sendDraft(tx, { ...opts, invoice, project, stored, collect: opts.config, mailWith: opts });
    }),
  );
}

/**
 * POST /api/invoices/{id}/resend: mails the sent invoice to the consumer again, for who works on the project (else
 * 404), at most 5 sends in all (409 after; a draft is sent with 'Versturen' first). The count and the moment are
 * kept with the audit entry.
 */
export async function resendInvoice(
  opts: Ctx & { actor: Actor; invoiceId: string; now?: Date },
): Promise<{ sendCount: number; lastSentAt: string }> {
  const { actor } = opts;
  const now = opts.now ?? new Date();
  return opts.db.transaction(async (tx) => {
    const row = await invoiceFor(tx, { actor, invoiceId: opts.invoiceId, may: 'work', lock: true });
    if (row.invoiceNumber === null) throw conflict(INVOICE_MESSAGES.notSentYet);
    if (!canResendInvoice(row.sendCount)) throw conflict(INVOICE_MESSAGES.sendLimitReached);
    const [updated] = await selectRows<{ sendCount: number; lastSentAt: Date | string }>(
      tx,
      sql`update invoices set send_count = send_count + 1, last_sent_at = ${now.toISOString()}::timestamptz
          where id = ${row.id} returning send_count as "sendCount", last_sent_at as "lastSentAt"`,
    );
    const project = await projectFor({ ...opts, idOrRef: row.projectUuid, may: 'work', tx });
    await mailInvoice(tx, opts, project, { ...row, invoiceNumber: row.invoiceNumber }, { reminder: true });
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'invoice.resend',
      entityType: 'invoice',
      entityId: row.id,
      details: { invoiceNumber: row.invoiceNumber, sendCount: updated!.sendCount },
    });
    return { sendCount: updated!.sendCount, lastSentAt: toIso(updated!.lastSentAt) };
  });
}
