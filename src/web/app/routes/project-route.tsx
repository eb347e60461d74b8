import { ProjectDocuments } from '@web/features/documents/components/project-documents';
import { ProjectGate } from '@web/features/projects/components/project-gate';
import { ProjectDetailPage } from '@web/features/projects/pages/project-detail-page';
import { ProjectWorkflow } from '@web/features/workflows/components/project-workflow';
import { useParams } from 'react-router';
import { useCurrentUser } from '../current-user';

/** /project/{id}: the project page composes the workflow and documents sections of their own features. */
export function ProjectRoute() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  return (
    <ProjectGate idOrRef={id}>
      {(project) => (
        <ProjectDetailPage
          project={project}
          user={user}
          workflow={<ProjectWorkflow project={project} user={user} />}
          documents={<ProjectDocuments project={project} user={user} />}
        />
      )}
    </ProjectGate>
  );
}
