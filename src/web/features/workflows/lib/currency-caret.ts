// Caret keeping for the currency input: the field is reformatted ('€ 350.000') on every change, so
// the caret is kept as "after so many digits" rather than as a character position, and Backspace or Delete next
// to a separator ('.', the '€ ' prefix) removes the neighbouring digit instead of nothing.

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9';

/**
 * How many digits of the amount lie before `caret` in what was typed, leaving out the leading zeros the parser
 * drops ('€ 05|' → 1), so the caret can be put back after as many digits of the reformatted text.
 */
export function digitsBeforeCaret(text: string, caret: number): number {
  const before = text.slice(0, Math.max(0, caret)).replace(/\D/g, '');
  const all = text.replace(/\D/g, '');
  const leadingZeros = all.length - all.replace(/^0+(?=\d)/, '').length;
  return Math.max(0, before.length - leadingZeros);
}

/** The position right after the `count`-th digit of `formatted`; 0 digits is just before the first one. */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) {
    const first = [...formatted].findIndex(isDigit);
    return first === -1 ? formatted.length : first;
  }
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (isDigit(formatted[i])) {
      seen++;
      if (seen === count) return i + 1;
    }
  }
  return formatted.length;
}

/**
 * Backspace or Delete with a collapsed caret next to a character that is not a digit: the text with the nearest
 * digit on that side removed and the caret where it was; null when the browser's own deletion does the job (a
 * digit next to the caret, a selection) or there is no digit on that side.
 */
export function deleteAcrossSeparator(
  text: string,
  start: number,
  end: number,
  key: 'Backspace' | 'Delete',
): { text: string; caret: number } | null {
  if (start !== end) return null;
  if (key === 'Backspace') {
    if (start === 0 || isDigit(text[start - 1])) return null;
    for (let i = start - 2; i >= 0; i--) {
      if (isDigit(text[i])) return { text: text.slice(0, i) + text.slice(i + 1), caret: i };
    }
    return null;
  }
  if (start >= text.length || isDigit(text[start])) return null;
  for (let i = start + 1; i < text.length; i++) {
    if (isDigit(text[i])) return { text: text.slice(0, i) + text.slice(i + 1), caret: i - 1 };
  }
  return null;
}
