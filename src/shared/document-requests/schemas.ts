// Document requests: the professional asks the consumer for a document on a project; the consumer uploads it into
// the request; the professional accepts or rejects it (docs/decisions/0037-document-requests.md).
import { projectDocument } from '../documents/schemas';
import { PROJECT_TYPES } from '../projects/types';
import { todayInAmsterdam } from '../workflows/validation';
import { requiredText, text, z } from '../zod';
import { DOCUMENT_REQUEST_MESSAGES as M } from './texts';

/**
 * open: waiting for the consumer; submitted: files uploaded, waiting for the professional; accepted: done;
 * rejected: the professional refused the files with a reason, and the consumer may upload again.
 */
export const DOCUMENT_REQUEST_STATUSES = ['open', 'submitted', 'accepted', 'rejected'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

export const DOCUMENT_REQUEST_STATUS_LABELS: Record<DocumentRequestStatus, string> = {
  open: 'Open',
  submitted: 'Wordt beoordeeld',
  accepted: 'Goedgekeurd',
  rejected: 'Afgekeurd',
};

/** Where the consumer is still asked to act: nothing uploaded yet, or the upload was rejected. */
export const AWAITING_CONSUMER: readonly DocumentRequestStatus[] = ['open', 'rejected'];
/** The consumer may upload into (and delete their files from) a request until it is accepted. */
export const consumerMayUpload = (status: DocumentRequestStatus) => status !== 'accepted';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (value: string) => {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

/** A due date: a real calendar day, today or later (Amsterdam). Empty means none. */
export const dueDateField = text({ error: M.dueDateInvalid })
  .trim()
  .refine((v) => v === '' || isRealDate(v), { error: M.dueDateInvalid })
  .refine((v) => v === '' || !isRealDate(v) || v >= todayInAmsterdam(), { error: M.dueDateInPast })
  .optional()
  .nullable();

/** POST /api/projects/{id}/document-requests. */
export const createDocumentRequestBody = z.object({
  title: requiredText(M.titleRequired, 120),
  description: text().trim().max(1000, { error: 'Maximaal 1000 tekens' }).optional().default(''),
  dueDate: dueDateField,
});
export type CreateDocumentRequestInput = z.input<typeof createDocumentRequestBody>;

/** POST /api/document-requests/{id}/reject. */
export const rejectDocumentRequestBody = z.object({
  reason: requiredText(M.reasonRequired, 1000),
});
export type RejectDocumentRequestInput = z.input<typeof rejectDocumentRequestBody>;

export const documentRequestIdParams = z.object({ id: z.uuid({ error: M.notFound }) });
export const documentRequestFileParams = z.object({
  id: z.uuid({ error: M.notFound }),
  documentId: z.uuid({ error: M.fileNotInRequest }),
});

/** GET /api/document-requests: the caller's requests across their projects; `status` may repeat (a,b). */
export const documentRequestListQuery = z.object({
  status: text()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return undefined;
      const list = v.split(',').map((s) => s.trim());
      for (const s of list) {
        if (!(DOCUMENT_REQUEST_STATUSES as readonly string[]).includes(s)) {
          ctx.addIssue({ code: 'custom', message: 'Onbekende status' });
          return z.NEVER;
        }
      }
      return list as DocumentRequestStatus[];
    }),
});

export const documentRequest = z.object({
  id: z.string(),
  projectId: z.string(),
  title: z.string(),
  description: z.string(),
  dueDate: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  rejectionReason: z.string().nullable(),
  requestedByName: z.string().nullable(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  files: z.array(projectDocument),
});
export type DocumentRequest = z.infer<typeof documentRequest>;
export const documentRequestList = z.array(documentRequest);

/** A request in the consumer's list across projects: with the project it belongs to. */
export const documentRequestOverviewItem = documentRequest.extend({
  projectRef: z.string(),
  projectTitle: z.string(),
  projectType: z.enum(PROJECT_TYPES),
});
export type DocumentRequestOverviewItem = z.infer<typeof documentRequestOverviewItem>;
export const documentRequestOverview = z.array(documentRequestOverviewItem);

export const documentRequestResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  request: documentRequest,
});
