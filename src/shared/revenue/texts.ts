// The revenue dashboard's texts (word for word as the contract gives them) and ours where it shows none.
import { formatCents, groupThousands } from '../format';

/** Cents as the spec's confirmation writes an amount after '€': 1234,56 → '1.234,56'. */
export function euroDigits(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${groupThousands(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}`;
}

export const MONTH_NAMES = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;

export const monthName = (month: number, year: number) => `${MONTH_NAMES[month - 1]} ${year}`;

export const REVENUE_MESSAGES = {
  title: 'Omzet en uitbetalingen',
  loadFailed: 'Fout bij laden van omzetgegevens',
  payoutConfirm: (name: string, cents: number) =>
    `Uitbetaling markeren als verwerkt voor ${name}? Bedrag: €${euroDigits(cents)}`,
  payoutDone: 'Uitbetaling gemarkeerd als verwerkt!',
  payoutFailed: 'Fout bij verwerken uitbetaling',
  // Ours: the server's refusals.
  alreadyPaidOut: (month: number, year: number) =>
    `De uitbetaling voor ${monthName(month, year)} is al gemarkeerd als verwerkt.`,
  wrongAmount: (dueCents: number) =>
    `Het bedrag klopt niet: het verschuldigde bedrag voor deze maand is ${formatCents(dueCents)}.`,
  nothingDue: 'Er is voor deze maand niets uit te betalen.',
  professionalNotFound: 'Professional niet gevonden',
  futureMonth: 'Deze maand is nog niet begonnen.',
  invalidMonth: 'Kies een maand van 1 tot en met 12',
  invalidYear: 'Kies een geldig jaar',
  invalidProfessional: 'Ongeldige professional',
  invalidAmount: 'Het bedrag moet een geheel aantal centen zijn',
} as const;

export const PAYOUT_STATUSES = ['pending', 'paid'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Paid 'Uitbetaald', otherwise 'In behandeling'. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'In behandeling',
  paid: 'Uitbetaald',
};
