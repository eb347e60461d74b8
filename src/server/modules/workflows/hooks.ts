// What the step workflow announces to the modules above it (docs/decisions/0029): a step's fields were saved, by
// completing the step, by saving it without completing it, or by correcting it afterwards. Subscribers (the
// appointments, which follow the appointment fields) run in the transaction of the save.
import type { StepDefinition } from '@shared/workflows';
import type { Actor } from '../../lib/actor';
import { createHook } from '../../lib/hooks';
import type { AccessibleProject } from '../projects/access';

export interface StepSaved {
  project: AccessibleProject;
  definition: StepDefinition;
  /** The step's data before this save ({} for a step never saved). */
  before: Record<string, unknown>;
  /** The step's data as stored now. */
  after: Record<string, unknown>;
  /** The step is completed after this save (just now, or it was already and was corrected). */
  completed: boolean;
  actor: Actor;
}

export const workflowHooks = {
  /** A step's data has just been stored. */
  stepSaved: createHook<StepSaved>('workflow.step.saved'),
};
