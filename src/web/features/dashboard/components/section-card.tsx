import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';

/** A dashboard section whose content arrives with a later part of the portal. */
export function PendingSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col justify-between gap-4">
        <div className="flex items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-4 py-5 text-sm text-muted-foreground">
          <Hammer className="size-4 shrink-0 text-primary" aria-hidden />
          Dit overzicht wordt op dit moment gebouwd.
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
