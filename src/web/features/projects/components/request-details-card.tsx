import type { ProjectDetail } from '@shared/projects/schemas';
import { cn } from '@web/lib/cn';
import { NO_COMMENTS, requestDetailSections } from '../lib/request-details';
import { DetailList } from './detail-list';
import { SectionCard } from './section-card';

/** Spec 001 §2: 'Volledige Aanvraag Details', every section of the request form. */
export function RequestDetailsCard({ project }: { project: ProjectDetail }) {
  const sections = requestDetailSections(project.type, project.formData ?? {}, project.consumer);
  return (
    <SectionCard title="Volledige Aanvraag Details" contentClassName="space-y-6">
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
    </SectionCard>
  );
}
