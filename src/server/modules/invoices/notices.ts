// What the invoices module tells people: the invoice mail to the consumer (the PDF attached: the stored file, read
// by the outbox when it sends; a link to the invoice on the project's page), the credit note mail, the overdue reminder, and the
// notices when an invoice is paid.
import { formatCents, formatDate } from '@shared/format';
import { PAYMENT_INSTRUCTION_MESSAGES, type PaymentRoute } from '@shared/invoices/texts';
import { type PersonName, personName } from '@shared/users/salutation';
import type { InvoiceParties, MailAttachment } from '../../db/schema';
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

/**
 * The invoice to the consumer: what it is, the term, and how to pay it (decision 0030): online through the pay link
 * or by transfer to the platform's collecting account quoting the number, one of the two; never the professional's
 * own account. An invoice printed before its parties were kept names no supplier in the agent's sentence.
 */
export function invoiceMail(
  to: PersonName,
  project: Pick<NamedProject, 'projectRef' | 'type'>,
  invoice: {
    invoiceNumber: string;
    totalAmount: number;
    dueDate: string;
    pdfStoredName: string | null;
    parties: Pick<InvoiceParties, 'professional'> | null;
  },
  url: string,
  options: { resend: boolean; route: PaymentRoute },
): MailContent {
  const { account, payUrl } = options.route;
  const pay = PAYMENT_INSTRUCTION_MESSAGES;
  const mail = noticeMail({
    ...personName(to),
    subject: `${options.resend ? 'Herinnering: factuur' : 'Factuur'} ${invoice.invoiceNumber} voor ${named(project)}`,
    message: pay.mailIntro({ ...invoice, what: named(project) }),
    url,
    after: [
      ...(payUrl ? [pay.mailOnline(payUrl)] : []),
      pay.transfer(account, invoice.invoiceNumber),
      ...(payUrl ? [pay.mailOneWay] : []),
      pay.agent(account, invoice.parties?.professional.companyName ?? 'uw professional'),
    ],
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
  overdueToConsumer: (i: InvoiceNamed & { dueDate: string }, route: PaymentRoute) => ({
    title: 'Factuur nog niet betaald',
    message: `Factuur ${i.invoiceNumber} voor ${named(i.project)} (${formatCents(i.totalAmount)}) had uiterlijk ${formatDate(i.dueDate)} betaald moeten zijn. Wilt u de factuur zo spoedig mogelijk betalen? ${PAYMENT_INSTRUCTION_MESSAGES.overdue(route, i.invoiceNumber)}`,
  }),
};
