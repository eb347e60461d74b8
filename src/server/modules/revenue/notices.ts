// What the revenue module tells people: the professional, when an admin marked their monthly payout processed.
import { formatCents } from '@shared/format';
import { monthName } from '@shared/revenue/texts';

export const REVENUE_NOTICES = {
  payoutToProfessional: (p: { month: number; year: number; amount: number }) => ({
    title: 'Uitbetaling verwerkt',
    message: `Uw uitbetaling over ${monthName(p.month, p.year)} (${formatCents(p.amount)}) is verwerkt.`,
  }),
};
