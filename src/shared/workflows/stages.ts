// The simple stage helper of spec 001 §3a: a buyer's agent project reads as three stages (Intake gesprek, Objecten
// zoeken, Bezichtingen en beslissing), any other type as one stage 'Intake' ('Project gestart').
import { normalizeProjectType } from '../projects/types';
import type { StepStatus } from './schemas';
import type { WorkflowStage } from './types';

type StepProgress = readonly { stepNumber: number; status: StepStatus }[];

/** Stage status from its steps: completed when all are, active when any has started, pending otherwise. */
function stageStatus(steps: StepProgress, from: number, to: number): WorkflowStage['status'] {
  const mine = steps.filter((s) => s.stepNumber >= from && s.stepNumber <= to);
  if (mine.length > 0 && mine.every((s) => s.status === 'completed')) return 'completed';
  if (mine.some((s) => s.status !== 'pending')) return 'active';
  return 'pending';
}

/**
 * Buyer's agent: stage 1 is step 1 (the intake appointment), stage 2 step 2 (viewings and bids: finding the
 * home), stage 3 steps 3–9 (agreement to handover). Before the workflow has steps, stage 1 is active. Other types:
 * one 'Intake' stage, completed when every step is, active otherwise.
 */
export function stagesFor(type: string, steps: StepProgress): WorkflowStage[] {
  if (normalizeProjectType(type) === 'aankoopmakelaar') {
    const stages: WorkflowStage[] = [
      {
        number: 1,
        title: 'Intake gesprek',
        description: 'Kennismaking en uw wensen',
        status: stageStatus(steps, 1, 1),
      },
      {
        number: 2,
        title: 'Objecten zoeken',
        description: 'Geschikte woningen zoeken en bezichtigen',
        status: stageStatus(steps, 2, 2),
      },
      {
        number: 3,
        title: 'Bezichtingen en beslissing',
        description: 'Bieden, kopen en de overdracht',
        status: stageStatus(steps, 3, Number.MAX_SAFE_INTEGER),
      },
    ];
    if (stages.every((s) => s.status === 'pending')) stages[0]!.status = 'active';
    return stages;
  }
  const done = steps.length > 0 && steps.every((s) => s.status === 'completed');
  return [
    {
      number: 1,
      title: 'Intake',
      description: done ? 'Project afgerond' : 'Project gestart',
      status: done ? 'completed' : 'active',
    },
  ];
}
