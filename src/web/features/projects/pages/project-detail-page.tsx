import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import type { ReactNode } from 'react';

/**
 * /project/{id} (spec 001 §2): header, criteria, professional, customer and request details; the app layer passes
 * the workflow and documents sections in. STUB: the projects web helper replaces this.
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
  void user;
  return (
    <div>
      <h1>{project.title}</h1>
      {workflow}
      {documents}
    </div>
  );
}
