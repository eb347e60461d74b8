import { formatDateTime } from '@shared/format';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import type { StepDefinition } from '@shared/workflows';
import { type ProjectStep, WORKFLOW_MESSAGES } from '@shared/workflows/schemas';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { toast } from '@web/components/ui/use-toast';
import { errorText } from '@web/lib/api-client';
import { ArrowLeft, ChevronLeft, ChevronRight, Lock, Pencil, ReceiptEuro } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type CompleteStepResponse, useCompleteStep } from '../api/complete-step';
import type { StepValues } from '../lib/field-values';
import { type StepDone, StepForm } from './step-form';
import { StepStatusBadge } from './step-status-badge';
import { StepValuesView } from './step-values';

export function completionToast(
  step: { stepNumber: number; title: string },
  res: StepDone,
  wasEdit: boolean,
) {
  if (wasEdit) {
    toast({
      title: 'Stap bijgewerkt',
      description: `Stap ${step.stepNumber}: ${step.title}`,
      variant: 'success',
    });
  } else if (res.projectCompleted) {
    toast({
      title: WORKFLOW_MESSAGES.projectCompleted,
      description: 'Alle stappen zijn voltooid. Het project is afgerond.',
      variant: 'success',
    });
  } else {
    toast({
      title: WORKFLOW_MESSAGES.stepCompleted,
      description: `Stap ${step.stepNumber}: ${step.title}`,
      variant: 'success',
    });
  }
}

/** What the app layer's invoice step UI gets: the step, and completing it through this feature. */
export interface InvoiceStepSlot {
  step: ProjectStep;
  definition: StepDefinition;
  /** The step is active and the user may complete it now. */
  mayComplete: boolean;
  completing: boolean;
  /** Completes the step; rejects (after the 'Fout bij voltooien stap' toast) when the server refuses. */
  complete: () => Promise<void>;
  /** The invoice was just made (the generator): the step completes at once when it may. */
  onInvoiceCreated: (created: { invoiceNumber: string }) => void;
}

/** The invoices feature's step UI, passed in by the app layer (features do not import each other). */
export type RenderInvoiceStep = (slot: InvoiceStepSlot) => React.ReactNode;

/**
 * An invoice step (docs/decisions/0016): it completes only once the project's invoice exists. The invoice itself
 * (generator, panel link, summary) is the invoices feature's, rendered through `render`; completing stays here.
 */
function InvoiceStep({
  projectId,
  step,
  definition,
  mayComplete,
  onDone,
  render,
}: {
  projectId: string;
  step: ProjectStep;
  definition: StepDefinition;
  mayComplete: boolean;
  onDone: (res: CompleteStepResponse, options?: { toast: boolean }) => void;
  render?: RenderInvoiceStep;
}) {
  const complete = useCompleteStep(projectId);
  const run = (after?: (res: CompleteStepResponse) => void) =>
    complete.mutateAsync({ stepNumber: step.stepNumber, stepData: {} }).then(
      (res) => {
        after?.(res);
        onDone(res, { toast: after === undefined });
      },
      (err: unknown) => {
        toast({
          title: 'Fout bij voltooien stap',
          description: errorText(err, WORKFLOW_MESSAGES.completeError),
          variant: 'destructive',
        });
        throw err;
      },
    );
  const onInvoiceCreated = (created: { invoiceNumber: string }) => {
    if (!mayComplete) return;
    // One toast for both: the invoice is made and mailed, and its step is done.
    void run((res) => {
      if (res.projectCompleted) completionToast(step, res, false);
      else
        toast({
          title: INVOICE_MESSAGES.created,
          description: `Factuur ${created.invoiceNumber}. Stap ${step.stepNumber}: ${step.title} is voltooid.`,
          variant: 'success',
        });
    }).catch(() => undefined); // the toast said it; 'Stap voltooien' stays for another try
  };
  if (render) {
    return render({
      step,
      definition,
      mayComplete,
      completing: complete.isPending,
      complete: () => run(),
      onInvoiceCreated,
    });
  }
  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center">
        <ReceiptEuro className="size-8 text-muted-foreground" aria-hidden />
        <p className="text-sm text-muted-foreground">{definition.description}</p>
      </div>
      {mayComplete ? (
        <Button
          className="justify-self-start"
          onClick={() => void run().catch(() => undefined)}
          disabled={complete.isPending}
        >
          {complete.isPending ? <Spinner /> : null}
          Stap voltooien
        </Button>
      ) : null}
    </div>
  );
}

/** The first control of a form that takes focus (the report's file input is visually hidden but focusable). */
const FIRST_FIELD =
  'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * One step: 'Stap n van N', its form (the active step for those who may complete it, or a completed one in edit
 * mode for those who may edit it) or its values, and Vorige / Terug naar overzicht / Volgende.
 */
export function StepView({
  projectId,
  stepNumber,
  steps,
  definition,
  mayComplete,
  mayEditCompleted,
  canOpen,
  hrefFor,
  back,
  focusOnOpen = false,
  onCompleted,
  renderInvoiceStep,
}: {
  projectId: string;
  stepNumber: number;
  steps: readonly ProjectStep[];
  definition: StepDefinition | undefined;
  /** Completing the active step (not on a completed or cancelled project). */
  mayComplete: boolean;
  /** 'Bewerken' on a completed step (also on a completed project, not on a cancelled one). */
  mayEditCompleted: boolean;
  canOpen: (stepNumber: number) => boolean;
  hrefFor: (stepNumber: number) => string;
  /** The way back from a step the address named (?stap=n): to the overview or to the current step. */
  back: { href: string; label: string } | null;
  /** The address named this step: bring it into view and focus its title on opening. */
  focusOnOpen?: boolean;
  onCompleted: (step: ProjectStep, res: StepDone, wasEdit: boolean) => void;
  /** The invoices feature's UI for an invoice step (from the app layer); a plain completion without it. */
  renderInvoiceStep?: RenderInvoiceStep;
}) {
  const [editing, setEditing] = useState(false);
  const step = steps.find((s) => s.stepNumber === stepNumber);
  const sectionRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A step the address names (?stap=n: a deep link, a step picked in the progress list, Vorige, Volgende) is
  // brought into view when its title is not wholly on screen, and its title takes focus. Otherwise (the current
  // step shown first) the title takes focus only when the control used went away (Stap voltooien), instead of
  // focus falling back to the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the step opens
  useEffect(() => {
    const el = sectionRef.current;
    const heading = headingRef.current;
    // An address that also names a section (?stap=3#invoice) is scrolled there instead.
    if (!el || window.location.hash) return;
    const title = (heading ?? el).getBoundingClientRect();
    // Under the sticky top bar counts as off screen: the section's scroll margin keeps it clear of the bar.
    const clear = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const offScreen = title.top < clear || title.bottom > window.innerHeight;
    if (offScreen && (focusOnOpen || el.getBoundingClientRect().top < 0))
      el.scrollIntoView({ block: 'start' });
    if (focusOnOpen || !document.activeElement || document.activeElement === document.body) {
      heading?.focus({ preventScroll: true });
    }
  }, []);
  // Where focus goes once the next render is on screen: the form's first field after 'Bewerken', the step's title
  // after 'Wijzigingen opslaan', 'Annuleren' or the last step, when the control that was used went away.
  const [focusTarget, setFocusTarget] = useState<{ to: 'heading' | 'form' } | null>(null);
  useEffect(() => {
    if (!focusTarget) return;
    const field =
      focusTarget.to === 'form'
        ? sectionRef.current?.querySelector<HTMLElement>(`form :is(${FIRST_FIELD})`)
        : null;
    (field ?? headingRef.current)?.focus({ preventScroll: focusTarget.to === 'heading' });
  }, [focusTarget]);
  const total = steps.length;

  const backLink = back ? (
    <Button variant="ghost" size="sm" asChild className="-mr-2 ml-auto">
      <Link to={back.href}>
        <ArrowLeft aria-hidden />
        {back.label}
      </Link>
    </Button>
  ) : null;

  if (!step) {
    return (
      <div className="grid grid-cols-1 gap-4">
        <Alert variant="destructive">
          <p className="font-medium">
            {Number.isInteger(stepNumber) ? WORKFLOW_MESSAGES.stepNotFound(stepNumber) : 'Stap niet gevonden'}
          </p>
        </Alert>
        {backLink ? <div className="flex">{backLink}</div> : null}
      </div>
    );
  }

  const open = canOpen(step.stepNumber);
  const stored: StepValues = { ...(step.details ?? {}), ...(step.stepData ?? {}) };
  const fields = definition?.fields ?? [];
  const isInvoice = definition?.kind === 'invoice';
  const showForm =
    open &&
    !isInvoice &&
    ((mayComplete && step.status === 'active') ||
      (mayEditCompleted && step.status === 'completed' && editing));
  const prev = step.stepNumber - 1;
  const next = step.stepNumber + 1;

  const onDone = (res: StepDone, options: { toast: boolean } = { toast: true }) => {
    const wasEdit = step.status === 'completed';
    setEditing(false);
    setFocusTarget({ to: 'heading' });
    if (options.toast) completionToast(step, res, wasEdit);
    onCompleted(step, res, wasEdit);
  };

  let body: React.ReactNode;
  if (!open) {
    body = (
      <Alert>
        <Lock aria-hidden />
        <p>
          {step.status === 'pending'
            ? 'Deze stap is nog niet beschikbaar. Eerst moeten de vorige stappen worden voltooid.'
            : 'Deze stap is nog niet voltooid. U kunt de gegevens bekijken zodra de professional de stap heeft afgerond.'}
        </p>
      </Alert>
    );
  } else if (isInvoice && definition) {
    body = (
      <InvoiceStep
        projectId={projectId}
        step={step}
        definition={definition}
        mayComplete={mayComplete && step.status === 'active'}
        onDone={onDone}
        render={renderInvoiceStep}
      />
    );
  } else if (showForm && definition) {
    body = (
      <StepForm
        key={step.id}
        projectId={projectId}
        definition={definition}
        stored={stored}
        editing={step.status === 'completed'}
        onDone={onDone}
        onSaved={() =>
          toast({
            title: WORKFLOW_MESSAGES.stepSaved,
            description: `Stap ${step.stepNumber}: ${step.title}. De stap is nog niet voltooid.`,
            variant: 'success',
          })
        }
        onCancel={
          step.status === 'completed'
            ? () => {
                setEditing(false);
                setFocusTarget({ to: 'heading' });
              }
            : undefined
        }
      />
    );
  } else {
    body = (
      <div className="grid grid-cols-1 gap-4">
        <StepValuesView fields={fields} values={stored} notes={step.notes} />
        {mayEditCompleted && step.status === 'completed' ? (
          <Button
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              setEditing(true);
              setFocusTarget({ to: 'form' });
            }}
          >
            <Pencil aria-hidden />
            Bewerken
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <section
      ref={sectionRef}
      aria-labelledby="workflow-step-title"
      className="grid grid-cols-1 scroll-mt-20 gap-5"
    >
      <div className="grid grid-cols-1 gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="text-sm font-medium text-muted-foreground">
            Stap {step.stepNumber} van {total}
          </p>
          <StepStatusBadge status={step.status} />
          {backLink}
        </div>
        <h3
          id="workflow-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-foreground focus:outline-none"
        >
          {step.title}
        </h3>
        <p className="text-sm text-muted-foreground">{step.description}</p>
        <p className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
          {step.completedAt ? <span>Voltooid op {formatDateTime(step.completedAt)}</span> : null}
          <span>Geschatte duur: {step.estimatedDays === 1 ? '1 dag' : `${step.estimatedDays} dagen`}</span>
        </p>
      </div>
      {body}
      <nav
        aria-label="Stapnavigatie"
        className="flex items-center justify-between gap-2 border-t border-border pt-4"
      >
        {prev >= 1 && canOpen(prev) ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={hrefFor(prev)}>
              <ChevronLeft aria-hidden />
              Vorige
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            <ChevronLeft aria-hidden />
            Vorige
          </Button>
        )}
        {next <= total && canOpen(next) ? (
          <Button variant="outline" size="sm" asChild>
            <Link to={hrefFor(next)}>
              Volgende
              <ChevronRight aria-hidden />
            </Link>
          </Button>
        ) : (
          <Button variant="outline" size="sm" disabled>
            Volgende
            <ChevronRight aria-hidden />
          </Button>
        )}
      </nav>
    </section>
  );
}
