// The project status model (docs/architecture.md, Conventions: project status). The server enforces it in
// src/server/modules/projects; the web app uses the same rules only to decide which buttons to show.
import type { Role } from '../users/roles';

export const PROJECT_STATUSES = ['pending', 'assigned', 'in_progress', 'completed', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Statuses a client may send; `open` is read as pending. */
export const PROJECT_STATUS_INPUTS = [...PROJECT_STATUSES, 'open'] as const;
export const normalizeProjectStatus = (s: (typeof PROJECT_STATUS_INPUTS)[number]): ProjectStatus =>
  s === 'open' ? 'pending' : s;

export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  pending: 'In afwachting',
  assigned: 'Toegewezen',
  in_progress: 'In behandeling',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
};

/** The colour name the API's statusColor carries (completed is green). */
export const PROJECT_STATUS_COLORS: Record<ProjectStatus, string> = {
  pending: 'yellow',
  assigned: 'blue',
  in_progress: 'orange',
  completed: 'green',
  cancelled: 'red',
};

/** Statuses that count as "active" in statistics and the /opdrachten filter. */
export const ACTIVE_STATUSES: readonly ProjectStatus[] = ['pending', 'assigned', 'in_progress'];

export interface TransitionActor {
  role: Role;
  /** The actor is the project's assigned professional. */
  isAssignedProfessional: boolean;
}

export type TransitionCheck =
  | { ok: true }
  /** forbidden: this actor may never make this change (403); conflict: not from the current status (409). */
  | { ok: false; reason: 'forbidden' | 'conflict'; message: string };

export const STATUS_MESSAGES = {
  forbidden: 'U mag de status van deze opdracht niet op deze manier wijzigen',
  useAssign: 'Een professional wordt toegewezen via Toewijzen',
  alreadyStatus: 'De opdracht heeft deze status al',
  startNotAllowed: 'Alleen een toegewezen opdracht kan worden gestart',
  completeNotAllowed: 'Alleen een opdracht die in behandeling is kan worden voltooid',
  cancelNotAllowed: 'Een afgeronde of geannuleerde opdracht kan niet worden geannuleerd',
  reopenNotAllowed: 'Een opdracht kan niet terug naar In afwachting',
} as const;

/**
 * The 409 when a project is completed by hand ('Markeer als Voltooid') while steps of its workflow are open
 * (decision 0018): names each open step by its number and title.
 */
export function openStepsMessage(steps: readonly { stepNumber: number; title: string }[]): string {
  const named = steps.map((s) => `stap ${s.stepNumber} (${s.title})`);
  const list = named.length > 1 ? `${named.slice(0, -1).join(', ')} en ${named.at(-1)}` : named[0];
  return named.length > 1
    ? `De opdracht kan nog niet worden afgerond: ${list} zijn nog niet voltooid.`
    : `De opdracht kan nog niet worden afgerond: ${list} is nog niet voltooid.`;
}

/**
 * May `actor` move a project from `from` to `to` through a status change (not through assignment)?
 * pending|assigned → in_progress and in_progress → completed: the assigned professional (Start Project,
 * Markeer als Voltooid). Anything but completed → cancelled: an admin. pending → assigned happens only by assigning.
 */
export function checkTransition(
  from: ProjectStatus,
  to: ProjectStatus,
  actor: TransitionActor,
): TransitionCheck {
  const deny = (message: string): TransitionCheck => ({ ok: false, reason: 'forbidden', message });
  const conflict = (message: string): TransitionCheck => ({ ok: false, reason: 'conflict', message });
  switch (to) {
    case 'assigned':
      return deny(STATUS_MESSAGES.useAssign);
    case 'pending':
      return deny(STATUS_MESSAGES.reopenNotAllowed);
    case 'in_progress':
      if (actor.role !== 'professional' || !actor.isAssignedProfessional)
        return deny(STATUS_MESSAGES.forbidden);
      if (from === 'in_progress') return conflict(STATUS_MESSAGES.alreadyStatus);
      return from === 'pending' || from === 'assigned'
        ? { ok: true }
        : conflict(STATUS_MESSAGES.startNotAllowed);
    case 'completed':
      if (actor.role !== 'professional' || !actor.isAssignedProfessional)
        return deny(STATUS_MESSAGES.forbidden);
      if (from === 'completed') return conflict(STATUS_MESSAGES.alreadyStatus);
      return from === 'in_progress' ? { ok: true } : conflict(STATUS_MESSAGES.completeNotAllowed);
    case 'cancelled':
      if (actor.role !== 'admin') return deny(STATUS_MESSAGES.forbidden);
      if (from === 'cancelled') return conflict(STATUS_MESSAGES.alreadyStatus);
      return from === 'completed' ? conflict(STATUS_MESSAGES.cancelNotAllowed) : { ok: true };
  }
}

/** The status changes this actor may make from `from` (the web app shows a button for each). */
export function allowedNextStatuses(from: ProjectStatus, actor: TransitionActor): ProjectStatus[] {
  return PROJECT_STATUSES.filter((to) => checkTransition(from, to, actor).ok);
}
