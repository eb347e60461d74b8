import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './card';
import { PageHeader } from './page-header';

/**
 * A screen whose feature is not available yet, so that no link ends on a 404. It says so plainly and promises
 * nothing: no date, no "binnenkort". `children` may say what the page is about and where to go meanwhile.
 */
export function UnderConstruction({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="space-y-(--card-spacing)">
      <PageHeader title={title} description={intro} />
      <Card>
        <CardContent className="flex flex-col items-start gap-4 sm:flex-row">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-yellow/40 text-primary">
            <Info className="size-6" aria-hidden />
          </span>
          <div className="space-y-2 text-sm">
            <p className="text-base font-medium">Dit onderdeel is nog niet beschikbaar.</p>
            {children ?? (
              <p className="text-muted-foreground">
                U kunt de overige onderdelen van het portaal gewoon gebruiken.
              </p>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
