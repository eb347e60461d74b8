// The platform's share of what professionals earn: 20% of the amount excluding VAT for the platform,
// 80% for the professional, in integer cents (docs/decisions/0019).

export const PLATFORM_FEE_PERCENT = 20;
export const PROFESSIONAL_PAYOUT_PERCENT = 100 - PLATFORM_FEE_PERCENT;

export interface RevenueSplit {
  platformFee: number;
  professionalPayout: number;
}

/**
 * Splits an ex-VAT amount in cents: the platform fee is 20% with half a cent rounded away from zero (as VAT is,
 * decision 0015, so a credit note's negative amount splits as the mirror image of its invoice), and the payout is
 * the rest, so fee + payout is the amount exactly. 1 cent → 0 + 1; 3 → 1 + 2 (0.6 → 1); 25 → 5 + 20; 2.5 cents
 * cannot occur; 1 003 → 201 + 802 (200.6 → 201).
 */
export function splitRevenue(exBtwCents: number): RevenueSplit {
  if (!Number.isSafeInteger(exBtwCents)) throw new RangeError(`not whole cents: ${exBtwCents}`);
  const sign = exBtwCents < 0 ? -1 : 1;
  const abs = Math.abs(exBtwCents);
  // abs × 20 / 100 rounded half up, in integers: (abs × 20 + 50) div 100.
  const fee = sign * Math.floor((abs * PLATFORM_FEE_PERCENT + 50) / 100);
  return { platformFee: fee + 0, professionalPayout: exBtwCents - fee };
}
