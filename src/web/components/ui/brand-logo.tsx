import { House } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';

/**
 * The portal's logo: the house in a rounded square and the name, linking home. `onPrimary` for the green
 * sidebar and brand panel, `onLight` for white and grey backgrounds.
 */
export function BrandLogo({
  to,
  tone,
  className,
}: {
  to: string;
  tone: 'onPrimary' | 'onLight';
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-3 text-lg font-semibold',
        tone === 'onLight' && 'text-primary',
        className,
      )}
    >
      <span
        className={cn(
          'flex size-9 items-center justify-center rounded-lg',
          tone === 'onPrimary' ? 'bg-white/15' : 'bg-primary text-white shadow-sm',
        )}
      >
        <House className="size-5" aria-hidden />
      </span>
      Woonportaal
    </Link>
  );
}
