import type { AuthUser } from '@shared/auth/schemas';
import type { ProjectDetail } from '@shared/projects/schemas';
import { canOpenStep, workflowFor } from '@shared/workflows';
import { WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { hasErrorCode } from '@web/lib/api-client';
import { CircleAlert, Hourglass, Info, Lock } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSteps } from '../api/get-steps';
import { useInitializeSteps } from '../api/initialize-steps';
import {
  isProjectClosed,
  isWorkflowEditor,
  mayCompleteSteps,
  mayEditCompletedSteps,
} from '../lib/permissions';
import { type RenderInvoiceStep, StepView } from './step-view';
import { type NextStep, WorkflowProgress } from './workflow-progress';
import { WorkflowSkeleton } from './workflow-skeleton';

/** The step in the address: ?stap=n (null for the overview; anything but a whole number is a missing step, NaN). */
function useStepParam() {
  const [params] = useSearchParams();
  const raw = params.get('stap');
  if (raw === null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isInteger(n) ? n : Number.NaN;
}

function useStepHref() {
  const location = useLocation();
  const [params] = useSearchParams();
  return (stepNumber: number | null) => {
    const next = new URLSearchParams(params);
    if (stepNumber === null) next.delete('stap');
    else next.set('stap', String(stepNumber));
    const search = next.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
}

/** Initialising found the steps made already (another tab, the admin): not a failure for this screen. */
const isAlreadyStarted = (err: unknown) => hasErrorCode(err, 'WORKFLOW_ALREADY_STARTED');

function WorkflowCard({ children }: { children: React.ReactNode }) {
  return (
    <Card id="stappenplan" aria-labelledby="project-workflow-title" role="region">
      <CardHeader>
        <CardTitle id="project-workflow-title">Project Stappenplan</CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-6">{children}</CardContent>
    </Card>
  );
}

/** 'Workflow fout' with 'Opnieuw proberen': the steps could not be loaded or prepared. */
function WorkflowErrorAlert({
  message,
  onRetry,
  busy,
}: {
  message: string;
  onRetry: () => void;
  busy: boolean;
}) {
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden />
      <div className="grid grid-cols-1 gap-3">
        <div>
          <p className="font-medium">Workflow fout</p>
          <p>{message}</p>
        </div>
        <Button variant="outline" size="sm" className="justify-self-start" onClick={onRetry} disabled={busy}>
          {busy ? <Spinner /> : null}
          Opnieuw proberen
        </Button>
      </div>
    </Alert>
  );
}

/**
 * 'Project Stappenplan' of one project: the step on screen, the one progress display, and
 * initialisation. The assigned professional (or an admin) gets the current step and its form first, with no ?stap
 * in the address; a consumer gets the progress and what happens next. ?stap=n opens step n, brings it into view
 * and focuses its title.
 */
export function ProjectWorkflow({
  project,
  user,
  renderInvoiceStep,
}: {
  project: ProjectDetail;
  user: AuthUser;
  /** The invoices feature's UI for the invoice step, passed in by the app layer. */
  renderInvoiceStep?: RenderInvoiceStep;
}) {
  const steps = useSteps(project.id);
  const initialize = useInitializeSteps(project.id);
  const navigate = useNavigate();
  const current = useStepParam();
  const stepHref = useStepHref();
  const definition = workflowFor(project.type);

  const editor = isWorkflowEditor(user, project);
  const closed = isProjectClosed(project);
  // Completing steps ends with the project; correcting a completed step stays possible on a completed project.
  const mayComplete = mayCompleteSteps(user, project);
  const mayEditCompleted = mayEditCompletedSteps(user, project);
  const hasProfessional = project.professionalId !== null;
  const canInitialize = editor && hasProfessional && !closed;
  // The assigned professional or an admin opening the project prepares its steps. That does not start
  // the project (the server moves it to 'In behandeling' only when the first step is completed).

  const runInitialize = initialize.mutate;
  const label = definition.label;
  const startWorkflow = useCallback(
    () =>
      runInitialize(undefined, {
        onSuccess: () =>
          toast({ title: WORKFLOW_MESSAGES.initialized, description: label, variant: 'success' }),
        onError: (err) => {
          if (isAlreadyStarted(err)) return; // someone else just did; the list refetches
          toast({ title: 'Workflow fout', description: WORKFLOW_MESSAGES.initError, variant: 'destructive' });
        },
      }),
    [runInitialize, label],
  );

  // A project without steps is initialised once.
  const initTried = useRef<string | null>(null);
  const noSteps = steps.isSuccess && steps.data.length === 0;
  useEffect(() => {
    if (!noSteps || !canInitialize || initTried.current === project.id) return;
    initTried.current = project.id;
    startWorkflow();
  }, [noSteps, canInitialize, project.id, startWorkflow]);

  // A failed background refetch keeps the steps on screen; the error state is for a first load that failed.
  if (steps.data === undefined && !steps.isError) {
    return (
      <WorkflowCard>
        <WorkflowSkeleton />
      </WorkflowCard>
    );
  }

  if (steps.data === undefined) {
    return (
      <WorkflowCard>
        <WorkflowErrorAlert
          message={WORKFLOW_MESSAGES.loadError}
          onRetry={() => void steps.refetch()}
          busy={steps.isFetching}
        />
      </WorkflowCard>
    );
  }

  const list = steps.data;
  if (list.length === 0) {
    let content: React.ReactNode;
    if (closed) {
      content = (
        <Alert>
          <Info aria-hidden />
          <p>
            {project.status === 'cancelled' ? 'Dit project is geannuleerd.' : 'Dit project is afgerond.'} Er
            is geen stappenplan vastgelegd.
          </p>
        </Alert>
      );
    } else if (!hasProfessional) {
      content = (
        <Alert variant="info">
          <Hourglass aria-hidden />
          <div>
            <p className="font-medium">{WORKFLOW_MESSAGES.notAssigned}</p>
            <p>Het stappenplan verschijnt zodra een professional aan dit project is gekoppeld.</p>
          </div>
        </Alert>
      );
    } else if (canInitialize && initialize.isError && !isAlreadyStarted(initialize.error)) {
      content = (
        <WorkflowErrorAlert
          message={WORKFLOW_MESSAGES.initError}
          onRetry={startWorkflow}
          busy={initialize.isPending}
        />
      );
    } else if (canInitialize) {
      content = (
        <div className="grid grid-cols-1 gap-3">
          <p className="inline-flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Spinner className="size-4 text-primary" /> Stappenplan wordt aangemaakt...
          </p>
          <WorkflowSkeleton />
        </div>
      );
    } else {
      content = (
        <Alert variant="info">
          <Hourglass aria-hidden />
          <p>{WORKFLOW_MESSAGES.waitingForProfessional}</p>
        </Alert>
      );
    }
    return <WorkflowCard>{content}</WorkflowCard>;
  }

  // One name per step: the workflow definition's (the stored title only for a step the definition lacks).
  const named = list.map((s) => ({
    ...s,
    title: definition.steps.find((d) => d.stepNumber === s.stepNumber)?.title ?? s.title,
  }));
  const canOpen = (n: number) => canOpenStep(user.role, n, named);
  const hrefFor = (n: number) => stepHref(n);
  const active = named.find((s) => s.status === 'active');
  // Who works the steps sees the current step and its form first, without ?stap; everyone else the progress.
  const defaultStep = mayComplete && active && canOpen(active.stepNumber) ? active.stepNumber : null;
  const shown = current ?? defaultStep;
  const explicit = current !== null;
  const next: NextStep =
    user.role !== 'consumer' || project.status === 'cancelled'
      ? null
      : active
        ? { step: active }
        : named.every((s) => s.status === 'completed')
          ? 'done'
          : null;

  const notice =
    user.role === 'consumer' ? (
      <Alert>
        <Lock aria-hidden />
        <p>{WORKFLOW_MESSAGES.readOnly}</p>
      </Alert>
    ) : editor && closed ? (
      <Alert>
        <Info aria-hidden />
        <p>
          {project.status === 'completed'
            ? 'Deze opdracht is afgerond. Voltooide stappen kunt u nog bewerken; er worden geen stappen meer voltooid.'
            : WORKFLOW_MESSAGES.projectClosed}
        </p>
      </Alert>
    ) : null;

  const progress = (
    <WorkflowProgress
      label={definition.label}
      steps={named}
      current={shown}
      canOpen={canOpen}
      hrefFor={hrefFor}
      next={shown === null ? next : null}
    />
  );

  if (shown === null) {
    return (
      <WorkflowCard>
        {progress}
        {notice}
      </WorkflowCard>
    );
  }

  return (
    <WorkflowCard>
      {user.role === 'consumer' ? null : notice}
      <StepView
        key={`${shown}:${explicit}`}
        projectId={project.id}
        stepNumber={shown}
        steps={named}
        definition={definition.steps.find((s) => s.stepNumber === shown)}
        mayComplete={mayComplete}
        mayEditCompleted={mayEditCompleted}
        canOpen={canOpen}
        hrefFor={hrefFor}
        // Away from a step the address named: the overview, or the current step for who works the steps.
        back={
          explicit && shown !== defaultStep
            ? {
                href: stepHref(null),
                label: defaultStep === null ? 'Terug naar overzicht' : 'Naar huidige stap',
              }
            : null
        }
        focusOnOpen={explicit}
        renderInvoiceStep={renderInvoiceStep}
        onCompleted={(step, res, wasEdit) => {
          // After completing, the next step (now active) opens; after the last one or an edit, stay put.
          if (wasEdit || res.projectCompleted) return;
          const following = named.find((s) => s.stepNumber === step.stepNumber + 1);
          if (following)
            navigate(stepHref(following.stepNumber), { replace: false, preventScrollReset: true });
        }}
      />
      {progress}
      {user.role === 'consumer' ? notice : null}
    </WorkflowCard>
  );
}
