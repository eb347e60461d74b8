// What the invoices module tells people: the invoice mail to the consumer (the PDF attached: the stored file, read
// by the outbox when it sends; a link to the download), the credit note mail, the overdue reminder, and the
// notices when an invoice is paid.
import { formatCents, formatDate } from '@shared/format';
import { type PersonName, personName } from '@shared/users/salutation';
import type { MailAttachment } from '../../db/schema';
import { type MailContent, noticeMail } from '../../mail/templates';
import { type NamedProject, named } from '../projects/notices';

const pdfAttachment = (
  label: string,
  number: string,
  storedName: string | null,
): MailAttachment[] | undefined =>
  storedName
    ? [{ filename: `${label} ${number}.pdf`, contentType: 'application/pdf', storedName }]
    : undefined;

export function invoiceMail(
  to: PersonName,
  project: Pick<NamedProject, 'projectRef' | 'type'>,
  invoice: { invoiceNumber: string; totalAmount: number; dueDate: string; pdfStoredName: string | null },
  url: string,
  options: { resend: boolean; onlinePayment: boolean },
): MailContent {
  const how = options.onlinePayment
    ? 'u vindt haar ook via de link hieronder en op de pagina van uw opdracht, waar u online kunt betalen met iDEAL, creditcard of Bancontact.'
    : 'u vindt haar ook via de link hieronder. U kunt het bedrag overmaken naar het IBAN op de factuur, onder vermelding van het factuurnummer.';
  const mail = noticeMail({
    ...personName(to),
    subject: `${options.resend ? 'Herinnering: factuur' : 'Factuur'} ${invoice.invoiceNumber} voor ${named(project)}`,
    message: `U ontvangt factuur ${invoice.invoiceNumber} voor ${named(project)}. Het totaalbedrag is ${formatCents(invoice.totalAmount)} inclusief BTW; graag voldaan uiterlijk ${formatDate(invoice.dueDate)}. De factuur zit als PDF in de bijlage; ${how}`,
    url,
  });
  return {
    ...mail,
    kind: 'invoice',
    attachments: pdfAttachment('Factuur', invoice.invoiceNumber, invoice.pdfStoredName),
  };
}

export function creditNoteMail(
  to: PersonName,
  project: Pick<NamedProject, 'projectRef' | 'type'>,
  note: { invoiceNumber: string; creditedNumber: string; totalAmount: number; pdfStoredName: string | null },
  url: string,
): MailContent {
  const mail = noticeMail({
    ...personName(to),
    subject: `Creditnota ${note.invoiceNumber} voor factuur ${note.creditedNumber}`,
    message: `Factuur ${note.creditedNumber} voor ${named(project)} is gecrediteerd met creditnota ${note.invoiceNumber} (${formatCents(note.totalAmount)} inclusief BTW). U hoeft deze factuur niet meer te betalen. Had u haar al betaald, dan nemen wij contact met u op over de terugbetaling. De creditnota zit als PDF in de bijlage.`,
    url,
  });
  return {
    ...mail,
    kind: 'credit_note',
    attachments: pdfAttachment('Creditnota', note.invoiceNumber, note.pdfStoredName),
  };
}

interface InvoiceNamed {
  invoiceNumber: string;
  totalAmount: number;
  project: Pick<NamedProject, 'projectRef' | 'type'>;
}

export const INVOICE_NOTICES = {
  paidToProfessional: (i: InvoiceNamed) => ({
    title: 'Factuur betaald',
    message: `Factuur ${i.invoiceNumber} voor ${named(i.project)} is betaald (${formatCents(i.totalAmount)}).`,
  }),
  paidToAdmins: (i: InvoiceNamed) => ({
    title: 'Factuur betaald',
    message: `Factuur ${i.invoiceNumber} voor ${named(i.project)} is online betaald (${formatCents(i.totalAmount)}).`,
  }),
  overdueToConsumer: (i: InvoiceNamed & { dueDate: string }, onlinePayment: boolean) => ({
    title: 'Factuur nog niet betaald',
    message: `Factuur ${i.invoiceNumber} voor ${named(i.project)} (${formatCents(i.totalAmount)}) had uiterlijk ${formatDate(i.dueDate)} betaald moeten zijn. Wilt u de factuur zo spoedig mogelijk betalen? ${onlinePayment ? 'U kunt online betalen op de pagina van uw opdracht.' : 'U kunt het bedrag overmaken naar het IBAN op de factuur, onder vermelding van het factuurnummer.'}`,
  }),
};
