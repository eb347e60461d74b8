// VAT arithmetic (docs/architecture.md, Conventions: money): integer cents only, VAT per line
// rounded half up to the cent. A credit note's negative amounts round half away from zero, so that crediting an
// invoice line gives exactly the negative of its VAT (-1050 at 21% is -221, as 1050 is 221).

export const VAT_RATES = [0, 9, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const DEFAULT_VAT_RATE: VatRate = 21;

/** The largest amount (cents) a line may carry: €10 million, far inside the safe-integer range once × 21. */
export const MAX_LINE_CENTS = 1_000_000_000;

/** VAT of one line: amount × rate / 100, half a cent rounded away from zero, in integer arithmetic (no floats). */
export function vatOf(amountExBtw: number, rate: VatRate): number {
  if (!Number.isSafeInteger(amountExBtw)) throw new RangeError(`amount is not whole cents: ${amountExBtw}`);
  const magnitude = Math.floor((Math.abs(amountExBtw) * rate + 50) / 100);
  return amountExBtw < 0 ? 0 - magnitude : magnitude; // 0 - 0 is 0, where -0 would print as '€ -0,00'
}

export interface LineInput {
  description: string;
  amountExBtw: number;
  btwPercentage: VatRate;
}

/** A line with its VAT and total (the spec's additionalCosts item; `amount` is read by one of its views). */
export interface PricedLine extends LineInput {
  btwAmount: number;
  totalAmount: number;
}

export function priceLine(line: LineInput): PricedLine {
  const btwAmount = vatOf(line.amountExBtw, line.btwPercentage);
  return { ...line, btwAmount, totalAmount: line.amountExBtw + btwAmount };
}

/** The lines of one VAT rate together: the base and the sum of the lines' VAT (per line rounded, then added). */
export interface RateTotal {
  btwPercentage: VatRate;
  amountExBtw: number;
  btwAmount: number;
}

export interface Totals {
  /** One entry per rate that occurs, in the order 0, 9, 21. */
  byRate: RateTotal[];
  subtotalExBtw: number;
  totalBtw: number;
  totalAmount: number;
}

export function totalsOf(lines: readonly PricedLine[]): Totals {
  const byRate = VAT_RATES.flatMap((rate): RateTotal[] => {
    const of = lines.filter((line) => line.btwPercentage === rate);
    if (of.length === 0) return [];
    return [
      {
        btwPercentage: rate,
        amountExBtw: of.reduce((sum, line) => sum + line.amountExBtw, 0),
        btwAmount: of.reduce((sum, line) => sum + line.btwAmount, 0),
      },
    ];
  });
  const subtotalExBtw = byRate.reduce((sum, r) => sum + r.amountExBtw, 0);
  const totalBtw = byRate.reduce((sum, r) => sum + r.btwAmount, 0);
  return { byRate, subtotalExBtw, totalBtw, totalAmount: subtotalExBtw + totalBtw };
}

/** The lines of a credit note for these lines: every amount negated, VAT rounded as above. */
export const creditLines = (lines: readonly LineInput[]): PricedLine[] =>
  lines.map((line) => priceLine({ ...line, amountExBtw: 0 - line.amountExBtw }));
