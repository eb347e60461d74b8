// Euro amounts as people in the Netherlands type them (an extra cost line is entered in euros, stored
// in cents, two decimals): a decimal comma, dots between thousands, an optional euro sign. The step forms' currency
// input keeps whole euros only; an invoice line needs cents, so it has this parser of its own.

/**
 * Typed text → cents. '12,50' → 1250, '1.250' → 125000 (a dot before three digits groups thousands), '€ 1.250,5'
 * → 125050, '12.5' → 1250 (a lone dot before one or two digits is read as the decimal sign people also use).
 * Undefined for nothing typed; NaN for text that is no amount; three or more decimals give a fraction of a cent,
 * which the shared schema refuses as 'not whole cents'.
 */
export function parseEuroInput(text: string): number | undefined {
  const compact = text.replace(/[€\s\u00a0]/g, '');
  if (compact === '') return undefined;
  let whole: string;
  let fraction = '';
  if (compact.includes(',')) {
    const [before = '', after = '', ...rest] = compact.split(',');
    if (rest.length > 0 || !/^\d{1,3}(\.\d{3})*$|^\d+$|^$/.test(before) || !/^\d*$/.test(after))
      return Number.NaN;
    whole = before.replace(/\./g, '');
    fraction = after;
  } else if (/^\d{1,3}(\.\d{3})+$/.test(compact)) {
    whole = compact.replace(/\./g, '');
  } else if (/^\d*\.\d{1,2}$/.test(compact)) {
    [whole = '', fraction = ''] = compact.split('.');
  } else if (/^\d+$/.test(compact)) {
    whole = compact;
  } else {
    return Number.NaN;
  }
  if (whole === '' && fraction === '') return Number.NaN;
  if (whole.length > 13) return Number.NaN; // far above any line's maximum; stays a safe integer
  const cents = Number(whole || '0') * 100;
  if (fraction === '') return cents;
  // '5' is 50 cents, '05' 5; a third decimal stays as a fraction of a cent for the schema to refuse.
  return cents + Number(`${fraction}`.padEnd(2, '0')) / 10 ** Math.max(0, fraction.length - 2);
}

/** Cents → '1.250,00' (no euro sign: the input shows it beside the field); '' for no amount. */
export function formatEuroInput(cents: number | undefined | null): string {
  if (cents === undefined || cents === null || !Number.isSafeInteger(cents)) return '';
  const abs = Math.abs(cents);
  const euros = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}`;
}
