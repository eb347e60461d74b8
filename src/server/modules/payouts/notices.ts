// What the payouts tell the professional: a statement was made (notification, and a mail with its PDF attached), and
// a payout was confirmed paid.
import { formatCents } from '@shared/format';
import type { PayoutDetail } from '@shared/payouts/schemas';
import { PAYOUT_MESSAGES } from '@shared/payouts/texts';
import { monthName } from '@shared/revenue/texts';
import type { PersonName } from '@shared/users/salutation';
import { personName } from '@shared/users/salutation';
import { type MailContent, noticeMail } from '../../mail/templates';

/** Where the professional reads their payouts (the web's page). */
export const PROFESSIONAL_PAYOUTS_PATH = '/professional/uitbetalingen';

type Named = Pick<PayoutDetail, 'reference' | 'amount' | 'month' | 'year'>;

export const PAYOUT_NOTICES = {
  created: (p: Named) => ({
    title: 'Uitbetaling aangemaakt',
    message: `Er is een uitbetaling van ${formatCents(p.amount)} over ${monthName(p.month, p.year)} voor u aangemaakt (kenmerk ${p.reference}). Het overzicht staat bij uw uitbetalingen.`,
    linkUrl: PROFESSIONAL_PAYOUTS_PATH,
  }),
  paid: (p: Named) => ({
    title: 'Uitbetaling verwerkt',
    message: `Uw uitbetaling ${p.reference} over ${monthName(p.month, p.year)} (${formatCents(p.amount)}) is uitbetaald.`,
    linkUrl: PROFESSIONAL_PAYOUTS_PATH,
  }),
};

/** The statement to the professional, its PDF attached. */
export function payoutMail(
  to: PersonName,
  p: PayoutDetail,
  appUrl: string,
  pdfStoredName: string,
): MailContent {
  const mail = noticeMail({
    ...personName(to),
    subject: `${PAYOUT_MESSAGES.statementTitle} ${p.reference} over ${monthName(p.month, p.year)}`,
    message: `Wij maken ${formatCents(p.amount)} aan u over voor ${monthName(p.month, p.year)} op rekening ${p.professionalIban}, onder kenmerk ${p.reference}. Het overzicht van wat deze uitbetaling betaalt zit als PDF in de bijlage.`,
    url: `${appUrl}${PROFESSIONAL_PAYOUTS_PATH}`,
  });
  return {
    ...mail,
    kind: 'payout',
    attachments: [
      {
        filename: `${PAYOUT_MESSAGES.statementTitle} ${p.reference}.pdf`,
        contentType: 'application/pdf',
        storedName: pdfStoredName,
      },
    ],
  };
}
