// One row type and one mapper for invoices and credit notes alike: how a row is read (with its project, parties,
// the invoice a credit note cancels and the note that cancelled it), written, and given to the API.
import type { INVOICE_FEES } from '@shared/invoices/fees';
import type { InvoiceRecord } from '@shared/invoices/schemas';
import { isInvoicePayable } from '@shared/invoices/status';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { totalsOf } from '@shared/invoices/vat';
import { canSeeProject, mayWorkOnProject } from '@shared/projects/access';
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows, toIso, toIsoOrNull } from '../../db/client';
import { displayNameExpression } from '../../db/person-name';
import type { InvoiceParties, StoredInvoiceLine } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';

export interface InvoiceRow {
  id: string;
  /** Null while a draft. */
  invoiceNumber: string | null;
  projectUuid: string;
  projectRef: string;
  projectTitle: string;
  projectType: keyof typeof INVOICE_FEES;
  projectConsumerId: string;
  projectProfessionalId: string | null;
  consumerName: string | null;
  /** The invoice's own parties (null once an account is deleted), kept as they were when it was made. */
  professionalId: string | null;
  consumerId: string | null;
  status: InvoiceRecord['status'];
  lines: StoredInvoiceLine[];
  subtotalExBtw: number;
  totalBtw: number;
  totalAmount: number;
  issueDate: string;
  supplyDate: string;
  dueDate: string;
  sendCount: number;
  lastSentAt: Date | string | null;
  paidAt: Date | string | null;
  paymentMethod: string | null;
  creditNoteOfId: string | null;
  creditNoteOfNumber: string | null;
  creditedAt: Date | string | null;
  creditedById: string | null;
  creditedByNumber: string | null;
  pdfStoredName: string | null;
  parties: InvoiceParties | null;
  createdAt: Date | string;
}

/** An invoice that was sent: it has its number. */
export type SentInvoiceRow = InvoiceRow & { invoiceNumber: string };

/**
 * An invoice with its project and parties, the invoice a credit note cancels and the credit note that cancelled
 * it. The consumer's name is null once their account is deleted (the PDF keeps the name it was sent with).
 */
export const INVOICE_SELECT = sql`select i.id, i.invoice_number as "invoiceNumber", p.id as "projectUuid",
  p.project_ref as "projectRef", p.title as "projectTitle", p.type as "projectType",
  p.consumer_id as "projectConsumerId", p.professional_id as "projectProfessionalId",
  case when c.deleted_at is null then ${sql.raw(displayNameExpression('c'))} end as "consumerName",
  i.professional_id as "professionalId", i.consumer_id as "consumerId", i.status, i.lines, i.subtotal_ex_btw as "subtotalExBtw",
  i.total_btw as "totalBtw", i.total_amount as "totalAmount", i.issue_date as "issueDate",
  i.supply_date as "supplyDate", i.due_date as "dueDate",
  i.send_count as "sendCount", i.last_sent_at as "lastSentAt", i.paid_at as "paidAt",
  i.payment_method as "paymentMethod", i.credit_note_of as "creditNoteOfId",
  orig.invoice_number as "creditNoteOfNumber", i.credited_at as "creditedAt", cn.id as "creditedById",
  cn.invoice_number as "creditedByNumber", i.pdf_stored_name as "pdfStoredName", i.parties,
  i.created_at as "createdAt"
from invoices i
join projects p on p.id = i.project_id
left join users c on c.id = i.consumer_id
left join invoices orig on orig.id = i.credit_note_of
left join invoices cn on cn.credit_note_of = i.id`;

function apiLine(line: StoredInvoiceLine) {
  return {
    description: line.description,
    amountExBtw: line.amountExBtw,
    amount: line.amountExBtw,
    btwPercentage: line.btwPercentage,
    btwAmount: line.btwAmount,
    totalAmount: line.totalAmount,
  };
}

/** The API's invoice or credit note: its `projectId` is the project's reference, as everywhere in the API. */
export function toRecord(row: InvoiceRow): InvoiceRecord {
  const fees = row.lines.filter((l) => l.kind === 'fee');
  const isCreditNote = row.creditNoteOfId !== null;
  return {
    id: row.id,
    invoiceNumber: row.invoiceNumber,
    projectId: row.projectRef,
    projectUuid: row.projectUuid,
    projectTitle: row.projectTitle,
    consumerName: row.consumerName,
    kind: isCreditNote ? 'credit_note' : 'invoice',
    status: row.status,
    honorarium: fees.reduce((sum, l) => sum + l.amountExBtw, 0),
    feeLines: fees.map(apiLine),
    additionalCosts: row.lines.filter((l) => l.kind === 'extra').map(apiLine),
    btwByRate: totalsOf(row.lines).byRate,
    subtotalExBtw: row.subtotalExBtw,
    totalBtw: row.totalBtw,
    totalAmount: row.totalAmount,
    invoiceDate: row.issueDate,
    dueDate: row.dueDate,
    createdAt: toIso(row.createdAt),
    paidAt: toIsoOrNull(row.paidAt),
    paymentMethod: row.paymentMethod,
    lastSentAt: toIsoOrNull(row.lastSentAt),
    sendCount: row.sendCount,
    payable: isInvoicePayable({ status: row.status, isCreditNote, credited: row.creditedAt !== null }),
    creditNoteOf: row.creditNoteOfNumber,
    creditedBy:
      row.creditedById && row.creditedByNumber
        ? { id: row.creditedById, invoiceNumber: row.creditedByNumber }
        : null,
  };
}

const asParties = (row: InvoiceRow) => ({
  consumerId: row.projectConsumerId,
  professionalId: row.projectProfessionalId,
});

/**
 * An invoice the actor may see (or, with 'work', send and change): else 404, for unknown and other people's alike.
 * A draft is seen only by who works on the project: the consumer does not know of it until it is sent.
 */
export async function invoiceFor(
  db: DbOrTx,
  opts: { actor: Actor; invoiceId: string; may: 'see' | 'work'; lock?: boolean },
): Promise<InvoiceRow> {
  const [row] = await selectRows<InvoiceRow>(
    db,
    sql`${INVOICE_SELECT} where i.id = ${opts.invoiceId}${opts.lock ? sql` for update of i` : sql``}`,
  );
  const allowed =
    row &&
    (opts.may === 'work' || row.status === 'draft'
      ? mayWorkOnProject(opts.actor, asParties(row))
      : canSeeProject(opts.actor, asParties(row)));
  if (!row || !allowed) throw notFound(INVOICE_MESSAGES.notFound);
  return row;
}

/** An invoice's amounts in cents, as its audit entries record them. */
export const moneyOf = (t: { subtotalExBtw: number; totalBtw: number; totalAmount: number }) => ({
  subtotalExBtw: t.subtotalExBtw,
  totalBtw: t.totalBtw,
  totalAmount: t.totalAmount,
});

/** What a new invoice row holds; a credit note names the invoice it cancels and why. */
export interface NewInvoiceRow {
  invoiceNumber: string | null;
  project: { id: string; professionalId: string | null; consumerId: string | null };
  status: 'draft' | 'sent';
  lines: StoredInvoiceLine[];
  totals: { subtotalExBtw: number; totalBtw: number; totalAmount: number };
  issueDate: string;
  supplyDate: string;
  dueDate: string;
  sentAt: Date | null;
  pdfStoredName: string | null;
  parties: InvoiceParties | null;
  creditNote?: { of: string; reason: string };
}

/** Inserts an invoice or credit note; its id. */
export async function insertInvoiceRow(tx: DbOrTx, row: NewInvoiceRow): Promise<string> {
  const [inserted] = await selectRows<{ id: string }>(
    tx,
    sql`insert into invoices (invoice_number, project_id, professional_id, consumer_id, status, lines,
          subtotal_ex_btw, total_btw, total_amount, issue_date, supply_date, due_date, send_count,
          last_sent_at, pdf_stored_name, parties, credit_note_of, credit_reason)
        values (${row.invoiceNumber}, ${row.project.id}, ${row.project.professionalId}, ${row.project.consumerId},
          ${row.status}, ${JSON.stringify(row.lines)}::jsonb, ${row.totals.subtotalExBtw}, ${row.totals.totalBtw},
          ${row.totals.totalAmount}, ${row.issueDate}, ${row.supplyDate}, ${row.dueDate}, ${row.sentAt ? 1 : 0},
          ${row.sentAt ? row.sentAt.toISOString() : null}::timestamptz, ${row.pdfStoredName},
          ${row.parties ? JSON.stringify(row.parties) : null}::jsonb, ${row.creditNote?.of ?? null},
          ${row.creditNote?.reason ?? null})
        returning id`,
  );
  return inserted!.id;
}
