import { cn } from '@web/lib/cn';
import type { Ref } from 'react';
import { inputClass } from './input';

/**
 * A required reason typed inside a ConfirmDialog's description (a credit note, reopening a project). The
 * description is a paragraph, so this is phrasing content only: spans, a label and its textarea.
 */
export function ReasonField({
  id,
  label,
  maxLength,
  value,
  onChange,
  error,
  ref,
}: {
  id: string;
  label: string;
  maxLength: number;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <span className="mt-4 grid gap-1.5 text-foreground">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        ref={ref}
        id={id}
        required
        maxLength={maxLength}
        rows={3}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={cn(inputClass, 'h-auto min-h-20 resize-y')}
      />
      {error ? (
        <span id={`${id}-error`} className="text-xs font-medium text-destructive">
          {error}
        </span>
      ) : null}
    </span>
  );
}
