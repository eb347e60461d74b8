// The database schema. Every list query has an index behind it (docs/architecture.md, Rules: queries).
import { APPOINTMENT_STATUSES } from '@shared/appointments/schemas';
import { DOCUMENT_REQUEST_STATUSES } from '@shared/document-requests/schemas';
import { DOCUMENT_CATEGORIES } from '@shared/documents/schemas';
import { FEEDBACK_TYPES } from '@shared/feedback/schemas';
import { INVOICE_STATUSES } from '@shared/invoices/status';
import { LEAD_FEE_ENTRY_KINDS, LEAD_SERVICE_TYPES, LEAD_STATUSES } from '@shared/leads/fees';
import { PAYMENT_PROVIDERS, PAYMENT_REFUND_STATUSES, PAYMENT_STATUSES } from '@shared/payments/status';
import { PAYOUT_ITEM_KINDS, PAYOUT_STATEMENT_STATUSES } from '@shared/payouts/status';
import { PROJECT_STATUSES } from '@shared/projects/status';
import { PROJECT_TYPES } from '@shared/projects/types';
import { ROLES } from '@shared/users/roles';
import { AANHEF_OPTIONS } from '@shared/users/salutation';
import { STEP_STATUSES } from '@shared/workflows/schemas';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InvoicePdfView } from '../pdf/invoice';

/** A stored file a mail carries: the name the receiver sees, its type and its stored name (storage/files.ts). */
export interface StoredMailAttachment {
  filename: string;
  contentType: string;
  storedName: string;
}

/**
 * A small text made for this one mail (a calendar invitation), kept in the outbox row itself: it is written in the
 * transaction of the change, where a stored file could not be.
 */
export interface InlineMailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export type MailAttachment = StoredMailAttachment | InlineMailAttachment;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    // Null until the owner chooses one (accounts made by public request forms).
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // The formal name of /profiel: aanhef (none when not given), initialen ('J.P.') and
    // tussenvoegsel ('de', 'van der'), each null until the owner fills it in (decision 0023).
    aanhef: text('aanhef', { enum: AANHEF_OPTIONS }),
    initialen: text('initialen'),
    tussenvoegsel: text('tussenvoegsel'),
    // E.164 when saved since decision 0023 ('+31612345678'); older rows keep what was typed.
    phone: text('phone'),
    // The owner's home address from /profiel, each part null until filled in: the address an invoice is sent to
    // when the request names none of the client's own (docs/decisions/0033).
    straat: text('straat'),
    huisnummer: text('huisnummer'),
    huisletter: text('huisletter'),
    postcode: text('postcode'),
    plaats: text('plaats'),
    role: text('role', { enum: ROLES }).notNull(),
    profileImageUrl: text('profile_image_url'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Two-factor sign-in (TOTP, RFC 6238): the shared secret, encrypted with the configured key (never in plain
    // text), set from /api/auth/2fa/setup; enabled once a first code proved it; the last time step accepted, so a
    // code works once.
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    totpLastStep: integer('totp_last_step'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Set when an admin deleted the account but projects or invoices of others still refer to it: the personal
    // data is then anonymised and the row stays (docs/decisions/0005-deleting-users.md).
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_created_idx').on(t.role, t.createdAt),
    // The admin's user list without a role filter: newest first, deleted accounts left out.
    index('users_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // Free-text search over the whole name and e-mail (user management, the project lists' consumer/professional
    // match): the expression of nameSearchSql in person-name.ts, tussenvoegsel included (decision 0038).
    index('users_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.firstName} || ' ' || coalesce(nullif(${t.tussenvoegsel}, '') || ' ', '') || ${t.lastName} || ' ' || ${t.email})) gin_trgm_ops`,
    ),
  ],
);

export const professionalProfiles = pgTable('professional_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  company: text('company'),
  specializations: text('specializations').array().notNull().default(sql`'{}'::text[]`),
  experience: text('experience'),
  certifications: text('certifications'),
  // Where the professional works, one place or region an entry: set by create-professional, shown on the admin's
  // user detail and edited on /profiel (whose API names it serviceArea, the entries joined by commas). Migration
  // 0013 moved the former service_area text column into it.
  workAreas: text('work_areas').array().notNull().default(sql`'{}'::text[]`),
  bio: text('bio'),
  kvkNummer: text('kvk_nummer'),
  btwNummer: text('btw_nummer'),
  iban: text('iban'),
  bedrijfsStraat: text('bedrijfs_straat'),
  bedrijfsHuisnummer: text('bedrijfs_huisnummer'),
  bedrijfsHuisletter: text('bedrijfs_huisletter'),
  bedrijfsPostcode: text('bedrijfs_postcode'),
  bedrijfsPlaats: text('bedrijfs_plaats'),
  beroepsaansprakelijkheidsverzekering: text('beroepsaansprakelijkheidsverzekering'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Numbers the human references (AM-2026-00042): one sequence for all types, never reused. */
export const projectRefSeq = pgSequence('project_ref_seq', { startWith: 1 });

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The spec's `projectId`: a human reference made by the server (docs/architecture.md, Conventions).
    projectRef: text('project_ref').notNull(),
    title: text('title').notNull(),
    type: text('type', { enum: PROJECT_TYPES }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('pending'),
    // Accounts that others' projects refer to are anonymised, never deleted (restrict guards that).
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'restrict' }),
    // Who filed it while signed in (their own request); null for a public form or a lead. An account whose address
    // is not verified yet sees only the projects it filed itself.
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    formData: jsonb('form_data').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('projects_ref_key').on(t.projectRef),
    // The lists, newest first (read backwards): for everyone / per consumer / per professional / per status.
    index('projects_created_idx').on(t.createdAt, t.id),
    index('projects_consumer_created_idx').on(t.consumerId, t.createdAt, t.id),
    index('projects_professional_created_idx').on(t.professionalId, t.createdAt, t.id),
    index('projects_status_created_idx').on(t.status, t.createdAt, t.id),
    // Free-text search on the reference and title.
    index('projects_search_trgm_idx').using(
      'gin',
      sql`(lower(${t.projectRef} || ' ' || ${t.title})) gin_trgm_ops`,
    ),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    // SHA-256 of the cookie's token, hex: the token itself is never stored.
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Set while an admin views the portal as someone else (switch-user).
    actingUserId: uuid('acting_user_id').references(() => users.id, { onDelete: 'set null' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // The last request seen on this session (updated at most once a minute): the idle timeout counts from it.
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * A sign-in whose password was right for an account with two-factor sign-in: it waits (5 minutes) for the code in
 * POST /api/auth/2fa/verify. Its cookie is not a session: nothing else accepts it.
 */
export const pendingSignIns = pgTable(
  'pending_sign_ins',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('pending_sign_ins_user_idx').on(t.userId),
    index('pending_sign_ins_expires_idx').on(t.expiresAt),
  ],
);

/** Ten single-use recovery codes per account with two-factor sign-in, kept as SHA-256 only. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_user_hash_key').on(t.userId, t.codeHash)],
);

/**
 * Failed sign-ins (passwords and two-factor codes) per key: an account together with the source, a source across
 * accounts, an account across sources. Each failure past a free number makes the next attempt wait longer
 * (`blocked_until`); a mailed link that the owner uses clears the account's keys.
 */
export const signInThrottle = pgTable(
  'sign_in_throttle',
  {
    key: text('key').primaryKey(),
    // The e-mail address the key counts for (null for a source across accounts): a used link clears them all.
    account: text('account'),
    failures: integer('failures').notNull().default(0),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_throttle_last_failure_idx').on(t.lastFailureAt),
    index('sign_in_throttle_account_idx').on(t.account),
  ],
);

export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['email_verification', 'password_reset', 'set_password'] }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    linkUrl: text('link_url'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt),
    index('notifications_user_unread_idx').on(t.userId).where(sql`${t.isRead} = false`),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    // A short name of the template, for logs and tests (e.g. 'verify-email').
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    // True while the row waits out a back-off because the relay could not be reached; the next mail the relay
    // accepts makes such rows due at once (mail/outbox.ts). Cleared when the row is claimed.
    waitingForRelay: boolean('waiting_for_relay').notNull().default(false),
    // Files under DATA_DIR/uploads sent along (an invoice's PDF), read when the mail is sent, on every try.
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('mail_outbox_waiting_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending' and ${t.waitingForRelay}`),
  ],
);

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    message: text('message').notNull(),
    pageUrl: text('page_url'),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/**
 * Append-only: a trigger refuses UPDATE and DELETE (migration 0011), so no foreign keys either (deleting a user
 * must not rewrite who did what).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The real person acting (an admin stays the actor while viewing as someone else).
    actorId: uuid('actor_id'),
    // While an admin views the portal as someone else: that someone, and the role they were viewing as.
    actingUserId: uuid('acting_user_id'),
    actingRole: text('acting_role'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details'),
    // Money, bank details and roles: the values before and after the change.
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt, t.id),
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
    // The audit screen's other filters (modules/audit/queries.ts): a record type alone, a record id (with or
    // without its type; a user's own account and company details are keyed by their id), and whom an admin was
    // viewing as (rare, so only those rows are indexed).
    index('audit_log_entity_type_created_idx').on(t.entityType, t.createdAt),
    index('audit_log_entity_id_idx').on(t.entityId, t.createdAt).where(sql`${t.entityId} is not null`),
    index('audit_log_acting_user_idx')
      .on(t.actingUserId, t.createdAt)
      .where(sql`${t.actingUserId} is not null`),
  ],
);

// Fixed-window rate-limit counters, in the database so that every app node sees the same counts.
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/**
 * The workflow steps of one project. Made once per project from its type's definition in
 * src/shared/workflows; the unique (project, step) pair makes a second initialisation impossible, also when two
 * requests race.
 */
export const projectSteps = pgTable(
  'project_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: STEP_STATUSES }).notNull().default('pending'),
    // The step's field values, keyed by the field names of the definition.
    stepData: jsonb('step_data').$type<Record<string, unknown>>().notNull().default({}),
    notes: text('notes'),
    estimatedDays: integer('estimated_days').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('project_steps_project_step_key').on(t.projectId, t.stepNumber)],
);

/**
 * Project documents and step reports. The file lives under DATA_DIR/uploads with the
 * generated `storedName`; the name the uploader gave is kept only for display and the download's file name.
 */
export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    originalName: text('original_name').notNull(),
    storedName: text('stored_name').notNull(),
    mimeType: text('mime_type').notNull(),
    fileSize: integer('file_size').notNull(),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull().default('general'),
    description: text('description'),
    stepNumber: integer('step_number'),
    downloadCount: integer('download_count').notNull().default(0),
    /** The document request this file was uploaded into by the consumer, if any. */
    documentRequestId: uuid('document_request_id').references((): AnyPgColumn => documentRequests.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('documents_project_created_idx').on(t.projectId, t.createdAt),
    uniqueIndex('documents_stored_name_key').on(t.storedName),
    index('documents_document_request_idx').on(t.documentRequestId),
  ],
);

/** A document the professional asks the consumer for on a project (decision 0037). */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** A calendar day (Amsterdam), no time. */
    dueDate: text('due_date'),
    status: text('status', { enum: DOCUMENT_REQUEST_STATUSES }).notNull().default('open'),
    rejectionReason: text('rejection_reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('document_requests_project_created_idx').on(t.projectId, t.createdAt)],
);

/** Messages between a project's consumer and its professional (the message page). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_project_created_idx').on(t.projectId, t.createdAt)],
);

/** One priced line of an invoice as stored (jsonb): the fee lines first, then the extra costs; integer cents. */
export interface StoredInvoiceLine {
  kind: 'fee' | 'extra';
  description: string;
  amountExBtw: number;
  btwPercentage: 0 | 9 | 21;
  btwAmount: number;
  totalAmount: number;
}

/** Who an invoice is from and to, and what for, as its PDF printed them. */
export type InvoiceParties = Pick<InvoicePdfView, 'professional' | 'consumer' | 'serviceDescription'>;

/**
 * Invoices (docs/decisions/0015). Kept for 7 years: the project is `restrict`, and the parties
 * are `set null`, so deleting or anonymising an account never removes an invoice (decision 0005). Amounts are
 * computed by the server and stored as integer cents; the PDF sent is stored under DATA_DIR/uploads.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * Given when the invoice is sent (decision 0032): a draft ('Concept') has none, so numbers stay gapless. Only a
     * draft goes without one: the send sets it in the same update that leaves 'draft' (status-changes.ts).
     */
    invoiceNumber: text('invoice_number'),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'restrict' }),
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'set null' }),
    consumerId: uuid('consumer_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('draft'),
    lines: jsonb('lines').$type<StoredInvoiceLine[]>().notNull(),
    subtotalExBtw: integer('subtotal_ex_btw').notNull(),
    totalBtw: integer('total_btw').notNull(),
    totalAmount: integer('total_amount').notNull(),
    /** Calendar dates in the Netherlands, YYYY-MM-DD. */
    issueDate: text('issue_date').notNull(),
    supplyDate: text('supply_date').notNull(),
    dueDate: text('due_date').notNull(),
    sendCount: integer('send_count').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paymentMethod: text('payment_method'),
    creditNoteOf: uuid('credit_note_of').references((): AnyPgColumn => invoices.id, {
      onDelete: 'restrict',
    }),
    /**
     * The parties and the description as the PDF printed them, so a credit note names them as its invoice did, also
     * after a profile changed or an account was deleted. Null on invoices made before it was kept (migration 0007).
     */
    parties: jsonb('parties').$type<InvoiceParties>(),
    /** A credit note: why (printed on it). */
    creditReason: text('credit_reason'),
    /** An invoice a credit note cancelled: when. It can no longer be paid, and the project may be invoiced anew. */
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** When the consumer was told the invoice is overdue: once, however often it becomes overdue again. */
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    pdfStoredName: text('pdf_stored_name'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.invoiceNumber),
    // One live invoice per project: credit notes and the invoices they cancelled aside.
    uniqueIndex('invoices_project_key')
      .on(t.projectId)
      .where(sql`${t.creditNoteOf} is null and ${t.creditedAt} is null`),
    index('invoices_credit_note_of_idx').on(t.creditNoteOf).where(sql`${t.creditNoteOf} is not null`),
    // The overdue job's scan: unpaid invoices by due date.
    index('invoices_unpaid_due_idx')
      .on(t.dueDate)
      .where(sql`${t.status} in ('sent', 'pending_payment') and ${t.creditNoteOf} is null`),
    index('invoices_project_created_idx').on(t.projectId, t.createdAt),
    index('invoices_professional_created_idx').on(t.professionalId, t.createdAt, t.id),
    index('invoices_consumer_created_idx').on(t.consumerId, t.createdAt, t.id),
    // The revenue of a month (modules/revenue): paid invoices by when they were paid, credit notes by when made.
    index('invoices_paid_at_idx')
      .on(t.paidAt, t.professionalId)
      .where(sql`${t.status} = 'paid' and ${t.creditNoteOf} is null`),
    index('invoices_credit_notes_created_idx').on(t.createdAt).where(sql`${t.creditNoteOf} is not null`),
  ],
);

/**
 * Online payments of invoices (docs/decisions/0016): one row per payment made at the provider (Mollie, or the
 * built-in test checkout), with the state the provider last reported. At most one open or pending payment per
 * invoice (the partial unique index), so 20 clicks on 'Betalen' give one payment. The provider's id is what its
 * webhook names; the row says which invoice that is, and the amount it must be.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    // Null while the payment is claimed but not yet made at the provider (modules/payments/service.ts).
    providerPaymentId: text('provider_payment_id'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('open'),
    amountCents: integer('amount_cents').notNull(),
    checkoutUrl: text('checkout_url'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_payment_id_key').on(t.providerPaymentId),
    uniqueIndex('payments_invoice_open_key').on(t.invoiceId).where(sql`${t.status} in ('open', 'pending')`),
    index('payments_invoice_created_idx').on(t.invoiceId, t.createdAt),
  ],
);

/**
 * Money that reached a credited invoice and goes back (modules/payments/refunds.ts, docs/decisions/0016): a payment
 * the provider reports paid after its invoice was credited. One refund per payment (the unique index), so the same
 * report twice, or two at once, refunds once. `requested` until the provider has made it; then the provider's
 * refund id and status. A claim (`claimedUntil`) keeps two nodes from asking the provider at the same time.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: PAYMENT_REFUND_STATUSES }).notNull().default('requested'),
    providerRefundId: text('provider_refund_id'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_refunds_payment_key').on(t.paymentId),
    index('payment_refunds_invoice_idx').on(t.invoiceId),
    // The retry loop's look-up: refunds not made yet.
    index('payment_refunds_requested_idx').on(t.createdAt).where(sql`${t.status} = 'requested'`),
  ],
);

/**
 * The built-in test checkout's payments (payments/test-checkout.ts), the provider's side of a test payment: what
 * Mollie keeps for a real one. Only used while MOLLIE_API_KEY is unset.
 */
export const testPayments = pgTable('test_payments', {
  id: text('id').primaryKey(),
  status: text('status', { enum: PAYMENT_STATUSES }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  redirectUrl: text('redirect_url').notNull(),
  webhookUrl: text('webhook_url').notNull(),
  metadata: jsonb('metadata').$type<{ invoiceId: string }>().notNull(),
  method: text('method'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  // The refund of a paid test payment (at most one, of the whole amount).
  refundId: text('refund_id'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
});

/** The last invoice number handed out per year, taken in the creating transaction (gapless, docs/decisions/0015). */
export const invoiceNumberCounters = pgTable('invoice_number_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A payout statement (modules/payouts, docs/decisions/0031): what one transfer to a professional pays, item by item
 * (payout_items), for a period (year, month) of theirs. A month may have several: each pays the items that were
 * open when it was made. Name and IBAN as they were then; amounts in cents (amount = total_ex_btw − platform_fee +
 * lead_fees). created → sent (in a SEPA file) → paid. The professional's account may be deleted later; the record
 * stays for the books.
 */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** UB-2026-000001: the transfer's reference (at most 35 of A–Z, 0–9, '-'), numbered per year. */
    reference: text('reference').notNull(),
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'set null' }),
    professionalName: text('professional_name').notNull(),
    professionalIban: text('professional_iban').notNull(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    totalExBtw: integer('total_ex_btw').notNull(),
    platformFee: integer('platform_fee').notNull(),
    leadFees: integer('lead_fees').notNull(),
    /** Cents transferred: total_ex_btw − platform_fee + lead_fees. */
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYOUT_STATEMENT_STATUSES }).notNull().default('created'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** The statement's PDF as mailed to the professional; null for payouts made before statements existed. */
    pdfStoredName: text('pdf_stored_name'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_reference_key').on(t.reference),
    index('payouts_month_idx').on(t.year, t.month),
    index('payouts_professional_created_idx').on(t.professionalId, t.createdAt),
    index('payouts_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** The last payout reference number handed out per year, taken in the payout's transaction. */
export const payoutReferenceCounters = pgTable('payout_reference_counters', {
  year: integer('year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * A lead's fee as a ledger (docs/decisions/0031): +fee when its project completes ('earned'), −fee when a fee
 * already paid out is taken back ('reversed'; one not yet paid out is deleted instead). Counted in the month of
 * occurred_at, paid out through payout_items.
 */
export const leadFeeEntries = pgTable(
  'lead_fee_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'restrict' }),
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: LEAD_FEE_ENTRY_KINDS }).notNull(),
    /** Cents: +fee earned, −fee reversed. */
    amount: integer('amount').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('lead_fee_entries_lead_idx').on(t.leadId, t.occurredAt),
    index('lead_fee_entries_occurred_idx').on(t.occurredAt, t.professionalId),
  ],
);

/**
 * What a payout pays, one row per invoice, credit note or lead-fee entry, with its reference, description, date and
 * amount as they were. The unique indexes put each invoice (or credit note) and each lead-fee entry in one payout
 * at most, whatever races.
 */
export const payoutItems = pgTable(
  'payout_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PAYOUT_ITEM_KINDS }).notNull(),
    invoiceId: uuid('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    leadFeeEntryId: uuid('lead_fee_entry_id').references(() => leadFeeEntries.id, { onDelete: 'restrict' }),
    reference: text('reference').notNull(),
    description: text('description').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Cents: ex VAT for invoices and credit notes (negative), the fee for lead-fee entries (negative reversed). */
    amount: integer('amount').notNull(),
  },
  (t) => [
    uniqueIndex('payout_items_invoice_key').on(t.invoiceId).where(sql`${t.invoiceId} is not null`),
    uniqueIndex('payout_items_lead_fee_entry_key')
      .on(t.leadFeeEntryId)
      .where(sql`${t.leadFeeEntryId} is not null`),
    index('payout_items_payout_idx').on(t.payoutId),
  ],
);

/**
 * Leads (docs/decisions/0021): a client a professional brought, filed as a consumer request (the
 * project). The lead completes with its project, once, and its fee (cents, from LEAD_FEES_CENTS when made) is
 * earned in the month of completed_at; it is paid out with that month's payout of the professional.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadRef: text('lead_ref').notNull(),
    professionalId: uuid('professional_id').references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    serviceType: text('service_type', { enum: LEAD_SERVICE_TYPES }).notNull(),
    clientName: text('client_name').notNull(),
    clientDetails: text('client_details'),
    postcode: text('postcode').notNull(),
    huisnummer: text('huisnummer').notNull(),
    huisletter: text('huisletter'),
    straat: text('straat').notNull(),
    plaats: text('plaats').notNull(),
    contactnummer: text('contactnummer').notNull(),
    email: text('email').notNull(),
    opmerkingen: text('opmerkingen'),
    extras: jsonb('extras').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('open'),
    feeCents: integer('fee_cents').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    // The link 'Ik wil niet benaderd worden' in the client's first mail (decision 0042): only its SHA-256, as for
    // the one-time tokens; kept after use, so a second click is told it was done. Null for leads made before it.
    optOutTokenHash: text('opt_out_token_hash'),
    optOutExpiresAt: timestamp('opt_out_expires_at', { withTimezone: true }),
    objectedAt: timestamp('objected_at', { withTimezone: true }),
    // The client's account was made by this lead (not found): objecting erases it when nothing else uses it.
    clientAccountMade: boolean('client_account_made').notNull().default(false),
  },
  (t) => [
    uniqueIndex('leads_lead_ref_key').on(t.leadRef),
    uniqueIndex('leads_opt_out_token_key').on(t.optOutTokenHash),
    uniqueIndex('leads_project_key').on(t.projectId),
    index('leads_professional_created_idx').on(t.professionalId, t.createdAt),
    index('leads_completed_idx').on(t.completedAt),
  ],
);

/**
 * Appointments (docs/decisions/0036): one per appointment step of a project, made and moved by saving the step. The
 * uid stays for the appointment's life and sequence rises with each change, so a calendar updates the event it
 * has; reminder_sent_at is claimed once, by one node, the day before.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    stepNumber: integer('step_number').notNull(),
    uid: text('uid').notNull(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    location: text('location'),
    status: text('status', { enum: APPOINTMENT_STATUSES }).notNull().default('active'),
    sequence: integer('sequence').notNull().default(0),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('appointments_project_step_key').on(t.projectId, t.stepNumber),
    uniqueIndex('appointments_uid_key').on(t.uid),
    // The lists by period and the reminder round: active appointments by their start.
    index('appointments_active_starts_idx').on(t.startsAt).where(sql`${t.status} = 'active'`),
  ],
);

/** A person's calendar feed link: only the SHA-256 of its secret is kept; making a new one replaces the old. */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_tokens_hash_key').on(t.tokenHash)],
);

/*
 * Maintained totals (docs/decisions/0044): the counts and sums the admin's lists, dashboard and revenue page show,
 * kept by triggers in the same transaction as the rows they count (migration 0022), so every write path keeps them
 * exact. `npm run db:recount` rebuilds them from scratch (db/totals.ts); the views *_recounted of migration 0022 say
 * what each must hold.
 */

/** Projects per status (the key is a project status). */
export const projectStatusCounts = pgTable('project_status_counts', {
  status: text('status').primaryKey(),
  n: integer('n').notNull(),
});

/** Accounts per role, deleted (anonymised) accounts left out (the key is a role). */
export const userRoleCounts = pgTable('user_role_counts', {
  role: text('role').primaryKey(),
  n: integer('n').notNull(),
});

/**
 * What GET /api/admin/revenue shows of one professional's month (a calendar month in the Netherlands): the paid
 * invoices, the credit notes of paid invoices and the lead-fee entries of that month, and what of them no payout
 * holds yet. `entries` counts those rows: a professional is listed for the month while it is above 0.
 */
export const revenueMonthTotals = pgTable(
  'revenue_month_totals',
  {
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    professionalId: uuid('professional_id').notNull(),
    entries: integer('entries').notNull(),
    invoiceCount: integer('invoice_count').notNull(),
    totalExBtw: bigint('total_ex_btw', { mode: 'number' }).notNull(),
    leadFees: bigint('lead_fees', { mode: 'number' }).notNull(),
    openCount: integer('open_count').notNull(),
    openExBtw: bigint('open_ex_btw', { mode: 'number' }).notNull(),
    openLeadFees: bigint('open_lead_fees', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.month, t.professionalId] })],
);

/**
 * The scheduled backups (BACKUP_DIR): one row per day, claimed by the node that makes that day's archive, so that with
 * many nodes one of them does it. A claim that never finished (the node stopped) may be taken over after a while.
 */
export const backupRuns = pgTable('backup_runs', {
  day: date('day').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** The archive's file name in BACKUP_DIR of the node that made it. */
  archive: text('archive'),
});

/**
 * One row: per kind of shared read (the admin's project lists, the revenue month), a number that changes in the same
 * transaction as any row that read depends on (deferred triggers of migration 0024, docs/decisions/0048). A node
 * keeps the answer it last built with the number it read, and answers again from memory while the number is the
 * same (db/read-cache.ts). The numbers come from one sequence, so one is never reused.
 */
export const readVersions = pgTable('read_versions', {
  id: boolean('id').primaryKey().default(true),
  projectLists: bigint('project_lists', { mode: 'number' }).notNull().default(0),
  revenue: bigint('revenue', { mode: 'number' }).notNull().default(0),
});
