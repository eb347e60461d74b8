import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A native checkbox in the brand colour; pair it with a <label htmlFor>. */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      type="checkbox"
      className={cn('size-4 shrink-0 cursor-pointer rounded border-border accent-primary', className)}
      {...props}
    />
  );
}
