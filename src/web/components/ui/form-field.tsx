import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  /** The field's message from validation or the server; shown in red under the input. */
  error?: string;
  /** A hint that stays under the input. */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A label, the input (children, which should carry the same id), a description and an error message. */
export function FormField({ id, label, error, description, className, children }: FormFieldProps) {
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {description ? (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie an input to its FormField description and error. */
export function fieldAria(id: string, error?: string, hasDescription = false) {
  const describedBy = [hasDescription ? `${id}-description` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
