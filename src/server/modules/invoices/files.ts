// An invoice's PDF: rendered from its row (the final one when sent, a preview marked 'CONCEPT' of a draft), stored
// once when sent, and served from storage for download.
import { Readable } from 'node:stream';
import type { PaymentRoute } from '@shared/invoices/texts';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { canSeeProject } from '@shared/projects/access';
import type { AppContext } from '../../context';
import type { InvoiceParties, StoredInvoiceLine } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { renderInvoicePdf } from '../../pdf/invoice';
import type { FileStorage } from '../../storage/files';
import { INVOICE_FILE_SQL, type InvoiceFileRow } from './queries';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/**
 * Files a transaction stored (an invoice's PDF): removed again when the transaction fails, so a rolled-back invoice
 * leaves no PDF behind. `work` records each stored name in the list it is handed.
 */
export async function removingStoredOnFailure<T>(
  opts: { storage: FileStorage; log: Ctx['log'] },
  work: (stored: string[]) => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (err) {
    for (const name of stored)
      await opts.storage
        .remove(name)
        .catch((e) => opts.log.error({ err: e, name }, 'invoice pdf not removed'));
    throw err;
  }
}

/** A rendered PDF, stored; its name goes on the list of what to remove if the transaction fails. */
export async function storePdf(storage: FileStorage, pdf: Buffer, stored: string[]): Promise<string> {
  const staged = await storage.stage(Readable.from([pdf]));
  const name = await staged.commit('.pdf');
  stored.push(name);
  return name;
}

/**
 * An invoice's PDF as it is (or would be) sent: `number` null renders the draft's preview, every page marked
 * 'CONCEPT' and the number shown as that word, since a draft has none yet.
 */
export function renderInvoiceOf(view: {
  number: string | null;
  issueDate: string;
  supplyDate: string;
  parties: InvoiceParties;
  lines: readonly StoredInvoiceLine[];
  payment: PaymentRoute;
}): Promise<Buffer> {
  return renderInvoicePdf({
    kind: 'invoice',
    number: view.number ?? INVOICE_MESSAGES.concept,
    invoiceDate: view.issueDate,
    supplyDate: view.supplyDate,
    ...view.parties,
    lines: view.lines.map(({ kind: _kind, ...line }) => line),
    payment: view.payment,
    ...(view.number === null ? { draftMark: INVOICE_MESSAGES.concept } : {}),
  });
}

/**
 * The stored PDF of an invoice the actor may see (else 404), opened for streaming. A draft has none: who works on
 * the project is pointed to the preview (409), anyone else does not learn of the draft (404).
 */
export async function openInvoicePdf(
  opts: Ctx & { actor: Actor; invoiceId: string; storage: FileStorage },
): Promise<{ fileName: string; size: number; stream: Readable }> {
  const [row] = await opts.database.query<InvoiceFileRow>('invoice_file', INVOICE_FILE_SQL, [opts.invoiceId]);
  if (!row || !canSeeProject(opts.actor, row)) throw notFound(INVOICE_MESSAGES.notFound);
  if (row.invoiceNumber === null) throw notFound(INVOICE_MESSAGES.notFound);
  const file = row.pdfStoredName ? await opts.storage.open(row.pdfStoredName) : undefined;
  if (!file) {
    opts.log.error({ invoiceId: row.id }, 'invoice pdf missing');
    throw notFound(INVOICE_MESSAGES.notFound);
  }
  const label = row.isCreditNote ? INVOICE_MESSAGES.creditNote : 'Factuur';
  return { fileName: `${label} ${row.invoiceNumber}.pdf`, size: file.size, stream: file.stream };
}
