// Which steps a user may open in the progress bar.
import type { Role } from '../users/roles';
import type { StepStatus } from './schemas';

type StepProgress = readonly { stepNumber: number; status: StepStatus }[];

/** The highest step number that is completed or active (0 when none). */
export function highestReachedStep(steps: StepProgress): number {
  return steps.reduce((max, s) => (s.status !== 'pending' && s.stepNumber > max ? s.stepNumber : max), 0);
}

/**
 * Consumers open only completed steps; professionals and admins open steps up to the highest completed or active
 * step. An unknown step number opens for nobody.
 */
export function canOpenStep(role: Role, stepNumber: number, steps: StepProgress): boolean {
  const step = steps.find((s) => s.stepNumber === stepNumber);
  if (!step) return false;
  if (role === 'consumer') return step.status === 'completed';
  return stepNumber <= highestReachedStep(steps);
}

/** 'Bewerken': professionals and admins, on a completed or active step. */
export function canEditStep(role: Role, status: StepStatus): boolean {
  return role !== 'consumer' && status !== 'pending';
}
