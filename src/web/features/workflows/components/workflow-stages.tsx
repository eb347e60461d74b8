import type { WorkflowStage } from '@shared/workflows';
import { cn } from '@web/lib/cn';
import { Check } from 'lucide-react';

const STAGE_STATUS: Record<WorkflowStage['status'], string> = {
  completed: 'voltooid',
  active: 'actief',
  pending: 'nog niet gestart',
};

/** The stage helper (spec 001 §3a): three stages for the buyer's agent, one 'Intake' stage otherwise. */
export function WorkflowStages({ stages }: { stages: readonly WorkflowStage[] }) {
  if (stages.length === 0) return null;
  return (
    <ol className="grid grid-cols-1 gap-2 sm:auto-cols-fr sm:grid-flow-col" aria-label="Fasen">
      {stages.map((stage) => (
        <li
          key={stage.number}
          className={cn(
            'flex items-start gap-3 rounded-lg border p-3',
            stage.status === 'active' && 'border-primary/40 bg-primary/5',
            stage.status === 'completed' && 'border-border bg-muted/40',
            stage.status === 'pending' && 'border-dashed border-border',
          )}
        >
          <span
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold',
              stage.status === 'completed' && 'bg-primary text-primary-foreground',
              stage.status === 'active' && 'border border-primary text-primary',
              stage.status === 'pending' && 'bg-muted text-muted-foreground',
            )}
            aria-hidden
          >
            {stage.status === 'completed' ? <Check className="size-3.5" /> : stage.number}
          </span>
          <span className="grid grid-cols-1 gap-0.5">
            <span className="text-sm font-medium text-foreground">
              {stage.title}
              <span className="sr-only"> ({STAGE_STATUS[stage.status]})</span>
            </span>
            <span className="text-xs text-muted-foreground">{stage.description}</span>
          </span>
        </li>
      ))}
    </ol>
  );
}
