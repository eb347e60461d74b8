// The currency input of a step form (spec 001 §5): only digits are kept, shown as whole euros with a euro sign
// and Dutch thousands separators; the value is stored in cents.

const thousands = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0, useGrouping: true });

/** What the user typed → cents (null when nothing is left after keeping the digits). */
export function currencyInputToCents(text: string): number | null {
  const digits = text
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 12);
  return digits ? Number(digits) * 100 : null;
}

/** Cents → what the input shows: '€ 350.000' (or '' for no value). */
export function centsToCurrencyInput(cents: unknown): string {
  const n =
    typeof cents === 'number'
      ? cents
      : typeof cents === 'string' && cents !== ''
        ? Number(cents)
        : Number.NaN;
  if (!Number.isFinite(n)) return '';
  return `€ ${thousands.format(Math.round(n / 100))}`;
}
