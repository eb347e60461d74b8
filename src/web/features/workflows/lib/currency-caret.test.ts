import { formatCurrencyInput, parseCurrencyInput } from '@shared/workflows';
import { describe, expect, it } from 'vitest';
import { caretAfterDigits, deleteAcrossSeparator, digitsBeforeCaret } from './currency-caret';

/** What the input does with a typed text and caret: the reformatted text and where the caret goes. */
function reformat(text: string, caret: number) {
  const formatted = formatCurrencyInput(parseCurrencyInput(text));
  return { formatted, caret: caretAfterDigits(formatted, digitsBeforeCaret(text, caret)) };
}
/** The text with '|' at the caret. */
const show = ({ formatted, caret }: { formatted: string; caret: number }) =>
  `${formatted.slice(0, caret)}|${formatted.slice(caret)}`;

describe('digitsBeforeCaret', () => {
  it('counts the digits before the caret, not the separators', () => {
    expect(digitsBeforeCaret('€ 1.250.000', 5)).toBe(2);
    expect(digitsBeforeCaret('€ 1.250.000', 0)).toBe(0);
    expect(digitsBeforeCaret('€ 1.250.000', 11)).toBe(7);
  });
  it('leaves out the leading zeros the amount loses', () => {
    expect(digitsBeforeCaret('€ 05', 4)).toBe(1);
    expect(digitsBeforeCaret('€ 0', 3)).toBe(1);
    expect(digitsBeforeCaret('€ 007', 4)).toBe(0);
  });
});

describe('caretAfterDigits', () => {
  it('is right after the n-th digit', () => {
    expect(caretAfterDigits('€ 1.250.000', 1)).toBe(3);
    expect(caretAfterDigits('€ 1.250.000', 2)).toBe(5);
    expect(caretAfterDigits('€ 1.250.000', 7)).toBe(11);
  });
  it('is before the first digit for none and at the end past the last', () => {
    expect(caretAfterDigits('€ 1.250', 0)).toBe(2);
    expect(caretAfterDigits('€ 1.250', 9)).toBe(7);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('typing in the middle keeps the caret after the same digits', () => {
  it('inserting a digit that adds a separator', () => {
    // '€ 12.5|00' → typed '3' after the 5: '€ 12.53|00' → '€ 125.3|00'
    expect(show(reformat('€ 12.5300', 7))).toBe('€ 125.3|00');
  });
  it('removing a digit that drops a separator', () => {
    // '€ 1.2|50' with Backspace: '€ 1.|50' → '€ 1|50'
    expect(show(reformat('€ 1.50', 4))).toBe('€ 1|50');
  });
  it('typing a letter leaves the caret where it was', () => {
    expect(show(reformat('€ 1.2x50', 6))).toBe('€ 1.2|50');
  });
  it('the first digit in an empty field', () => {
    expect(show(reformat('7', 1))).toBe('€ 7|');
  });
});

describe('deleteAcrossSeparator', () => {
  it('Backspace just after a dot removes the digit before it', () => {
    // '€ 1.|250' → '€ |250' → '€ |250'
    const r = deleteAcrossSeparator('€ 1.250', 4, 4, 'Backspace');
    expect(r).toEqual({ text: '€ .250', caret: 2 });
    expect(r && show(reformat(r.text, r.caret))).toBe('€ |250');
  });
  it('Delete just before a dot removes the digit after it', () => {
    // '€ 12|.500' → '€ 12|.00' → '€ 1.2|00'
    const r = deleteAcrossSeparator('€ 12.500', 4, 4, 'Delete');
    expect(r).toEqual({ text: '€ 12.00', caret: 4 });
    expect(r && show(reformat(r.text, r.caret))).toBe('€ 1.2|00');
  });
  it('Delete on the prefix removes the first digit', () => {
    const r = deleteAcrossSeparator('€ 1.250', 0, 0, 'Delete');
    expect(r).toEqual({ text: '€ .250', caret: 1 });
    expect(r && show(reformat(r.text, r.caret))).toBe('€ |250');
  });
  it('leaves digits next to the caret, selections and a lone prefix to the browser', () => {
    expect(deleteAcrossSeparator('€ 1.250', 3, 3, 'Backspace')).toBeNull();
    expect(deleteAcrossSeparator('€ 1.250', 4, 4, 'Delete')).toBeNull();
    expect(deleteAcrossSeparator('€ 1.250', 2, 5, 'Backspace')).toBeNull();
    expect(deleteAcrossSeparator('€ 1.250', 2, 2, 'Backspace')).toBeNull();
    expect(deleteAcrossSeparator('€ 1.250', 7, 7, 'Delete')).toBeNull();
  });
});
