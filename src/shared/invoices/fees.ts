// The fixed fees per service, in integer cents excluding VAT. The contract names the fees of five
// services; energielabel and verduurzaming carry fees of our own choosing (docs/decisions/0015).
import type { ProjectType } from '../projects/types';
import type { VatRate } from './vat';

export interface FeeLine {
  description: string;
  amountExBtw: number;
  btwPercentage: VatRate;
}

/**
 * Every fixed line an invoice for this service starts with. The buyer's agent invoice has two: the fee and the
 * validation (26000 + 4595 cents at 21%, €314,60 + €55,60 = €370,20 including VAT).
 */
export const INVOICE_FEES: Record<ProjectType, readonly FeeLine[]> = {
  aankoopmakelaar: [
    { description: 'Honorarium aankoopmakelaar', amountExBtw: 26_000, btwPercentage: 21 },
    { description: 'Validatie', amountExBtw: 4_595, btwPercentage: 21 },
  ],
  verkoopmakelaar: [{ description: 'Honorarium verkoopmakelaar', amountExBtw: 300_000, btwPercentage: 21 }],
  taxatie: [{ description: 'Taxatie', amountExBtw: 45_000, btwPercentage: 21 }],
  bouwkundige: [{ description: 'Bouwkundige keuring', amountExBtw: 75_000, btwPercentage: 21 }],
  hypotheekadviseur: [{ description: 'Hypotheekadvies', amountExBtw: 150_000, btwPercentage: 21 }],
  // Ours: a registered energy label for a house (NTA 8800 survey, registration included), €250 ex VAT.
  energielabel: [{ description: 'Energielabel', amountExBtw: 25_000, btwPercentage: 21 }],
  // Ours: a sustainability advice report (maatwerkadvies) for a house, €600 ex VAT.
  verduurzaming: [{ description: 'Verduurzamingsadvies', amountExBtw: 60_000, btwPercentage: 21 }],
};

/** The honorarium of an invoice: its fixed lines together, excluding VAT. */
export const honorariumOf = (type: ProjectType): number =>
  INVOICE_FEES[type].reduce((sum, line) => sum + line.amountExBtw, 0);
