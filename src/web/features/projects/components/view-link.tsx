import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';

/** 'Bekijken': the project page of one row (iconOnly keeps the name for screen readers and as a tooltip). */
export function ViewLink({
  id,
  iconOnly = false,
  className,
}: {
  id: string;
  iconOnly?: boolean;
  className?: string;
}) {
  return (
    <Button
      asChild
      variant="ghost"
      size={iconOnly ? 'icon' : 'sm'}
      className={cn(iconOnly && 'size-9', className)}
    >
      <Link to={`/project/${id}`} aria-label={iconOnly ? 'Bekijken' : undefined} title="Bekijken">
        <Eye aria-hidden />
        {iconOnly ? null : 'Bekijken'}
      </Link>
    </Button>
  );
}
