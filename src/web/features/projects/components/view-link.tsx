import { Button } from '@web/components/ui/button';
import { Eye } from 'lucide-react';
import { Link } from 'react-router';

/** 'Bekijken': the project page of one row. */
export function ViewLink({ id, label = 'Bekijken' }: { id: string; label?: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={`/project/${id}`}>
        <Eye aria-hidden />
        {label}
      </Link>
    </Button>
  );
}
