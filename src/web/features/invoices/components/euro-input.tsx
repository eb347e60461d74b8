import { Input } from '@web/components/ui/input';
import { type ComponentProps, useState } from 'react';
import { formatEuroInput, parseEuroInput } from '../lib/euro-input';

/**
 * An amount in euros with a decimal comma ('12,50'); `value` and `onValueChange` are cents, NaN while the text is
 * no amount (the shared schema then says so). The text is left as typed while typing and tidied on leaving.
 */
export function EuroInput({
  value,
  onValueChange,
  onBlur,
  className,
  ...props
}: Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | undefined;
  onValueChange: (cents: number) => void;
}) {
  const [text, setText] = useState(() => formatEuroInput(value));
  return (
    <div className="relative">
      <span
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-muted-foreground"
      >
        €
      </span>
      <Input
        {...props}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={className ? `pl-7 ${className}` : 'pl-7'}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onValueChange(parseEuroInput(e.target.value) ?? Number.NaN);
        }}
        onBlur={(e) => {
          if (value !== undefined && Number.isSafeInteger(value)) setText(formatEuroInput(value));
          onBlur?.(e);
        }}
      />
    </div>
  );
}
