// SQL text of the invoices that other modules read with their own statements: the project lists and the project
// page carry the project's live invoice in short (for the pay button), and completing a project or an
// invoice step asks whether that invoice exists.
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';

/**
 * A project's live invoice: not a credit note, not one a credit note cancelled. The condition is the unique
 * index invoices_project_key's own, so at most one row joins, found through that index.
 */
const LIVE_INVOICE = 'inv.credit_note_of is null and inv.credited_at is null';

export const INVOICE_SUMMARY_JOIN = `left join invoices inv on inv.project_id = p.id and ${LIVE_INVOICE}`;
export const INVOICE_SUMMARY_COLUMNS = `inv.id as "invoiceId", inv.invoice_number as "invoiceNumber",
  inv.status as "invoiceStatus", inv.paid_at as "invoicePaidAt", inv.total_amount as "invoiceTotal"`;

export interface LiveInvoice {
  id: string;
  invoiceNumber: string;
  subtotalExBtw: number;
  totalBtw: number;
  totalAmount: number;
  issueDate: string;
}

/** The project's live invoice, read in the caller's transaction; undefined while there is none. */
export async function liveInvoiceOf(tx: DbOrTx, projectId: string): Promise<LiveInvoice | undefined> {
  const [row] = await selectRows<LiveInvoice>(
    tx,
    sql`select inv.id, inv.invoice_number as "invoiceNumber", inv.subtotal_ex_btw as "subtotalExBtw",
          inv.total_btw as "totalBtw", inv.total_amount as "totalAmount", inv.issue_date as "issueDate"
        from invoices inv
        where inv.project_id = ${projectId} and ${sql.raw(LIVE_INVOICE)}`,
  );
  return row;
}

/**
 * What a completed invoice step records of its invoice: the number and the figures under the spec's field names
 * (the seller's agent's step 7: factuurBedragExBtw, factuurBtw, factuurTotaal in cents, factuurDatum).
 */
export const invoiceStepFigures = (invoice: LiveInvoice) => ({
  factuurNummer: invoice.invoiceNumber,
  factuurBedragExBtw: invoice.subtotalExBtw,
  factuurBtw: invoice.totalBtw,
  factuurTotaal: invoice.totalAmount,
  factuurDatum: invoice.issueDate,
});

/**
 * What serving an invoice's stored PDF needs: its number, its file, whether it is a credit note, and the project's
 * parties for canSeeProject. A named prepared statement (docs/architecture.md, Rules: queries): a hot read.
 */
export const INVOICE_FILE_SQL = `select i.id, i.invoice_number as "invoiceNumber", i.pdf_stored_name as "pdfStoredName",
  i.credit_note_of is not null as "isCreditNote", p.consumer_id as "consumerId", p.professional_id as "professionalId"
from invoices i
join projects p on p.id = i.project_id
where i.id = $1::uuid`;

export interface InvoiceFileRow {
  id: string;
  invoiceNumber: string;
  pdfStoredName: string | null;
  isCreditNote: boolean;
  consumerId: string;
  professionalId: string | null;
}
