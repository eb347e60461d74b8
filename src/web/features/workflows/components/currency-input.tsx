import { formatCurrencyInput, parseCurrencyInput } from '@shared/workflows';
import { Input } from '@web/components/ui/input';
import type { ComponentProps } from 'react';

/** Digits only, shown as '€ 350.000'; `value` and `onValueChange` are cents (spec 001 §5). */
export function CurrencyInput({
  value,
  onValueChange,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: unknown;
  onValueChange: (cents: number | null) => void;
}) {
  return (
    <Input
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={formatCurrencyInput(typeof value === 'number' ? value : null)}
      onChange={(e) => onValueChange(parseCurrencyInput(e.target.value))}
    />
  );
}
