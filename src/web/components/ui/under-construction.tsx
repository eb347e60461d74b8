import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from './card';
import { PageHeader } from './page-header';

/** An honest stand-in for a screen that is still being built, so that no link ends on a 404. */
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
        <CardContent className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-yellow/40 text-primary">
            <Hammer className="size-6" aria-hidden />
          </span>
          <div className="space-y-1">
            <p className="font-medium">Dit onderdeel van het portaal wordt op dit moment gebouwd.</p>
            <p className="text-sm text-muted-foreground">
              Binnenkort vindt u hier alles wat bij deze pagina hoort. Tot die tijd kunt u de overige
              onderdelen van het portaal gewoon gebruiken.
            </p>
          </div>
        </CardContent>
        {children}
      </Card>
    </div>
  );
}
