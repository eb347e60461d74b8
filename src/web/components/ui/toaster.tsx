import { TOAST_DURATION_MS } from '@shared/constants';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import {
  dismissToast,
  type ToastItem,
  type ToastVariant,
  takeFlashToast,
  toast,
  useToasts,
} from './use-toast';

// A small own toaster rather than Radix Toast: it sits on the login page, whose JavaScript budget is tight,
// and needs only a live region, a timer that pauses while the pointer or focus is on it, and a close button.

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-white text-foreground',
  success: 'border-success/30 bg-white text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

function ToastView({ item }: { item: ToastItem }) {
  const variant = item.variant ?? 'default';
  const [paused, setPaused] = useState(false);
  const remaining = useRef(item.duration ?? TOAST_DURATION_MS);

  useEffect(() => {
    if (paused || !Number.isFinite(remaining.current)) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, item.id]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the role is status or alert (Biome cannot read the expression); hovering or focusing pauses its timer and Escape closes it
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-atomic="true"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') dismissToast(item.id);
      }}
      className={cn(
        'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg animate-toast-in',
        variantClass[variant],
      )}
    >
      {variant === 'destructive' ? (
        <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
      ) : (
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
      )}
      <div className="grid gap-1">
        <p className="text-sm font-semibold">{item.title}</p>
        {item.description ? (
          <p className={cn('text-sm', variant === 'destructive' ? 'opacity-90' : 'text-muted-foreground')}>
            {item.description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        aria-label="Sluiten"
        onClick={() => dismissToast(item.id)}
        className={cn(
          'absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100',
          variant === 'destructive' ? 'hover:bg-white/15' : 'hover:bg-muted',
        )}
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

export function Toaster() {
  const toasts = useToasts();

  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
  }, []);

  return (
    <section
      aria-label="Meldingen"
      aria-live="polite"
      className="pointer-events-none fixed bottom-0 left-0 z-[100] w-full p-4 sm:max-w-[380px]"
    >
      {/* Plain divs, not a list: a list item cannot carry role status/alert (axe 'list'). Bottom left, so at
          desktop width it covers neither a centred form's submit button nor the action buttons at a row's end. */}
      <div className="flex flex-col gap-2">
        {toasts
          .filter((t) => t.open)
          .map((t) => (
            <ToastView key={t.id} item={t} />
          ))}
      </div>
    </section>
  );
}
