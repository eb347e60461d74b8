import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { ProjectAppointments } from '@web/features/appointments/components/project-appointments';
import { DocumentRequestsCard } from '@web/features/document-requests/components/document-requests-card';
import { ProjectDocuments } from '@web/features/documents/components/project-documents';
import { InvoiceSection } from '@web/features/invoices/components/invoice-section';
import { InvoiceStepPanel } from '@web/features/invoices/components/invoice-step-panel';
import { PaymentReturn } from '@web/features/invoices/components/payment-return';
import { ProjectGate } from '@web/features/projects/components/project-gate';
import { ProjectDetailPage } from '@web/features/projects/pages/project-detail-page';
import { stepsQueryOptions } from '@web/features/workflows/api/get-steps';
import { ProjectWorkflow } from '@web/features/workflows/components/project-workflow';
import type { RenderInvoiceStep } from '@web/features/workflows/components/step-view';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser } from '../current-user';

/**
 * /project/{id}: the project page composes the workflow, invoice and documents sections of their own features; the
 * workflow's invoice step shows the invoices feature's step UI, and a return from the checkout
 * (?payment=success&invoice=…) is handled above the page.
 */
export function ProjectRoute() {
  const user = useCurrentUser();
  const { id = '' } = useParams();
  // The steps decide what the page shows first (the current step's form): opened by its uuid, the page asks for
  // them beside the project instead of after it, one round trip less on a slow connection (docs/performance.md).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (UUID.test(id)) void queryClient.prefetchQuery(stepsQueryOptions(id));
  }, [id, queryClient]);
  return (
    <ProjectGate idOrRef={id}>
      {(project) => (
        <>
          <PaymentReturn />
          <ProjectDetailPage
            project={project}
            user={user}
            workflow={
              <ProjectWorkflow
                project={project}
                user={user}
                renderInvoiceStep={invoiceStepRenderer(project, user)}
              />
            }
            // Between the workflow and the documents, at /project/{id}#invoice.
            invoice={
              <>
                <ProjectAppointments projectId={project.id} />
                <InvoiceSection project={project} user={user} />
              </>
            }
            documents={
              <>
                <DocumentRequestsCard project={project} user={user} />
                <ProjectDocuments project={project} user={user} />
              </>
            }
          />
        </>
      )}
    </ProjectGate>
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function invoiceStepRenderer(project: ProjectDetail, user: AuthUser): RenderInvoiceStep {
  return ({ step, definition, mayComplete, completing, complete, onInvoiceCreated }) => (
    <InvoiceStepPanel
      project={project}
      user={user}
      mode={definition.invoice ?? 'panel'}
      stepNumber={step.stepNumber}
      stepStatus={step.status}
      description={definition.description}
      mayComplete={mayComplete}
      completing={completing}
      onComplete={complete}
      onInvoiceCreated={onInvoiceCreated}
    />
  );
}
