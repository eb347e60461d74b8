// The invoice reads other modules use: completing a project or an invoice step asks whether the project's live
// invoice exists, and what the invoice step records of it.
import { sql } from 'drizzle-orm';
import { type DbOrTx, selectRows } from '../../db/client';
import { CURRENT_INVOICE, LIVE_INVOICE } from '../../db/live-invoice';

export interface LiveInvoice {
  id: string;
  invoiceNumber: string;
  subtotalExBtw: number;
  totalBtw: number;
  totalAmount: number;
  issueDate: string;
}

/**
 * The project's live invoice (sent, not credited), read in the caller's transaction; undefined while there is none,
 * also while it is still a draft: a project is invoiced once its invoice is sent.
 */
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

/** The project's invoice, a draft or sent, not credited: a project has one at a time. Its id and status. */
export async function currentInvoiceOf(
  tx: DbOrTx,
  projectId: string,
): Promise<{ id: string; status: string } | undefined> {
  const [row] = await selectRows<{ id: string; status: string }>(
    tx,
    sql`select inv.id, inv.status from invoices inv
        where inv.project_id = ${projectId} and ${sql.raw(CURRENT_INVOICE)}`,
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
  /** Null for a draft, which has no stored PDF. */
  invoiceNumber: string | null;
  pdfStoredName: string | null;
  isCreditNote: boolean;
  consumerId: string;
  professionalId: string | null;
}
