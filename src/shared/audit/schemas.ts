// Payloads and answers of the audit log (docs/decisions/0026): GET /api/admin/audit and its CSV export, admins only.
import { pagingQuery, text, z } from '../zod';

export const AUDIT_MESSAGES = {
  invalidUser: 'Kies een bestaande gebruiker',
  invalidDate: 'Vul een datum in als JJJJ-MM-DD',
  periodReversed: 'De einddatum ligt vóór de begindatum',
} as const;

/** An empty filter (a form's empty field) is no filter. */
const blank = z.literal('').transform(() => undefined);

const filterText = (max: number) =>
  text()
    .trim()
    .max(max, { error: `Maximaal ${max} tekens` })
    .transform((v) => v || undefined)
    .optional();

const day = text({ error: AUDIT_MESSAGES.invalidDate })
  .trim()
  .pipe(z.iso.date({ error: AUDIT_MESSAGES.invalidDate }))
  .optional()
  .or(blank);

const filters = {
  userId: text({ error: AUDIT_MESSAGES.invalidUser })
    .trim()
    .pipe(z.uuid({ error: AUDIT_MESSAGES.invalidUser }))
    .optional()
    .or(blank),
  entity: filterText(50),
  entityId: filterText(100),
  action: filterText(100),
  from: day,
  to: day,
};

/** The period's end may not lie before its start (the days compare as their ISO text). */
const periodInOrder = (q: { from?: string | undefined; to?: string | undefined }) =>
  !q.from || !q.to || q.from <= q.to;
const reversed = { error: AUDIT_MESSAGES.periodReversed, path: ['to'] };

/**
 * The filters of the list and of the CSV: `userId` (what that user did, also while viewing as someone, what was
 * done while viewing as them, and what was done to their account or company details), the record type `entity`
 * and its id `entityId`, the `action` code, and a period `from`–`to` of whole days in the Netherlands, both ends
 * included.
 */
export const auditFilterQuery = z.object(filters).refine(periodInOrder, reversed);
export type AuditFilter = z.infer<typeof auditFilterQuery>;

/** GET /api/admin/audit: the filters and ?page=&pageSize= (default 1 and 50, at most 100; X-Total-Count). */
export const auditListQuery = pagingQuery.extend(filters).refine(periodInOrder, reversed);
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** A person an entry names: null name and e-mail when the account row is gone (the id stays). */
const person = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});
export type AuditPerson = z.infer<typeof person>;

const values = z.record(z.string(), z.unknown()).nullable();

export const auditEntry = z.object({
  id: z.string(),
  createdAt: z.string(),
  /** The real person; null for a visitor, the payment provider or a background job. */
  actor: person.nullable(),
  /** While an admin viewed the portal as someone: that someone, and the role they were viewing as. */
  actingUser: person.nullable(),
  actingRole: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  details: values,
  before: values,
  after: values,
  /** The source: the client's address for a request; null for the payment provider or a background job. */
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditList = z.array(auditEntry);

/** The CSV holds at most this many entries, the newest; a longer selection ends with a line saying so. */
export const AUDIT_CSV_LIMIT = 10_000;
