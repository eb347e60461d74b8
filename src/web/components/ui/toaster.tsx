import { TOAST_DURATION_MS } from '@shared/constants';
import { CircleAlert, CircleCheck, X } from 'lucide-react';
import { Toast } from 'radix-ui';
import { useEffect } from 'react';
import { cn } from '../../lib/cn';
import { dismissToast, type ToastVariant, takeFlashToast, toast, useToasts } from './use-toast';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-border bg-white text-foreground',
  success: 'border-success/30 bg-white text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export function Toaster() {
  const toasts = useToasts();

  useEffect(() => {
    const flash = takeFlashToast();
    if (flash) toast(flash);
  }, []);

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label="Melding">
      {toasts.map((t) => {
        const variant = t.variant ?? 'default';
        return (
          <Toast.Root
            key={t.id}
            open={t.open}
            duration={t.duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(t.id);
            }}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
              'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
              'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=end]:animate-toast-out',
              variantClass[variant],
            )}
          >
            {variant === 'destructive' ? (
              <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
            ) : (
              <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            )}
            <div className="grid gap-1">
              <Toast.Title className="text-sm font-semibold">{t.title}</Toast.Title>
              {t.description ? (
                <Toast.Description
                  className={cn('text-sm', variant === 'destructive' ? 'opacity-90' : 'text-muted-foreground')}
                >
                  {t.description}
                </Toast.Description>
              ) : null}
            </div>
            <Toast.Close
              aria-label="Sluiten"
              className={cn(
                'absolute top-3 right-3 rounded-md p-1 opacity-70 transition hover:opacity-100',
                variant === 'destructive' ? 'hover:bg-white/15' : 'hover:bg-muted',
              )}
            >
              <X className="size-4" aria-hidden />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      <Toast.Viewport className="fixed right-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-[420px]" />
    </Toast.Provider>
  );
}
