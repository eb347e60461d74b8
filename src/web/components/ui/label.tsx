import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A long Dutch compound ('Beroepsaansprakelijkheidsverzekering') may break anywhere rather than widen its field. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium text-foreground select-none [overflow-wrap:anywhere]', className)}
      {...props}
    />
  );
}
