import { formatDateTime } from '@shared/format';
import type { ProjectStep } from '@shared/workflows/schemas';
import { cn } from '@web/lib/cn';
import { Check, ChevronRight, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { StepStatusBadge } from './step-status-badge';

const days = (n: number) => (n === 1 ? '1 dag' : `${n} dagen`);

/** The overview: 'Stappenplan' with 'x / y voltooid' and every step; the ones the user may open are links. */
export function StepList({
  steps,
  canOpen,
  hrefFor,
}: {
  steps: readonly ProjectStep[];
  canOpen: (stepNumber: number) => boolean;
  hrefFor: (stepNumber: number) => string;
}) {
  const done = steps.filter((s) => s.status === 'completed').length;
  return (
    <section aria-labelledby="workflow-steps-title" className="grid grid-cols-1 gap-3">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="workflow-steps-title" className="text-base font-semibold text-foreground">
          Stappenplan
        </h3>
        <p className="text-sm text-muted-foreground">
          {done} / {steps.length} voltooid
        </p>
      </div>
      <ol className="grid grid-cols-1 gap-2" aria-labelledby="workflow-steps-title">
        {steps.map((step) => {
          const open = canOpen(step.stepNumber);
          return (
            <li
              key={step.id}
              className={cn(
                'relative flex items-start gap-3 rounded-lg border p-3 transition-colors',
                step.status === 'active' ? 'border-primary/40 bg-primary/5' : 'border-border',
                open && 'hover:bg-muted/50',
              )}
            >
              <span
                className={cn(
                  'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold',
                  step.status === 'completed' && 'bg-primary text-primary-foreground',
                  step.status === 'active' && 'border border-primary bg-white text-primary',
                  step.status === 'pending' && 'bg-muted text-muted-foreground',
                )}
                aria-hidden
              >
                {step.status === 'completed' ? <Check className="size-4" /> : step.stepNumber}
              </span>
              <div className="grid grid-cols-1 min-w-0 flex-1 gap-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="text-xs font-medium text-muted-foreground">Stap {step.stepNumber}</span>
                  <StepStatusBadge status={step.status} />
                </div>
                {open ? (
                  // The whole card is the link's target area (after::inset-0); its name stays the title.
                  <Link
                    to={hrefFor(step.stepNumber)}
                    className="font-medium text-foreground after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-primary"
                  >
                    {step.title}
                  </Link>
                ) : (
                  <span className="font-medium text-foreground">{step.title}</span>
                )}
                <p className="text-sm text-muted-foreground">{step.description}</p>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
                  {step.completedAt ? <span>Voltooid op {formatDateTime(step.completedAt)}</span> : null}
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden />
                    Geschatte duur: {days(step.estimatedDays)}
                  </span>
                </p>
              </div>
              {open ? (
                <ChevronRight className="mt-1 size-4 shrink-0 text-muted-foreground" aria-hidden />
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
