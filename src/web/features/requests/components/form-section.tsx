import { Card, CardContent } from '@web/components/ui/card';
import type { ReactNode } from 'react';

/** One numbered (or unnumbered) block of a request form, with its heading tied to the region. */
export function FormSection({
  id,
  number,
  title,
  description,
  children,
}: {
  id: string;
  number?: number;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `section-${id}`;
  return (
    <Card>
      <section aria-labelledby={headingId}>
        <CardContent className="grid gap-5">
          <div className="flex items-start gap-3">
            {number !== undefined ? (
              <span
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                aria-hidden
              >
                {number}
              </span>
            ) : null}
            <div className="space-y-1">
              <h2 id={headingId} className="text-lg leading-8 font-semibold text-foreground">
                {number !== undefined ? <span className="sr-only">{number}. </span> : null}
                {title}
              </h2>
              {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
            </div>
          </div>
          {children}
        </CardContent>
      </section>
    </Card>
  );
}
