import type { ProjectDetail } from '@shared/projects/schemas';
import type { ReactNode } from 'react';

/**
 * Loads GET /api/projects/{idOrRef} and renders `children(project)`; a skeleton while loading and a clear Dutch
 * error state when the project cannot be loaded (not found, no access, network).
 * STUB: the projects web helper replaces this.
 */
export function ProjectGate({
  idOrRef,
  children,
}: {
  idOrRef: string;
  children: (project: ProjectDetail) => ReactNode;
}) {
  void children;
  return <p>Project {idOrRef}</p>;
}
