import type { ProjectDetail } from '@shared/projects/schemas';
import { Card, CardContent, CardTitle } from '@web/components/ui/card';
import { cn } from '@web/lib/cn';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { NO_COMMENTS, requestDetailSections } from '../lib/request-details';
import { DetailList } from './detail-list';

/** Wide enough to read the request beside the work: the section starts open from here, folded on a phone. */
const OPEN_FROM = '(min-width: 768px)';

/**
 * 'Volledige Aanvraag Details', every section of the request form, the buyer's search criteria
 * (Gewenste woning, Financiering en situatie) among them: the page's one copy of the request. A native
 * <details>, folded on a phone so that the work comes first, open on a wider screen.
 */
export function RequestDetailsCard({ project }: { project: ProjectDetail }) {
  const id = useId();
  const sections = requestDetailSections(project.type, project.formData ?? {}, project.consumer);
  // Only the first render decides; after that the reader opens and closes it (React leaves the attribute be).
  const [startOpen] = useState(() => typeof window === 'undefined' || window.matchMedia(OPEN_FROM).matches);
  return (
    <section aria-labelledby={id}>
      <Card>
        <details open={startOpen} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-xl p-(--card-spacing) focus-visible:outline-2 focus-visible:outline-primary [&::-webkit-details-marker]:hidden">
            <span className="grid min-w-0 grid-cols-1 gap-1">
              <CardTitle id={id}>Volledige Aanvraag Details</CardTitle>
              <span className="text-sm text-muted-foreground">
                {sections.map((section) => section.title).join(' · ')}
              </span>
            </span>
            <ChevronDown
              className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              aria-hidden
            />
          </summary>
          <CardContent className="space-y-6 pt-0">
            {sections.map((section) => (
              <div key={section.title} className="space-y-3">
                <h3 className="border-b border-border pb-1 text-sm font-semibold text-foreground">
                  {section.title}
                </h3>
                {section.title === 'Opmerkingen' ? (
                  <p
                    className={cn(
                      'text-sm whitespace-pre-line',
                      section.rows[0]?.value === NO_COMMENTS && 'text-muted-foreground',
                    )}
                  >
                    {section.rows[0]?.value}
                  </p>
                ) : (
                  <DetailList rows={section.rows} />
                )}
              </div>
            ))}
          </CardContent>
        </details>
      </Card>
    </section>
  );
}
