// Where an invoice's status changes (docs/decisions/0016, 0032), the one place it does, each change allowed by the
// one model in src/shared/invoices/status.ts: the draft is sent (→ sent, numbered), a payment starts (sent or overdue
// → pending_payment), is paid online or by a transfer an admin records (→ paid), ends without money
// (pending_payment → sent, or overdue once past the term), and the hourly job finds unpaid invoices past their term
// (→ overdue, overdue.ts, with the same model's sources). Each change is made on the invoice row held FOR UPDATE by
// the caller's transaction, is conditional on the statuses the model allows it from, and is audit-logged; a paid
// invoice never changes again and a draft is never paid. A change that finds the invoice already where it was going changes nothing and
// tells nobody, so duplicate and reordered provider reports move an invoice once and send one mail.
import {
  checkInvoiceTransition,
  INVOICE_TRANSITION_MESSAGES,
  type InvoiceEvent,
  type InvoiceStatus,
  invoiceSourcesOf,
  TRANSFER_PAYMENT_METHOD,
} from '@shared/invoices/status';
import { isPastDue } from '@shared/invoices/terms';
import type { ProjectType } from '@shared/projects/types';
import type { PersonName } from '@shared/users/salutation';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows } from '../../db/client';
import type { InvoiceParties } from '../../db/schema';
import { type AuditEntry, writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { notifyAdmins } from '../notifications/service';
import { tellAbout } from '../projects/notices';
import { INVOICE_NOTICES } from './notices';

/** An invoice as a payment change needs it: amounts, state, its project and both parties. */
export interface PayableInvoice {
  id: string;
  invoiceNumber: string;
  status: InvoiceStatus;
  totalAmount: number;
  issueDate: string;
  isCreditNote: boolean;
  credited: boolean;
  project: { id: string; projectRef: string; type: ProjectType; title: string };
  consumer: { id: string; firstName: string; email: string; deleted: boolean } | null;
  professional: { id: string; firstName: string; email: string; deleted: boolean } | null;
}

interface PayableRow {
  id: string;
  invoiceNumber: string;
  status: InvoiceStatus;
  totalAmount: number;
  issueDate: string;
  isCreditNote: boolean;
  credited: boolean;
  projectId: string;
  projectRef: string;
  projectType: ProjectType;
  projectTitle: string;
  consumerId: string | null;
  consumerFirstName: string | null;
  consumerEmail: string | null;
  consumerDeleted: boolean | null;
  professionalId: string | null;
  professionalFirstName: string | null;
  professionalName: NameParts;
  professionalEmail: string | null;
  professionalDeleted: boolean | null;
}

// Only sent invoices are read here (lockInvoice), so the number is there.
const PAYABLE_SELECT = sql`select i.id, i.invoice_number as "invoiceNumber", i.status,
  i.total_amount as "totalAmount", i.issue_date as "issueDate", i.credit_note_of is not null as "isCreditNote",
  i.credited_at is not null as "credited", p.id as "projectId", p.project_ref as "projectRef",
  p.type as "projectType", p.title as "projectTitle",
  c.id as "consumerId", c.first_name as "consumerFirstName", c.email as "consumerEmail",
  c.deleted_at is not null as "consumerDeleted",
  pro.id as "professionalId", pro.first_name as "professionalFirstName",
  json_build_object('lastName', pro.last_name, 'aanhef', pro.aanhef, 'initialen', pro.initialen,
    'tussenvoegsel', pro.tussenvoegsel) as "professionalName", pro.email as "professionalEmail",
  pro.deleted_at is not null as "professionalDeleted"
from invoices i
join projects p on p.id = i.project_id
left join users c on c.id = i.consumer_id
left join users pro on pro.id = i.professional_id`;

/** The name parts after the first name, as a row reads them (json_build_object of the user's columns). */
export type NameParts = Omit<PersonName, 'firstName'>;

/**
 * A party of a left-joined row: null when the account row is gone (then there is no one to tell). `name`: the
 * rest of the name, for the mail's formal salutation (decision 0023).
 */
export const partyOf = (
  id: string | null,
  firstName: string | null,
  email: string | null,
  deleted: boolean | null,
  name: NameParts = {},
) =>
  id && firstName !== null && email !== null
    ? { id, ...name, firstName, email, deleted: deleted === true }
    : null;

function toPayable(row: PayableRow): PayableInvoice {
  const party = partyOf;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    totalAmount: Number(row.totalAmount),
    issueDate: row.issueDate,
    isCreditNote: row.isCreditNote,
    credited: row.credited,
    project: {
      id: row.projectId,
      projectRef: row.projectRef,
      type: row.projectType,
      title: row.projectTitle,
    },
    consumer: party(row.consumerId, row.consumerFirstName, row.consumerEmail, row.consumerDeleted),
    professional: party(
      row.professionalId,
      row.professionalFirstName,
      row.professionalEmail,
      row.professionalDeleted,
      row.professionalName,
    ),
  };
}

/**
 * The invoice, held (FOR UPDATE) until the caller's transaction ends; undefined when there is none, and for a
 * draft: no payment concerns a draft, and its consumer must not learn of it (404 rather than 409).
 */
export async function lockInvoice(tx: DbOrTx, invoiceId: string): Promise<PayableInvoice | undefined> {
  const [row] = await selectRows<PayableRow>(
    tx,
    sql`${PAYABLE_SELECT} where i.id = ${invoiceId} and i.status <> 'draft' for update of i`,
  );
  return row ? toPayable(row) : undefined;
}

/**
 * Who changed the invoice, for the audit log: a person (auditActor: also whom an admin was viewing as), or the
 * provider's report (actorId null).
 */
export type ChangedBy = Pick<AuditEntry, 'actorId' | 'actingUserId' | 'actingRole' | 'ip'>;

/** The who-part of an entry: the person, else the payment provider whose report made the change. */
const changedBy = ({ actorId, actingUserId, actingRole, ip }: ChangedBy) =>
  actorId ? { actorId, actingUserId, actingRole, ip } : { actorId: null, source: 'provider' as const };

/**
 * Moves the invoice by `event` to `to`, if the model allows it from the status the row has now (the row, not the
 * caller's copy, decides: a duplicate report finds it moved already). False when it did not move.
 */
async function setStatus(
  tx: DbOrTx,
  invoice: Pick<PayableInvoice, 'id'>,
  event: InvoiceEvent,
  to: InvoiceStatus,
  set = sql``,
): Promise<boolean> {
  const from = invoiceSourcesOf(event).filter((s) => checkInvoiceTransition(event, s, to).ok);
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`update invoices set status = ${to}${set}
        where id = ${invoice.id} and status in (${sql.join(
          from.map((s) => sql`${s}`),
          sql`, `,
        )}) returning id`,
  );
  return rows.length > 0;
}

/** What sending a draft fixes: its number, dates, the PDF stored and the parties it printed. */
export interface SentDetails {
  invoiceNumber: string;
  issueDate: string;
  supplyDate: string;
  dueDate: string;
  sentAt: Date;
  pdfStoredName: string;
  parties: InvoiceParties;
}

/**
 * The draft is sent: it gets its number, dates and PDF, send 1 of 5. 409 INVOICE_NOT_DRAFT when it is no draft
 * (sent meanwhile: a second click or tab finds it sent and gives no second number, as the caller holds the row).
 */
export async function setSent(
  tx: DbOrTx,
  invoice: { id: string; status: InvoiceStatus; totalAmount: number },
  by: ChangedBy,
  sent: SentDetails,
): Promise<void> {
  const check = checkInvoiceTransition('send', invoice.status, 'sent');
  if (!check.ok) throw conflict(check.message).withCode('INVOICE_NOT_DRAFT');
  const changed = await setStatus(
    tx,
    invoice,
    'send',
    'sent',
    sql`, invoice_number = ${sent.invoiceNumber}, issue_date = ${sent.issueDate},
        supply_date = ${sent.supplyDate}, due_date = ${sent.dueDate}, send_count = 1,
        last_sent_at = ${sent.sentAt.toISOString()}::timestamptz, pdf_stored_name = ${sent.pdfStoredName},
        parties = ${JSON.stringify(sent.parties)}::jsonb`,
  );
  if (!changed) throw conflict(INVOICE_TRANSITION_MESSAGES.notDraft).withCode('INVOICE_NOT_DRAFT');
  await writeAudit(tx, {
    ...changedBy(by),
    action: 'invoice.send',
    entityType: 'invoice',
    entityId: invoice.id,
    details: { invoiceNumber: sent.invoiceNumber, totalAmount: invoice.totalAmount, sendCount: 1 },
    before: { status: invoice.status, invoiceNumber: null },
    after: { status: 'sent', invoiceNumber: sent.invoiceNumber },
  });
}

/** A payment was started: the invoice waits for it ('Wachtend op betaling'). */
export async function setAwaitingPayment(
  tx: DbOrTx,
  invoice: PayableInvoice,
  by: ChangedBy & { paymentId: string },
): Promise<boolean> {
  const changed = await setStatus(tx, invoice, 'start_payment', 'pending_payment');
  if (changed) {
    await writeAudit(tx, {
      ...changedBy(by),
      action: 'invoice.awaiting_payment',
      entityType: 'invoice',
      entityId: invoice.id,
      details: { from: invoice.status, paymentId: by.paymentId },
      before: { status: invoice.status },
      after: { status: 'pending_payment' },
    });
  }
  return changed;
}

/**
 * The provider reports the invoice paid: paid with the moment and the method. The professional is told (notice
 * and mail), the admins by a notification; the consumer paid it themselves and sees 'Betaald'. False when it was
 * paid already (a duplicate report): then nobody is told again.
 */
export async function setPaid(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  invoice: PayableInvoice,
  payment: { id: string; paidAt: string | null; method: string | null },
): Promise<boolean> {
  return recordPaid(tx, ctx, invoice, {
    paidAt: payment.paidAt ?? new Date().toISOString(),
    method: payment.method,
    action: 'invoice.paid',
    by: { actorId: null, source: 'provider' },
    details: { paymentId: payment.id },
  });
}

/**
 * An admin records that the invoice's amount reached the collecting account by transfer: paid now, method
 * 'banktransfer', told as an online payment is. False when it was paid already.
 */
export async function setPaidByTransfer(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  invoice: PayableInvoice,
  by: ChangedBy,
  paidAt: Date,
): Promise<boolean> {
  return recordPaid(tx, ctx, invoice, {
    paidAt: paidAt.toISOString(),
    method: TRANSFER_PAYMENT_METHOD,
    action: 'invoice.paid_by_transfer',
    by: changedBy(by),
    details: {},
  });
}

async function recordPaid(
  tx: DbOrTx,
  ctx: Pick<AppContext, 'config'>,
  invoice: PayableInvoice,
  paid: {
    paidAt: string;
    method: string | null;
    action: 'invoice.paid' | 'invoice.paid_by_transfer';
    by: ReturnType<typeof changedBy>;
    details: Record<string, unknown>;
  },
): Promise<boolean> {
  const { paidAt } = paid;
  const changed = await setStatus(
    tx,
    invoice,
    'paid',
    'paid',
    sql`, paid_at = ${paidAt}::timestamptz, payment_method = ${paid.method}`,
  );
  if (!changed) return false;
  await writeAudit(tx, {
    ...paid.by,
    action: paid.action,
    entityType: 'invoice',
    entityId: invoice.id,
    details: {
      from: invoice.status,
      ...paid.details,
      amount: invoice.totalAmount,
      method: paid.method,
      paidAt,
      ...(invoice.credited ? { credited: true } : {}),
    },
    before: { status: invoice.status },
    after: { status: 'paid', amount: invoice.totalAmount, paidAt },
  });
  await tellAbout(
    tx,
    ctx,
    invoice.professional,
    invoice.project,
    INVOICE_NOTICES.paidToProfessional(invoice),
  );
  const toAdmins = INVOICE_NOTICES.paidToAdmins(invoice);
  await notifyAdmins(tx, { ...toAdmins, linkUrl: `/project/${invoice.project.id}` });
  return true;
}

/**
 * A payment ended without money (failed, canceled, expired): the invoice can be paid again, as 'Verzonden', or
 * 'Achterstallig' once past its term. Only an invoice that was waiting for a payment changes.
 */
export async function setPayableAgain(
  tx: DbOrTx,
  invoice: PayableInvoice,
  by: ChangedBy & { paymentId: string; paymentStatus: string; now?: Date },
): Promise<boolean> {
  const to: InvoiceStatus = isPastDue(invoice.issueDate, by.now ?? new Date()) ? 'overdue' : 'sent';
  const changed = await setStatus(tx, invoice, 'payment_ended', to);
  if (changed) {
    await writeAudit(tx, {
      ...changedBy(by),
      action: 'invoice.payable_again',
      entityType: 'invoice',
      entityId: invoice.id,
      details: { to, paymentId: by.paymentId, paymentStatus: by.paymentStatus },
      before: { status: 'pending_payment' },
      after: { status: to },
    });
  }
  return changed;
}
