import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { cn } from '@web/lib/cn';
import type { ReactNode } from 'react';
import { BuyerCriteriaCard } from '../components/buyer-criteria-card';
import { CustomerCard } from '../components/customer-card';
import { ProfessionalCard } from '../components/professional-card';
import { ProjectHeader } from '../components/project-header';
import { RequestDetailsCard } from '../components/request-details-card';

/**
 * /project/{id} (spec 001 §2): header, criteria, professional, customer and request details; the app layer passes
 * the workflow and documents sections in. Two columns on wide screens (the request on the left, the people on
 * the right), one column on a phone with the people first after the criteria.
 */
export function ProjectDetailPage({
  project,
  user,
  workflow,
  documents,
}: {
  project: ProjectDetail;
  user: AuthUser;
  workflow: ReactNode;
  documents: ReactNode;
}) {
  const isBuyer = project.type === 'aankoopmakelaar';
  return (
    <div className="space-y-(--card-spacing)">
      <ProjectHeader project={project} user={user} />
      {/* Wide: request left, people right (spanning both rows); narrow: criteria, people, then the details. */}
      <div className="grid items-start gap-(--card-spacing) lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        {isBuyer ? (
          <div className="lg:col-span-2">
            <BuyerCriteriaCard formData={project.formData ?? {}} />
          </div>
        ) : null}
        <aside
          className={cn('space-y-(--card-spacing) lg:col-start-3 lg:row-start-1', isBuyer && 'lg:row-span-2')}
          aria-label="Betrokkenen"
        >
          <ProfessionalCard project={project} user={user} />
          <CustomerCard project={project} linkToUser={user.role === 'admin'} />
        </aside>
        <div className={cn('lg:col-span-2 lg:col-start-1', isBuyer ? 'lg:row-start-2' : 'lg:row-start-1')}>
          <RequestDetailsCard project={project} />
        </div>
      </div>
      {workflow}
      {documents}
    </div>
  );
}
