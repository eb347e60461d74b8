// What the consumer is told about an invoice: a mail with the amount and the due date, the PDF attached (the stored
// file, read by the outbox when it sends) and a link to the download.
import { formatCents, formatDate } from '@shared/format';
import { type MailContent, noticeMail } from '../../mail/templates';
import { type NamedProject, named } from '../projects/notices';

export function invoiceMail(
  to: { firstName: string },
  project: Pick<NamedProject, 'projectRef' | 'type'>,
  invoice: { invoiceNumber: string; totalAmount: number; dueDate: string; pdfStoredName: string | null },
  url: string,
  resend: boolean,
): MailContent {
  const mail = noticeMail({
    firstName: to.firstName,
    subject: `${resend ? 'Herinnering: factuur' : 'Factuur'} ${invoice.invoiceNumber} voor ${named(project)}`,
    message: `U ontvangt factuur ${invoice.invoiceNumber} voor ${named(project)}. Het totaalbedrag is ${formatCents(invoice.totalAmount)} inclusief BTW; graag voldaan uiterlijk ${formatDate(invoice.dueDate)}. De factuur zit als PDF in de bijlage; u vindt haar ook via de link hieronder en in uw dashboard, waar u online kunt betalen.`,
    url,
  });
  const attachments = invoice.pdfStoredName
    ? [
        {
          filename: `Factuur ${invoice.invoiceNumber}.pdf`,
          contentType: 'application/pdf',
          storedName: invoice.pdfStoredName,
        },
      ]
    : undefined;
  return { ...mail, kind: 'invoice', attachments };
}
