import type { ProjectStep } from '@shared/workflows/schemas';
import { cn } from '@web/lib/cn';
import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router';
import { StepStatusBadge } from './step-status-badge';

const days = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`);

/** What the consumer reads under the bar: the step that comes next, or that every step is done. */
export type NextStep = { step: ProjectStep } | 'done' | null;

/**
 * The project's one progress display: 'Voortgang {label}' with 'x van y voltooid', a bar, and every
 * step by the one name the workflow definition gives it, with its status. A step the user may open is a link to it
 * (?stap=n); the step on screen is marked. The consumer also reads what happens next ('Volgende stap: …').
 */
export function WorkflowProgress({
  label,
  steps,
  current,
  canOpen,
  hrefFor,
  next = null,
}: {
  label: string;
  steps: readonly ProjectStep[];
  /** The step on screen (null in the overview). */
  current: number | null;
  canOpen: (stepNumber: number) => boolean;
  hrefFor: (stepNumber: number) => string;
  next?: NextStep;
}) {
  const done = steps.filter((s) => s.status === 'completed').length;
  const total = steps.length;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const titleId = 'workflow-progress-title';
  return (
    <section aria-labelledby={titleId} className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={titleId} className="text-base font-semibold text-foreground">
          Voortgang {label}
        </h3>
        <p className="text-sm text-muted-foreground">
          {done} van {total} voltooid
        </p>
      </div>
      <div
        role="progressbar"
        aria-labelledby={titleId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={`${done} van ${total} voltooid`}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {next === 'done' ? (
        <p className="rounded-lg border border-border bg-muted/40 p-3 text-sm font-medium text-foreground">
          Alle stappen zijn voltooid.
        </p>
      ) : next ? (
        <div className="flex items-start gap-3 rounded-lg border border-primary/30 bg-primary/5 p-3 text-sm">
          <ArrowRight className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <p className="grid grid-cols-1 gap-0.5">
            <span className="font-medium text-foreground">Volgende stap: {next.step.title}</span>
            <span className="text-muted-foreground">{next.step.description}</span>
            <span className="text-xs text-muted-foreground">
              Geschatte duur: {days(next.step.estimatedDays)}
            </span>
          </p>
        </div>
      ) : null}
      <ol className="grid grid-cols-1 gap-1" aria-label="Stappenplan">
        {steps.map((step) => {
          const open = canOpen(step.stepNumber);
          const here = current === step.stepNumber;
          return (
            <li
              key={step.id}
              className={cn(
                'relative flex items-center gap-3 rounded-lg border px-2.5 py-1.5 transition-colors',
                step.status === 'active' ? 'border-primary/40 bg-primary/5' : 'border-transparent',
                here && 'border-foreground/60',
                open && 'hover:bg-muted/50',
              )}
            >
              <span
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
                  step.status === 'completed' && 'bg-primary text-primary-foreground',
                  step.status === 'active' && 'border border-primary bg-white text-primary',
                  step.status === 'pending' && 'bg-muted text-muted-foreground',
                )}
                aria-hidden
              >
                {step.status === 'completed' ? <Check className="size-4" /> : step.stepNumber}
              </span>
              <span className="sr-only">Stap {step.stepNumber}: </span>
              {open ? (
                // The whole row is the link's target area (after::inset-0); its name stays the step's name.
                <Link
                  to={hrefFor(step.stepNumber)}
                  aria-current={here ? 'step' : undefined}
                  className="min-w-0 flex-1 text-sm font-medium break-words hyphens-auto text-foreground after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
                >
                  {step.title}
                </Link>
              ) : (
                <span
                  className={cn(
                    'min-w-0 flex-1 text-sm break-words hyphens-auto',
                    step.status === 'pending' ? 'text-muted-foreground' : 'font-medium text-foreground',
                  )}
                >
                  {step.title}
                </span>
              )}
              <StepStatusBadge status={step.status} />
            </li>
          );
        })}
      </ol>
    </section>
  );
}
