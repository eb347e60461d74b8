import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
import { Spinner } from './spinner';

export interface CountItem {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Tailwind classes for the icon's tile. */
  tone: string;
  hint?: string;
}

/** A card with a row of numbers (dashboard statistics); Dutch loading and error states. */
export function CountsCard({
  title,
  description,
  items,
  isPending,
  isError,
}: {
  title: string;
  description?: ReactNode;
  items: CountItem[];
  isPending: boolean;
  isError: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {isPending ? (
          <div className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="text-primary" /> Laden...
          </div>
        ) : isError ? (
          <p role="alert" className="text-sm text-destructive">
            Fout bij laden van de aantallen.
          </p>
        ) : (
          <dl
            className={`grid grid-cols-2 gap-3 ${items.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-4'}`}
          >
            {items.map(({ label, value, icon: Icon, tone, hint }) => (
              <div key={label} className="rounded-lg border border-border bg-surface p-3">
                <dt className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
                  <span className={`flex size-6 items-center justify-center rounded-md ${tone}`}>
                    <Icon className="size-3.5" aria-hidden />
                  </span>
                  {label}
                </dt>
                <dd className="mt-2 text-2xl font-semibold tabular-nums text-foreground">{value}</dd>
                {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
