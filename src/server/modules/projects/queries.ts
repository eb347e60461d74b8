// The project list reads as SQL text with numbered parameters, run as named prepared statements
// (Database.query; docs/architecture.md, Rules: queries). The bench's reference route runs exactly these
// statements with raw `pg`, so the comparison is like for like. Each variant of filters has its own text and
// name, so PostgreSQL plans each shape once per connection and no plan has to cope with "this parameter may be
// null".

import { canPayInvoice, type InvoiceStatus } from '@shared/invoices/status';
import type { ProjectDetail, ProjectListItem } from '@shared/projects/schemas';
import {
  checkTransition,
  PROJECT_STATUS_COLORS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '@shared/projects/status';
import { PROJECT_TYPE_LABELS, PROJECT_TYPES, type ProjectType } from '@shared/projects/types';
import type { Aanhef } from '@shared/users/salutation';
import { hasInvoiceStep, workflowFor } from '@shared/workflows';
import { type SQL, sql } from 'drizzle-orm';
import { toIso, toIsoOrNull } from '../../db/client';
import { LIVE_INVOICE } from '../../db/live-invoice';
import { nameSearchExpression } from '../../db/person-name';
import { containsPattern, type PreparedQuery } from '../../db/prepared';

// The project's live invoice in short, for the lists and the project page (the pay button).
const INVOICE_SUMMARY_JOIN = `left join invoices inv on inv.project_id = p.id and ${LIVE_INVOICE}`;
const INVOICE_SUMMARY_COLUMNS = `inv.id as "invoiceId", inv.invoice_number as "invoiceNumber",
  inv.status as "invoiceStatus", inv.paid_at as "invoicePaidAt", inv.total_amount as "invoiceTotal"`;

/** Whose projects a list shows. */
export type ProjectScope =
  | { kind: 'all' }
  | { kind: 'consumer'; userId: string }
  | { kind: 'professional'; userId: string };

export interface ProjectListFilter {
  scope: ProjectScope;
  /** Only these statuses; undefined = every status. */
  statuses?: readonly ProjectStatus[];
  /** Free text, already trimmed. */
  q?: string;
  /** Paging by key: only projects after this one (its uuid) in the list's order, newest first. */
  after?: string;
}

// The numbers of the project's completed steps, through the unique index on (project_id, step_number): what the
// lists need to say how many steps are open and whether 'Markeer als Voltooid' can work.
const COMPLETED_STEPS_COLUMN = `array(select s.step_number from project_steps s
    where s.project_id = p.id and s.status = 'completed') as "completedSteps"`;

const PROJECT_COLUMNS = `p.id, p.project_ref as "projectId", p.title, p.type, p.status,
  p.consumer_id as "consumerId", p.professional_id as "professionalId", p.created_at as "createdAt",
  p.updated_at as "updatedAt", c.first_name as "consumerFirstName", c.last_name as "consumerLastName",
  c.tussenvoegsel as "consumerTussenvoegsel", c.email as "consumerEmail", pr.first_name as "professionalFirstName",
  pr.last_name as "professionalLastName", pr.tussenvoegsel as "professionalTussenvoegsel",
  ${INVOICE_SUMMARY_COLUMNS}, ${COMPLETED_STEPS_COLUMN}`;
const PROJECT_JOINS = `join users c on c.id = p.consumer_id
left join users pr on pr.id = p.professional_id
${INVOICE_SUMMARY_JOIN}`;

/** The columns of a list row (projectListItem without statusColor), shared by the lists and the one-row read. */
export const PROJECT_ROW_SELECT = `select ${PROJECT_COLUMNS}
from projects p
${PROJECT_JOINS}`;

export interface ProjectRow {
  id: string;
  projectId: string;
  title: string;
  type: ProjectType;
  status: ProjectStatus;
  consumerId: string;
  professionalId: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  consumerFirstName: string;
  consumerLastName: string;
  consumerTussenvoegsel: string | null;
  consumerEmail: string;
  professionalFirstName: string | null;
  professionalLastName: string | null;
  professionalTussenvoegsel: string | null;
  invoiceId: string | null;
  invoiceNumber: string | null;
  invoiceStatus: InvoiceStatus | null;
  invoicePaidAt: Date | string | null;
  invoiceTotal: number | null;
  completedSteps: number[] | null;
  /** Only search pages carry the total. */
  total?: number;
}

/**
 * What the professional's buttons need (docs/decisions/0035): the transitions as checkTransition allows them to the
 * assigned professional, and the conditions the completion adds (changes.ts: no open step; invoices/hooks.ts: the
 * invoice sent where the workflow invoices). A new condition on completing (a `completing` subscriber) belongs here
 too, or the list offers a change that fails.
 */
export function readinessOf(row: {
  type: string;
  status: ProjectStatus;
  professionalId: string | null;
  completedSteps: readonly (number | string)[] | null;
  hasInvoice: boolean;
}): Pick<ProjectListItem, 'openSteps' | 'awaitingInvoice' | 'canStart' | 'canComplete'> {
  const done = new Set((row.completedSteps ?? []).map(Number));
  const openSteps = workflowFor(row.type).steps.filter((s) => !done.has(s.stepNumber)).length;
  const awaitingInvoice = hasInvoiceStep(row.type) && !row.hasInvoice;
  const actor = { role: 'professional', isAssignedProfessional: row.professionalId !== null } as const;
  return {
    openSteps,
    awaitingInvoice,
    canStart: checkTransition(row.status, 'in_progress', actor).ok,
    canComplete: checkTransition(row.status, 'completed', actor).ok && openSteps === 0 && !awaitingInvoice,
  };
}

export function toListItem({
  total: _total,
  invoiceId,
  invoiceNumber,
  invoiceStatus,
  invoicePaidAt,
  invoiceTotal,
  completedSteps,
  ...row
}: ProjectRow): ProjectListItem {
  return {
    ...row,
    ...readinessOf({ ...row, completedSteps, hasInvoice: invoiceId !== null }),
    statusColor: PROJECT_STATUS_COLORS[row.status],
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
    invoice:
      invoiceId && invoiceNumber && invoiceStatus
        ? {
            id: invoiceId,
            invoiceNumber,
            status: invoiceStatus,
            paymentStatus: invoiceStatus === 'paid' ? 'paid' : 'unpaid',
            paidAt: toIsoOrNull(invoicePaidAt),
            totalIncBtw: Number(invoiceTotal),
            // The join reads only live invoices (no credit notes, none a credit note cancelled).
            payable: canPayInvoice(invoiceStatus),
          }
        : null,
  };
}

/**
 * Other words people use for a status (docs/architecture.md, Conventions: project status): the search matches
 * them too.
 */
const STATUS_SEARCH_WORDS: Record<ProjectStatus, string[]> = {
  pending: [PROJECT_STATUS_LABELS.pending, 'Wachtend', 'open', 'pending'],
  assigned: [PROJECT_STATUS_LABELS.assigned, 'assigned'],
  in_progress: [PROJECT_STATUS_LABELS.in_progress, 'in_progress', 'actief'],
  completed: [PROJECT_STATUS_LABELS.completed, 'Voltooid', 'completed'],
  cancelled: [PROJECT_STATUS_LABELS.cancelled, 'cancelled'],
};

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ID_PART_RE = /^(?=.*\d)[0-9a-f-]{6,35}$/i;

/** What a free-text term matches besides text columns: type labels, status labels, an id or part of a user's id. */
export function searchTerms(q: string) {
  const lower = q.toLowerCase();
  const types = PROJECT_TYPES.filter(
    (t) => t.includes(lower) || PROJECT_TYPE_LABELS[t].toLowerCase().includes(lower),
  );
  const statuses = PROJECT_STATUSES.filter((s) =>
    STATUS_SEARCH_WORDS[s].some((w) => w.toLowerCase().includes(lower)),
  );
  const uuid = UUID_RE.test(q) ? q.toLowerCase() : null;
  // Part of an id (people paste the start of a user id): matched against the users' ids, a small table.
  const idPart = !uuid && ID_PART_RE.test(q) ? containsPattern(q) : null;
  return { pattern: containsPattern(q), types, statuses, uuid, idPart };
}

/**
 * The WHERE clause and its values for a filter, numbering parameters from `first`. Each search arm is one an index
 * answers: the trigram index on lower(project_ref || ' ' || title); consumer_id / professional_id = any(the users
 * whose whole name or e-mail matches (nameSearchSql: tussenvoegsel included), through the users' trigram index); the
 * status index; the primary key. Arms that cannot match (no type or status label contains the term, the term is
 * no id) are left out of the text.
 */
function whereClause(f: ProjectListFilter, first: number) {
  const values: unknown[] = [];
  const param = (v: unknown, cast = '') => {
    values.push(v);
    return `$${first + values.length - 1}${cast}`;
  };
  const conds: string[] = [];
  let key: string = f.scope.kind;
  let broad = false;
  if (f.scope.kind === 'consumer') conds.push(`p.consumer_id = ${param(f.scope.userId, '::uuid')}`);
  if (f.scope.kind === 'professional') conds.push(`p.professional_id = ${param(f.scope.userId, '::uuid')}`);
  if (f.statuses) {
    conds.push(`p.status = any(${param(f.statuses, '::text[]')})`);
    key += ':s';
  }
  if (f.after) {
    // A row comparison the created_at indexes answer as an index condition: the walk starts where the page before
    // stopped. An unknown project makes the subquery empty, and so the page.
    conds.push(
      `(p.created_at, p.id) < (select a.created_at, a.id from projects a where a.id = ${param(f.after, '::uuid')})`,
    );
    key += ':a';
  }
  if (f.q) {
    const t = searchTerms(f.q);
    const pattern = param(t.pattern);
    const matchingUsers = `array(select u.id from users u where ${nameSearchExpression('u')} like ${pattern})`;
    const arms = [
      `lower(p.project_ref || ' ' || p.title) like ${pattern}`,
      `p.consumer_id = any(${matchingUsers})`,
      `p.professional_id = any(${matchingUsers})`,
    ];
    key += ':q';
    // A term that names a type or status, or is too short for trigrams, matches a large share of the projects.
    broad = t.types.length > 0 || t.statuses.length > 0 || f.q.length < 3;
    if (t.types.length > 0) {
      arms.push(`p.type = any(${param(t.types, '::text[]')})`);
      key += 't';
    }
    if (t.statuses.length > 0) {
      arms.push(`p.status = any(${param(t.statuses, '::text[]')})`);
      key += 's';
    }
    if (t.uuid) {
      const id = param(t.uuid, '::uuid');
      arms.push(`p.id = ${id}`, `p.consumer_id = ${id}`, `p.professional_id = ${id}`);
      key += 'u';
    }
    if (t.idPart) {
      const users = `array(select u.id from users u where u.id::text like ${param(t.idPart)})`;
      arms.push(`p.consumer_id = any(${users})`, `p.professional_id = any(${users})`);
      key += 'i';
    }
    conds.push(`(${arms.join(' or ')})`);
  }
  return { sql: conds.length > 0 ? `where ${conds.join(' and ')}` : '', values, key, broad };
}

/**
 * One page of a list, newest first. Without a search term, or with a broad one (a type or status label, fewer than
 * three letters), the created_at indexes are read backwards, filtered, and stop after the page. With a selective
 * term the matching ids are collected first through the indexes (a materialized CTE: otherwise the planner may walk
 * all 100,000 rows newest first hoping to meet a rare match early), the page is cut from them, and its rows are
 * read by primary key (LATERAL … OFFSET 0 keeps that a nested loop also in a generic plan, whose row estimate for a
 * LIMIT parameter is far too high). That statement also answers the total, so it needs no count statement.
 */
export function listQuery(f: ProjectListFilter, page: number, pageSize: number): PreparedQuery {
  const w = whereClause(f, 1);
  const n = w.values.length;
  const values = [...w.values, pageSize, (page - 1) * pageSize];
  const limit = `limit $${n + 1} offset $${n + 2}`;
  if (!f.q || w.broad) {
    return {
      name: `projects_list:${w.key}`,
      text: `${PROJECT_ROW_SELECT}\n${w.sql}\norder by p.created_at desc, p.id desc\n${limit}`,
      values,
    };
  }
  return {
    name: `projects_search:${w.key}`,
    text: `with m as materialized (select p.id, p.created_at from projects p ${w.sql}),
pg as (select id, created_at from m order by created_at desc, id desc ${limit})
select r.*, (select count(*)::int from m) as "total"
from pg cross join lateral (
  select ${PROJECT_COLUMNS}
  from projects p
  ${PROJECT_JOINS}
  where p.id = pg.id offset 0) r
order by pg.created_at desc, pg.id desc`,
    values,
  };
}

export function countQuery(f: ProjectListFilter): PreparedQuery {
  const w = whereClause(f, 1);
  return {
    name: `projects_count:${w.key}`,
    text: `select count(*)::int as n from projects p ${w.sql}`,
    values: w.values,
  };
}

/**
 * The total when it is known without a count statement: a search page carries it; otherwise a page that is not
 * full (and not empty past the first page) ends the list, so the total is what comes before it plus its rows.
 */
export function totalFromPage(page: number, pageSize: number, rows: ProjectRow[]): number | null {
  if (rows[0]?.total !== undefined) return Number(rows[0].total);
  if (rows.length < pageSize && (rows.length > 0 || page === 1)) return (page - 1) * pageSize + rows.length;
  return null;
}

/** Projects per status within a scope (the dashboards' counts). */
export function statusCountsQuery(scope: ProjectScope): PreparedQuery {
  const w = whereClause({ scope }, 1);
  return {
    name: `projects_status_counts:${w.key}`,
    text: `select p.status, count(*)::int as n from projects p ${w.sql} group by p.status`,
    values: w.values,
  };
}

/** How a path names a project: its uuid or its human reference (AM-2026-00042). */
export type ProjectKey = { by: 'id'; value: string } | { by: 'ref'; value: string };

const REF_RE = /^[A-Z]{2}-\d{4}-\d{5,}$/;

/** The key a path segment names, or null when it can name no project (then the answer is 404). */
export function projectKey(idOrRef: string): ProjectKey | null {
  const v = idOrRef.trim();
  if (UUID_RE.test(v)) return { by: 'id', value: v.toLowerCase() };
  const ref = v.toUpperCase();
  return REF_RE.test(ref) ? { by: 'ref', value: ref } : null;
}

/**
 * Whether the caller may see the project, as a condition of the statement itself: an admin (the acting role, so
 * an admin viewing as a consumer sees only that consumer's), its consumer or its assigned professional.
 * $2 = acting user id, $3 = acting user is an admin.
 */
export const VISIBLE_TO_CALLER = `($3::boolean or p.consumer_id = $2::uuid or p.professional_id = $2::uuid)`;
/** The statement's condition for a key: $1 is the uuid or the reference. */
export const keyCondition = (key: ProjectKey) => (key.by === 'id' ? 'p.id = $1::uuid' : 'p.project_ref = $1');

export interface ProjectViewer {
  id: string;
  isAdmin: boolean;
}

/**
 * GET /api/projects/{id}: the record, its consumer and its assigned professional (with the profile's company and
 * specializations) in one statement, and only when the caller may see it (no row otherwise: 404). One name per
 * key kind, so each is planned once per connection.
 */
export function projectDetailQuery(key: ProjectKey, viewer: ProjectViewer): PreparedQuery {
  return {
    name: `project_detail:${key.by}`,
    text: `select p.id, p.project_ref as "projectId", p.title, p.type, p.status, p.consumer_id as "consumerId",
  p.professional_id as "professionalId", p.created_at as "createdAt", p.updated_at as "updatedAt",
  p.form_data as "formData", p.notes,
  c.first_name as "consumerFirstName", c.last_name as "consumerLastName", c.email as "consumerEmail",
  c.tussenvoegsel as "consumerTussenvoegsel", c.phone as "consumerPhone",
  pr.first_name as "professionalFirstName", pr.last_name as "professionalLastName",
  pr.tussenvoegsel as "professionalTussenvoegsel", pr.email as "professionalEmail", pp.company as "professionalCompany",
  pp.specializations as "professionalSpecializations", ${INVOICE_SUMMARY_COLUMNS}, ${COMPLETED_STEPS_COLUMN}
from projects p
join users c on c.id = p.consumer_id
left join users pr on pr.id = p.professional_id
left join professional_profiles pp on pp.user_id = p.professional_id
${INVOICE_SUMMARY_JOIN}
where ${keyCondition(key)} and ${VISIBLE_TO_CALLER}`,
    values: [key.value, viewer.id, viewer.isAdmin],
  };
}

export interface ProjectDetailRow extends Omit<ProjectRow, 'total'> {
  formData: Record<string, unknown> | null;
  notes: string | null;
  consumerPhone: string | null;
  professionalEmail: string | null;
  professionalCompany: string | null;
  professionalSpecializations: string[] | null;
}

export function toProjectDetail(row: ProjectDetailRow): ProjectDetail {
  const {
    formData,
    notes,
    consumerPhone,
    professionalEmail,
    professionalCompany,
    professionalSpecializations,
    ...listRow
  } = row;
  return {
    ...toListItem(listRow),
    formData: formData ?? {},
    notes,
    consumer: {
      id: row.consumerId,
      firstName: row.consumerFirstName,
      tussenvoegsel: row.consumerTussenvoegsel,
      lastName: row.consumerLastName,
      email: row.consumerEmail,
      phone: consumerPhone,
    },
    professional: row.professionalId
      ? {
          id: row.professionalId,
          firstName: row.professionalFirstName ?? '',
          tussenvoegsel: row.professionalTussenvoegsel,
          lastName: row.professionalLastName ?? '',
          email: professionalEmail ?? '',
          company: professionalCompany,
          specializations: professionalSpecializations ?? [],
        }
      : null,
  };
}

/**
 * The columns projectFor (access.ts) reads of one project: what a module needs to decide what the actor may do
 * with it, to name it and to tell its consumer. Visibility is decided on the row (access.ts), not in the statement,
 * so one statement serves seeing and working on a project.
 */
const PROJECT_ACCESS_SELECT = `select p.id, p.project_ref as "projectRef", p.type, p.title, p.status,
  p.consumer_id as "consumerId", p.professional_id as "professionalId",
  c.first_name as "consumerFirstName", c.last_name as "consumerLastName", c.aanhef as "consumerAanhef",
  c.initialen as "consumerInitialen", c.tussenvoegsel as "consumerTussenvoegsel", c.email as "consumerEmail",
  c.deleted_at is not null as "consumerDeleted"
from projects p
join users c on c.id = p.consumer_id`;

/** One project by key, outside a transaction: a named prepared statement per key kind (Rules: queries). */
export function projectAccessQuery(key: ProjectKey): PreparedQuery {
  return {
    name: `project_access:${key.by}`,
    text: `${PROJECT_ACCESS_SELECT}\nwhere ${keyCondition(key)}`,
    values: [key.value],
  };
}

/** The same read inside a transaction, optionally holding the row (FOR UPDATE or FOR SHARE) until it ends. */
export function projectAccessSql(key: ProjectKey, lock?: 'update' | 'share'): SQL {
  const where = key.by === 'id' ? sql`p.id = ${key.value}::uuid` : sql`p.project_ref = ${key.value}`;
  return sql`${sql.raw(PROJECT_ACCESS_SELECT)} where ${where}${lock ? sql.raw(` for ${lock} of p`) : sql``}`;
}

export interface ProjectAccessRow {
  id: string;
  projectRef: string;
  type: ProjectType;
  title: string;
  status: ProjectStatus;
  consumerId: string;
  professionalId: string | null;
  consumerFirstName: string;
  consumerLastName: string;
  consumerAanhef: Aanhef | null;
  consumerInitialen: string | null;
  consumerTussenvoegsel: string | null;
  consumerEmail: string;
  consumerDeleted: boolean;
}
