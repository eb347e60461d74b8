// What a project's life announces to the modules above it (docs/decisions/0029): they subscribe in their own
// hooks.ts, and the status change runs them in its transaction.
import type { Actor } from '../../lib/actor';
import { createHook } from '../../lib/hooks';
import type { AccessibleProject } from './access';

export interface ProjectCompletion {
  project: AccessibleProject;
  /** Who completes it: the assigned professional, also when the workflow completes its last step. */
  actor: Actor;
}

export interface ProjectCancellation {
  projectId: string;
  /** Who cancelled it; null when deleting the consumer's account did. */
  actor: Actor | null;
}

export const projectHooks = {
  /** About to become 'completed', after the status rules passed: a subscriber refuses by throwing an AppError. */
  completing: createHook<ProjectCompletion>('project.completing'),
  /** Has just become 'completed' (once per completion; again after a reopen). */
  completed: createHook<ProjectCompletion>('project.completed'),
  /** Has just become 'cancelled' (by an admin, or because the consumer's account was deleted). */
  cancelled: createHook<ProjectCancellation>('project.cancelled'),
};
