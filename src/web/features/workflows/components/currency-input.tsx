import { formatCurrencyInput, parseCurrencyInput } from '@shared/workflows';
import { Input } from '@web/components/ui/input';
import { type ComponentProps, type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { caretAfterDigits, deleteAcrossSeparator, digitsBeforeCaret } from '../lib/currency-caret';

/**
 * Digits only, shown as '€ 350.000'; `value` and `onValueChange` are cents. The text is reformatted
 * on every change, so the caret is put back after as many digits as before it (not at the end), and Backspace or
 * Delete against a '.' or the '€ ' prefix removes the digit beyond it.
 */
export function CurrencyInput({
  value,
  onValueChange,
  onKeyDown,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'ref'> & {
  value: unknown;
  onValueChange: (cents: number | null) => void;
}) {
  const inputRef = useRef<HTMLInputElement>(null);
  const formatted = formatCurrencyInput(typeof value === 'number' ? value : null);
  // Digits before the caret after the last edit; applied once the reformatted text is on screen. The counter makes
  // an edit that leaves the amount as it was (a letter, a lone separator) render too, so the caret is restored.
  const pendingDigits = useRef<number | null>(null);
  const [edits, setEdits] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each edit's render, on purpose
  useLayoutEffect(() => {
    const input = inputRef.current;
    const digits = pendingDigits.current;
    pendingDigits.current = null;
    if (!input || digits === null || document.activeElement !== input) return;
    const caret = caretAfterDigits(input.value, digits);
    input.setSelectionRange(caret, caret);
  }, [edits, formatted]);

  const apply = (text: string, caret: number) => {
    pendingDigits.current = digitsBeforeCaret(text, caret);
    setEdits((n) => n + 1);
    onValueChange(parseCurrencyInput(text));
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(e);
    if (e.defaultPrevented || (e.key !== 'Backspace' && e.key !== 'Delete')) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return; // word deletion: the browser's own, then reformatted
    const input = e.currentTarget;
    const edit = deleteAcrossSeparator(
      input.value,
      input.selectionStart ?? 0,
      input.selectionEnd ?? 0,
      e.key,
    );
    if (!edit) return;
    e.preventDefault();
    apply(edit.text, edit.caret);
  };

  return (
    <Input
      {...props}
      ref={inputRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={formatted}
      onKeyDown={handleKeyDown}
      onChange={(e) => apply(e.target.value, e.target.selectionStart ?? e.target.value.length)}
    />
  );
}
