import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <LoaderCircle className={cn('size-5 animate-spin', className)} aria-label={label} aria-hidden={!label} />
  );
}

/** A centred spinner with a line of text, for a whole screen that is still loading. */
export function FullPageSpinner({ text }: { text: string }) {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-3 text-muted-foreground"
      role="status"
    >
      <Spinner className="size-8 text-primary" />
      <p className="text-sm">{text}</p>
    </div>
  );
}
