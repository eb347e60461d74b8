import { DocumentsPage } from '@web/features/documents/pages/documents-page';
import { ContactPage } from '@web/features/messages/pages/contact-page';
import { ProjectGate } from '@web/features/projects/components/project-gate';
import { ProjectPicker } from '@web/features/projects/components/project-picker';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../current-user';

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
      {(project) => <DocumentsPage project={project} user={user} />}
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
    <ProjectGate idOrRef={idOrRef}>{(project) => <ContactPage project={project} user={user} />}</ProjectGate>
  );
}
