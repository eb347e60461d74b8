import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

const alertVariants = cva(
  // The text may shrink and break a long word ('Beroepsaansprakelijkheidsverzekering') rather than leave the box.
  'relative flex w-full items-start gap-3 rounded-xl border p-4 text-sm break-words [&>*]:min-w-0 [&>svg]:mt-0.5 [&>svg]:size-5 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'border-border bg-white text-foreground',
        info: 'border-yellow bg-yellow/35 text-foreground [&>svg]:text-primary',
        success: 'border-success/30 bg-success/8 text-foreground [&>svg]:text-success',
        destructive: 'border-destructive/40 bg-destructive/5 text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Alert({
  className,
  variant,
  role,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    />
  );
}

/** A list or thread that could not be loaded: what failed, and 'Opnieuw proberen'. */
export function LoadErrorAlert({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Alert variant="destructive" className="items-center">
      <span className="flex-1">{children}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Opnieuw proberen
      </Button>
    </Alert>
  );
}
