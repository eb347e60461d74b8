// What the revenue module tells people: the professional, when an admin marked their monthly payout processed.
import { formatCents } from '@shared/format';
import { monthName } from '@shared/revenue/texts';

export const REVENUE_NOTICES = {
  /**
   * The payout of a month (decision 0019, Payouts). A notification has one link: to the invoices when the month had
   * invoices (paid ones or credit notes), with the lead fees named in the message when there were any; to the lead
   * fee page when the payout is lead fees only, as the invoices page would show nothing of that month.
   */
  payoutToProfessional: (p: {
    month: number;
    year: number;
    amount: number;
    leadFees: number;
    hasInvoices: boolean;
  }) => {
    const month = monthName(p.month, p.year);
    const paid = `Uw uitbetaling over ${month} (${formatCents(p.amount)}) is verwerkt`;
    if (p.leadFees <= 0)
      return { title: 'Uitbetaling verwerkt', message: `${paid}.`, linkUrl: '/professional/invoices' };
    if (p.hasInvoices) {
      return {
        title: 'Uitbetaling verwerkt',
        message: `${paid}, inclusief ${formatCents(p.leadFees)} aan leadvergoedingen.`,
        linkUrl: '/professional/invoices',
      };
    }
    return {
      title: 'Uitbetaling verwerkt',
      message: `${paid}: uw leadvergoedingen van die maand.`,
      linkUrl: '/professional/leadvergoeding',
    };
  },
};
