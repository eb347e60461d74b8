import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import type { ReactNode } from 'react';
import { CustomerCard } from '../components/customer-card';
import { ProfessionalCard } from '../components/professional-card';
import { ProjectHeader } from '../components/project-header';
import { RequestDetailsCard } from '../components/request-details-card';

/**
 * /project/{id}: a compact header, then the work; the app layer passes the workflow, invoice and
 * documents sections in. The workflow comes first: the professional's current step with its form, the consumer's
 * progress and what happens next (the workflow section decides which). Then the invoice, the documents and the
 * request's details (one folding section, the buyer's criteria included). The people (professional, customer) sit
 * on the right on a wide screen and last on a phone, except for an admin whose project still waits for a
 * professional: the assignment comes first there.
 */
export function ProjectDetailPage({
  project,
  user,
  workflow,
  invoice,
  documents,
}: {
  project: ProjectDetail;
  user: AuthUser;
  workflow: ReactNode;
  invoice: ReactNode;
  documents: ReactNode;
}) {
  const assignFirst = user.role === 'admin' && project.professional === null && project.status === 'pending';
  const people = (
    <aside
      className="min-w-0 space-y-(--card-spacing) @2xl:col-start-3 @2xl:row-start-1"
      aria-label="Betrokkenen"
    >
      <ProfessionalCard project={project} user={user} />
      <CustomerCard project={project} linkToUser={user.role === 'admin'} />
    </aside>
  );
  return (
    <div className="@container space-y-4 sm:space-y-(--card-spacing)">
      <ProjectHeader project={project} user={user} />
      {/* The side column by the room the page leaves (a wide sidebar, a large font), not by the window. */}
      <div className="grid grid-cols-1 items-start gap-(--card-spacing) @2xl:grid-cols-3">
        {assignFirst ? people : null}
        <div className="min-w-0 space-y-(--card-spacing) @2xl:col-span-2 @2xl:col-start-1 @2xl:row-start-1">
          {workflow}
          {invoice}
          {documents}
          <RequestDetailsCard project={project} />
        </div>
        {assignFirst ? null : people}
      </div>
    </div>
  );
}
