import type { ProjectStep } from '@shared/workflows/schemas';
import { cn } from '@web/lib/cn';
import { Check } from 'lucide-react';
import { Link } from 'react-router';

/**
 * 'Voortgang {label}' with 'x van y voltooid', a bar and a dot per step; a dot the user may open is a link to the
 * step (spec 001 §4, navigation in the progress bar).
 */
export function WorkflowProgress({
  label,
  steps,
  current,
  canOpen,
  hrefFor,
}: {
  label: string;
  steps: readonly ProjectStep[];
  current: number | null;
  canOpen: (stepNumber: number) => boolean;
  hrefFor: (stepNumber: number) => string;
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
      <ol className="flex flex-wrap gap-1.5" aria-label="Stappen">
        {steps.map((step) => {
          const open = canOpen(step.stepNumber);
          const className = cn(
            'flex size-8 items-center justify-center rounded-full border text-xs font-semibold transition-colors',
            step.status === 'completed' && 'border-primary bg-primary text-primary-foreground',
            step.status === 'active' && 'border-primary bg-white text-primary ring-2 ring-primary/25',
            step.status === 'pending' && 'border-border bg-muted text-muted-foreground',
            current === step.stepNumber && 'outline-2 outline-offset-2 outline-foreground',
          );
          const content =
            step.status === 'completed' ? <Check className="size-4" aria-hidden /> : step.stepNumber;
          const name = `Stap ${step.stepNumber}: ${step.title}`;
          return (
            <li key={step.id}>
              {open ? (
                <Link
                  to={hrefFor(step.stepNumber)}
                  aria-label={name}
                  aria-current={current === step.stepNumber ? 'step' : undefined}
                  title={step.title}
                  className={cn(className, 'hover:opacity-85')}
                >
                  {content}
                </Link>
              ) : (
                <span className={cn(className, 'cursor-default')} title={step.title}>
                  <span className="sr-only">{name}</span>
                  <span aria-hidden>{content}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
