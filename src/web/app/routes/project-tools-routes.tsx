import type { ProjectDetail } from '@shared/projects/schemas';
import { PROJECT_TYPE_LABELS } from '@shared/projects/types';
import { Button } from '@web/components/ui/button';
import { PageHeader } from '@web/components/ui/page-header';
import { DocumentsPage } from '@web/features/documents/pages/documents-page';
import { ContactPage } from '@web/features/messages/pages/contact-page';
import { ProjectGate } from '@web/features/projects/components/project-gate';
import { ProjectPicker } from '@web/features/projects/components/project-picker';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCurrentUser } from '../current-user';

/** The page of one project's documents or messages: its title, the project it is about, and the way back. */
function ProjectToolPage({
  title,
  project,
  children,
}: {
  title: string;
  project: ProjectDetail;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title={title}
        description={
          <>
            {project.title} · {PROJECT_TYPE_LABELS[project.type]} ·{' '}
            <span className="font-mono text-sm whitespace-nowrap">{project.projectId}</span>
          </>
        }
        actions={
          <Button asChild variant="outline">
            <Link to={`/project/${project.id}`}>
              <ArrowLeft aria-hidden />
              Terug naar project
            </Link>
          </Button>
        }
      />
      {children}
    </div>
  );
}

/** /documents?project={id}: the project's real documents; without a project, a choice of the user's projects. */
export function DocumentsRoute() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const idOrRef = params.get('project');
  if (!idOrRef) {
    return <ProjectPicker role={user.role} title="Documenten" linkTo={(id) => `/documents?project=${id}`} />;
  }
  return (
    <ProjectGate idOrRef={idOrRef}>
      {(project) => (
        <ProjectToolPage title="Documenten" project={project}>
          <DocumentsPage project={project} user={user} />
        </ProjectToolPage>
      )}
    </ProjectGate>
  );
}

/** /contact?project={id}: the message thread between the project's consumer and its professional. */
export function ContactRoute() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const idOrRef = params.get('project');
  if (!idOrRef) {
    return <ProjectPicker role={user.role} title="Berichten" linkTo={(id) => `/contact?project=${id}`} />;
  }
  return (
    <ProjectGate idOrRef={idOrRef}>
      {(project) => (
        <ProjectToolPage title="Berichten" project={project}>
          <ContactPage project={project} user={user} />
        </ProjectToolPage>
      )}
    </ProjectGate>
  );
}
