// Credit notes (docs/decisions/0016): an issued invoice is never edited; an admin corrects one by crediting it in
// full. The credit note references the invoice, takes the next number of the year's sequence, carries the invoice's
// lines with every amount negated (VAT rounded as on the invoice, so the two add up to exactly nothing) and has its
// own PDF, printed with the parties the invoice was printed with. The invoice can then no longer be paid, and the
// project may be invoiced anew.
import { invoiceYear } from '@shared/invoices/number';
import { dutchDate } from '@shared/invoices/terms';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { creditLines, totalsOf } from '@shared/invoices/vat';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { StoredInvoiceLine } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { enqueueMail } from '../../mail/outbox';
import { renderInvoicePdf } from '../../pdf/invoice';
import type { FileStorage } from '../../storage/files';
import { projectFor } from '../projects/access';
import { removingStoredOnFailure, storePdf } from './files';
import { type AfterCommitContext, invoiceHooks } from './hooks';
import { creditNoteMail } from './notices';
import { nextInvoiceNumber } from './numbering';
import { currentParties, invoicePageUrl } from './parties';
import { insertInvoiceRow, invoiceFor, moneyOf } from './rows';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/**
 * POST /api/invoices/{id}/credit-note (admin): credits the invoice in full, with the reason printed on the note.
 * 409 for a credit note and for an invoice credited already; 404 for an unknown invoice. The consumer gets the
 * note by mail with its PDF; audit-logged on both. The modules above hear of it (`invoiceHooks.credited`): the
 * payments cancel the invoice's open payment at the provider once the credit note has committed.
 */
export async function createCreditNote(
  opts: Ctx & { actor: Actor; invoiceId: string; reason: string; storage: FileStorage; now?: Date },
): Promise<{ id: string; invoiceNumber: string }> {
  const afterCommit: Array<(ctx: AfterCommitContext) => Promise<void>> = [];
  const created = await writeCreditNote(opts, afterCommit);
  // The credit note stands whatever happens here: what failed is logged and left to its own retries.
  for (const work of afterCommit) {
    await work(opts).catch((err: unknown) =>
      opts.log.error({ err, invoiceId: opts.invoiceId }, 'work after crediting an invoice failed'),
    );
  }
  return created;
}

async function writeCreditNote(
  opts: Ctx & { actor: Actor; invoiceId: string; reason: string; storage: FileStorage; now?: Date },
  afterCommit: Array<(ctx: AfterCommitContext) => Promise<void>>,
): Promise<{ id: string; invoiceNumber: string }> {
  const { actor } = opts;
  const now = opts.now ?? new Date();
  return removingStoredOnFailure(opts, (stored) =>
    opts.db.transaction(async (tx) => {
      const original = await invoiceFor(tx, { actor, invoiceId: opts.invoiceId, may: 'work', lock: true });
      if (original.creditNoteOfId) throw conflict(INVOICE_MESSAGES.notCreditable);
      if (original.creditedAt) throw conflict(INVOICE_MESSAGES.alreadyCredited);
      // A draft was never sent: there is nothing to cancel; it is edited instead.
      if (original.invoiceNumber === null || original.status === 'draft')
        throw conflict(INVOICE_MESSAGES.draftNotCreditable).withCode('INVOICE_NOT_DRAFT');
      const originalNumber = original.invoiceNumber;
      const project = await projectFor({ ...opts, idOrRef: original.projectUuid, may: 'see', tx });
      // Invoices from before the parties were kept are credited with the details as they are now.
      const printed = original.parties ?? (await currentParties(tx, project));

      const lines: StoredInvoiceLine[] = creditLines(original.lines).map((line, i) => ({
        kind: original.lines[i]!.kind,
        ...line,
      }));
      const totals = totalsOf(lines);
      const issueDate = dutchDate(now);
      const invoiceNumber = await nextInvoiceNumber(tx, invoiceYear(now));
      const pdf = await renderInvoicePdf({
        kind: 'credit_note',
        number: invoiceNumber,
        creditedInvoiceNumber: originalNumber,
        invoiceDate: issueDate,
        supplyDate: original.supplyDate,
        ...printed,
        serviceDescription: `${printed.serviceDescription}. Reden van de creditering: ${opts.reason}`,
        lines: lines.map(({ kind: _kind, ...line }) => line),
      });
      const storedName = await storePdf(opts.storage, pdf, stored);

      const id = await insertInvoiceRow(tx, {
        invoiceNumber,
        project: { id: project.id, professionalId: original.professionalId, consumerId: original.consumerId },
        status: 'sent',
        lines,
        totals,
        issueDate,
        supplyDate: original.supplyDate,
        dueDate: issueDate,
        sentAt: now,
        pdfStoredName: storedName,
        parties: printed,
        creditNote: { of: original.id, reason: opts.reason },
      });
      await tx.execute(
        sql`update invoices set credited_at = ${now.toISOString()}::timestamptz where id = ${original.id}`,
      );

      if (!project.consumer.deleted) {
        await enqueueMail(
          tx,
          project.consumer.email,
          creditNoteMail(
            project.consumer,
            project,
            {
              invoiceNumber,
              creditedNumber: originalNumber,
              totalAmount: totals.totalAmount,
              pdfStoredName: storedName,
            },
            invoicePageUrl(opts.config.appUrl, project.projectRef),
          ),
        );
      }
      const details = {
        creditNoteId: id,
        creditNoteNumber: invoiceNumber,
        invoiceNumber: originalNumber,
      };
      const by = auditActor(actor);
      await writeAudit(tx, {
        ...by,
        action: 'invoice.credit',
        entityType: 'invoice',
        entityId: original.id,
        details: { ...details, reason: opts.reason, wasPaid: original.status === 'paid' },
        before: { status: original.status, totalAmount: original.totalAmount, credited: false },
        after: { status: original.status, totalAmount: original.totalAmount, credited: true },
      });
      await writeAudit(tx, {
        ...by,
        action: 'invoice.create',
        entityType: 'invoice',
        entityId: id,
        details: { ...details, projectId: project.id, totalAmount: totals.totalAmount, kind: 'credit_note' },
        after: { status: 'sent', ...moneyOf(totals) },
      });
      await invoiceHooks.credited.run(tx, {
        invoiceId: original.id,
        creditNoteId: id,
        actor,
        afterCommit: (work) => afterCommit.push(work),
      });
      return { id, invoiceNumber };
    }),
  );
}
