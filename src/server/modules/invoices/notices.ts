// What the consumer is told about an invoice: a mail with the amount, the due date and a link to the PDF. The
// outbox carries no attachments (decision 0003), so the mail links to the download, which asks the consumer to
// sign in.
import { formatCents, formatDate } from '@shared/format';
import { type MailContent, noticeMail } from '../../mail/templates';
import { type NamedProject, named } from '../projects/notices';

export function invoiceMail(
  to: { firstName: string },
  project: Pick<NamedProject, 'projectRef' | 'type'>,
  invoice: { invoiceNumber: string; totalAmount: number; dueDate: string },
  url: string,
  resend: boolean,
): MailContent {
  const mail = noticeMail({
    firstName: to.firstName,
    subject: `${resend ? 'Herinnering: factuur' : 'Factuur'} ${invoice.invoiceNumber} voor ${named(project)}`,
    message: `U ontvangt factuur ${invoice.invoiceNumber} voor ${named(project)}. Het totaalbedrag is ${formatCents(invoice.totalAmount)} inclusief BTW; graag voldaan uiterlijk ${formatDate(invoice.dueDate)}. U vindt de factuur als PDF via de link hieronder, en in uw dashboard, waar u ook online kunt betalen.`,
    url,
  });
  return { ...mail, kind: 'invoice' };
}
