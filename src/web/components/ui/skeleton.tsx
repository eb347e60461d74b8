import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A grey placeholder block that pulses while its content loads (instead of 'Loading...'). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />;
}
