// The workflow definitions and their rules, one import for server and web.
// STUB signatures: the workflows helper fills in definitions.ts, validation.ts, stages.ts and navigation.ts.
import type { Role } from '../users/roles';
import type { StepStatus } from './schemas';
import type { StepDefinition, StepValidationResult, WorkflowDefinition, WorkflowStage } from './types';

export * from './types';

const GENERIC: WorkflowDefinition = {
  key: 'generic',
  label: 'Project',
  steps: [
    {
      stepNumber: 1,
      title: 'Intake',
      description: 'Intakegesprek met de klant',
      estimatedDays: 7,
      kind: 'form',
      fields: [{ name: 'notes', label: 'Notities', type: 'textarea', required: true }],
    },
  ],
};

/** The workflow of a project type (any spelling normalizeProjectType knows); 'generic' (one Intake step) otherwise. */
export function workflowFor(type: string): WorkflowDefinition {
  void type;
  return GENERIC;
}

/**
 * Checks a step's data against its definition (spec 001 §5) and returns only the defined fields, normalised
 * (currency as integer cents, yes/no as 'ja'/'nee', numbers as numbers, table rows without empty rows).
 * `today` is 'YYYY-MM-DD' in Europe/Amsterdam (for notInPast); defaults to now.
 */
export function validateStepData(
  step: StepDefinition,
  data: Record<string, unknown>,
  opts: { today?: string } = {},
): StepValidationResult {
  void step;
  void opts;
  return { ok: true, data };
}

/** The stage helper of spec 001 §3a: three stages for the buyer's agent, one 'Intake' stage otherwise. */
export function stagesFor(
  type: string,
  steps: readonly { stepNumber: number; status: StepStatus }[],
): WorkflowStage[] {
  void type;
  void steps;
  return [];
}

/**
 * Spec 001 §4: consumers open only completed steps; professionals and admins open steps up to the highest completed
 * or active step.
 */
export function canOpenStep(
  role: Role,
  stepNumber: number,
  steps: readonly { stepNumber: number; status: StepStatus }[],
): boolean {
  void role;
  void stepNumber;
  void steps;
  return false;
}
