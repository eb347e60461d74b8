// Currency fields: people type whole euros, digits only; the input shows them with a euro
// sign and Dutch thousands separators ('€ 1.250.000'); the step data stores integer cents (euros × 100), like every
// amount in this product. Cents that are not whole euros (never made by this input) show with a decimal comma.
import { groupThousands } from '../format';

/** Integer cents → '€ 1.250.000' (or '€ 12,50' when the cents are not whole euros); '' for no value. */
export function formatCurrencyInput(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const negative = cents < 0;
  const abs = Math.round(Math.abs(cents));
  const euros = groupThousands(String(Math.floor(abs / 100)));
  const rest = abs % 100;
  return `${negative ? '-' : ''}€ ${euros}${rest ? `,${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * What a person typed → integer cents, keeping only the digits as whole euros ('€ 1.250.000' → 125000000,
 * 'abc' → null). Null when no digit is left.
 */
export function parseCurrencyInput(text: string): number | null {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (!digits) return null;
  const euros = Number(digits.slice(0, 13)); // at most 13 digits: stays a safe integer in cents
  return euros * 100;
}
