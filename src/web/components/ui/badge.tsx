import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Colours follow the spec's statusColor names (yellow, blue, orange, green, red) plus neutral. */
export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      color: {
        neutral: 'border-border bg-muted text-foreground',
        yellow: 'border-amber-200 bg-amber-50 text-amber-800',
        blue: 'border-blue-200 bg-blue-50 text-blue-800',
        orange: 'border-orange-200 bg-orange-50 text-orange-800',
        green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
        red: 'border-red-200 bg-red-50 text-red-800',
      },
    },
    defaultVariants: { color: 'neutral' },
  },
);

export type BadgeColor = NonNullable<VariantProps<typeof badgeVariants>['color']>;

export function Badge({
  className,
  color,
  ...props
}: Omit<ComponentProps<'span'>, 'color'> & { color?: BadgeColor }) {
  return <span className={cn(badgeVariants({ color }), className)} {...props} />;
}
