import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const inputClass =
  'flex h-10 w-full min-w-0 rounded-lg border border-border bg-white px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-primary/25 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClass, className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(inputClass, 'h-auto min-h-28 resize-y', className)} {...props} />;
}
