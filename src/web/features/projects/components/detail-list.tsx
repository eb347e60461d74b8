import { Badge } from '@web/components/ui/badge';
import { cn } from '@web/lib/cn';
import { type DetailRow, NO_COMMENTS, NOT_FILLED } from '../lib/request-details';

/** Label/value pairs of the project page: two columns from the small breakpoint, lists as badges. */
export function DetailList({ rows, className }: { rows: DetailRow[]; className?: string }) {
  return (
    <dl className={cn('grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2', className)}>
      {rows.map((row) => (
        <div key={row.label} className="min-w-0">
          <dt className="text-xs font-medium text-muted-foreground">{row.label}</dt>
          <dd className="mt-0.5 break-words">
            {row.list && row.list.length > 0 ? (
              <span className="flex flex-wrap gap-1">
                {row.list.map((item) => (
                  <Badge key={item}>{item}</Badge>
                ))}
              </span>
            ) : (
              <span
                className={cn(
                  'whitespace-pre-line',
                  (row.value === NOT_FILLED || row.value === NO_COMMENTS) && 'text-muted-foreground',
                )}
              >
                {row.value}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
