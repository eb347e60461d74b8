// Payloads and answers of the project (assignment) API.
import { invoiceSummary } from '../invoices/summary';
import { pagingQuery, requiredText, text, z } from '../zod';
import { PROJECT_STATUS_INPUTS, PROJECT_STATUSES } from './status';
import { PROJECT_TYPES } from './types';

export const projectIdParams = z.object({ id: z.uuid({ error: 'Opdracht niet gevonden' }) });

/** One row of every project list. Names of consumer and professional come along so no list needs a second call. */
export const projectListItem = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  type: z.enum(PROJECT_TYPES),
  status: z.enum(PROJECT_STATUSES),
  statusColor: z.string(),
  consumerId: z.string(),
  professionalId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  consumerFirstName: z.string(),
  consumerLastName: z.string(),
  consumerTussenvoegsel: z.string().nullable(),
  consumerEmail: z.string(),
  professionalFirstName: z.string().nullable(),
  professionalLastName: z.string().nullable(),
  professionalTussenvoegsel: z.string().nullable(),
  /** The project's invoice (not a credit note, not one a credit note cancelled), or null while there is none. */
  invoice: invoiceSummary.nullable(),
  // What the buttons need, so that 'Start Project' and 'Markeer als Voltooid' show only when they will work and
  // otherwise the list says what is still open (docs/decisions/0035).
  /** The steps of its workflow not completed yet (all of them while the workflow has not begun). */
  openSteps: z.number().int(),
  /** Its workflow ends with an invoice and no invoice has been sent yet (a draft does not count). */
  awaitingInvoice: z.boolean(),
  /** The assigned professional can start it now: pending or assigned, with a professional. */
  canStart: z.boolean(),
  /** The assigned professional can complete it now: in progress, no step open, the invoice sent where one is due. */
  canComplete: z.boolean(),
});
export type ProjectListItem = z.infer<typeof projectListItem>;
export const projectList = z.array(projectListItem);

/** The full record: the list item's fields and the detail's. */
export const projectRecord = projectListItem.extend({
  formData: z.record(z.string(), z.unknown()),
  notes: z.string().nullable(),
});
export type ProjectRecord = z.infer<typeof projectRecord>;

/**
 * GET /api/projects/{id}: the record with its consumer and assigned professional. `{id}` is the
 * uuid or the human reference (notifications link the one, create answers carry the other).
 */
export const projectDetail = projectRecord.extend({
  consumer: z.object({
    id: z.string(),
    firstName: z.string(),
    tussenvoegsel: z.string().nullable(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  professional: z
    .object({
      id: z.string(),
      firstName: z.string(),
      tussenvoegsel: z.string().nullable(),
      lastName: z.string(),
      email: z.string(),
      company: z.string().nullable(),
      specializations: z.array(z.string()),
    })
    .nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetail>;

/** A project's uuid or its reference (AM-2026-00042). */
export const projectIdOrRefParams = z.object({
  id: text({ error: 'Opdracht niet gevonden' })
    .trim()
    .max(40, { error: 'Opdracht niet gevonden' })
    .regex(/^([0-9a-f-]{36}|[A-Z]{2}-\d{4}-\d{5,})$/i, { error: 'Opdracht niet gevonden' }),
});

/**
 * Which projects a list shows: the /opdrachten filter and the dashboard statistics. 'current' is
 * 'Mijn projecten': everything but cancelled projects; 'all' includes those.
 */
export const PROJECT_FILTERS = ['all', 'current', 'active', 'completed', 'cancelled'] as const;
export type ProjectFilter = (typeof PROJECT_FILTERS)[number];

/**
 * Every project list: ?page=&pageSize= (default 1 and 50, at most 100; the total is in the X-Total-Count header),
 * ?q= free text (type label, reference, consumer or professional name, e-mail or id, status label),
 * ?status= one status or ?filter= active|completed|cancelled|all.
 * GET /api/projects also takes ?userId= (a consumer only their own id; an admin anyone's).
 * ?after=<id of the last project of the page before> pages by key instead of ?page=: the next projects in the same
 * order, read from the index where the page before stopped however deep in the list, without a total (no
 * X-Total-Count header); ?page= is then ignored. A page shorter than pageSize is the last.
 */
export const projectListQuery = pagingQuery.extend({
  after: z.uuid({ error: 'Ongeldige opdracht om na verder te gaan' }).optional(),
  q: text().trim().max(100, { error: 'Maximaal 100 tekens' }).optional(),
  status: z.enum(PROJECT_STATUS_INPUTS, { error: 'Onbekende status' }).optional(),
  filter: z.enum(PROJECT_FILTERS, { error: 'Onbekend filter' }).optional(),
  userId: z.uuid({ error: 'Ongeldige gebruiker' }).optional(),
});
export type ProjectListQuery = z.infer<typeof projectListQuery>;

export const TOTAL_COUNT_HEADER = 'x-total-count';
export const DEFAULT_PAGE_SIZE = 50;

export const assignBody = z.strictObject({
  professionalId: z.uuid({ error: 'Kies een professional' }),
});
export const statusBody = z.strictObject({
  status: z.enum(PROJECT_STATUS_INPUTS, { error: 'Onbekende status' }),
});

/** POST /api/projects/{id}/reopen (admin): why a completed project is reopened; both parties read it. */
export const reopenBody = z.strictObject({
  reason: requiredText('Geef een reden op', 500),
});
export type ReopenBody = z.infer<typeof reopenBody>;

export const projectMutationResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  project: projectListItem,
});

/** Counts on the dashboards: per status for the caller's own projects (all of them for an admin). */
export const projectCounts = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  assigned: z.number().int(),
  inProgress: z.number().int(),
  completed: z.number().int(),
  cancelled: z.number().int(),
});
export type ProjectCounts = z.infer<typeof projectCounts>;

export const PROJECT_MESSAGES = {
  notFound: 'Opdracht niet gevonden',
  assigned: 'Professional toegewezen',
  alreadyAssigned: 'Aan deze opdracht is al een professional toegewezen',
  notAProfessional: 'Deze gebruiker is geen professional',
  assignClosed: 'Een afgeronde of geannuleerde opdracht kan niet meer worden toegewezen',
  statusUpdated: 'Status bijgewerkt',
  reopened: 'Opdracht heropend',
  reopenNotCompleted: 'Alleen een afgeronde opdracht kan worden heropend',
  ownProjectsOnly: 'U kunt alleen uw eigen opdrachten bekijken',
  /** Instead of 'Markeer als Voltooid' while steps are open. */
  stepsOpen: (n: number) => (n === 1 ? 'Nog 1 stap open' : `Nog ${n} stappen open`),
  /** Instead of 'Markeer als Voltooid' when every step is done but the invoice has not been sent. */
  invoiceNotSent: 'Factuur nog niet verstuurd',
} as const;
