import type { AuditEntry } from '@shared/audit/schemas';
import { ArrowRight } from 'lucide-react';
import { changesOf, detailsOf, fieldLabel } from '../lib/entries';

/**
 * An entry's recorded values behind a disclosure: before → after per field (money, bank details, roles), then the
 * other details. Closed, it is one line; a keyboard opens it like any button.
 */
export function EntryDetails({ entry }: { entry: AuditEntry }) {
  const changes = changesOf(entry);
  const details = detailsOf(entry);
  if (changes.length === 0 && details.length === 0)
    return <span className="text-muted-foreground">Geen details</span>;
  return (
    <details className="group min-w-0 text-sm">
      <summary className="cursor-pointer rounded text-primary hover:underline focus-visible:outline-2 focus-visible:outline-primary">
        {changes.length > 0 ? 'Voor en na' : 'Details'}
      </summary>
      <div className="mt-2 grid gap-2">
        {changes.length > 0 ? (
          <dl className="grid gap-1.5" aria-label="Voor en na">
            {changes.map((c) => (
              <div key={c.key} className="grid gap-0.5">
                <dt className="text-xs font-medium text-muted-foreground">{fieldLabel(c.key)}</dt>
                <dd className="flex flex-wrap items-center gap-x-2 [overflow-wrap:anywhere]">
                  {c.before !== null ? <span className="text-muted-foreground">{c.before}</span> : null}
                  {c.before !== null && c.after !== null ? (
                    <ArrowRight className="size-3.5 shrink-0 text-muted-foreground" aria-label="wordt" />
                  ) : null}
                  {c.after !== null ? <span className="font-medium">{c.after}</span> : null}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {details.length > 0 ? (
          <dl className="grid gap-1.5 border-t border-border pt-2 first:border-t-0 first:pt-0">
            {details.map(([key, value]) => (
              <div key={key} className="grid gap-0.5">
                <dt className="text-xs font-medium text-muted-foreground">{fieldLabel(key)}</dt>
                <dd className="[overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </details>
  );
}
