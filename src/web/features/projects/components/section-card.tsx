import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { type ReactNode, useId } from 'react';

/** A card of the project page as a named region (screen readers and tests find it by its title). */
export function SectionCard({
  title,
  icon,
  description,
  children,
  contentClassName,
}: {
  title: string;
  icon?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  contentClassName?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle
            id={id}
            className={cn(icon && 'flex items-center gap-2 [&>svg]:size-5 [&>svg]:text-primary')}
          >
            {icon}
            {title}
          </CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </Card>
    </section>
  );
}
