// Document requests (decision 0037): the assigned professional or an admin asks the consumer for a document, the
// consumer uploads files into the request, the professional accepts or rejects them. The files are ordinary project
// documents that point at their request. Every change runs in one transaction with its audit entry and the notices
// it sends; a request's row is locked while it changes, so two decisions at once cannot both win.

import type {
  DocumentRequest,
  DocumentRequestOverviewItem,
  DocumentRequestStatus,
} from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { DOCUMENT_MESSAGES, type ProjectDocument } from '@shared/documents/schemas';
import type { ProjectStatus } from '@shared/projects/status';
import type { ProjectType } from '@shared/projects/types';
import { displayName } from '@shared/users/display-name';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { type DbOrTx, selectRows, toIso, toIsoOrNull } from '../../db/client';
import { documentRequests, documents, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStorage } from '../../storage/files';
import {
  DOCUMENT_COLUMNS,
  type DocumentRow,
  insertUploadedDocuments,
  toDocument,
} from '../documents/service';
import { discardAll, extensionFor, type ReceivedUpload } from '../documents/upload';
import { type AccessibleProject, projectFor } from '../projects/access';
import { type Recipient, tellAbout } from '../projects/notices';
import { NOTICES } from './notices';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/** Completed and cancelled projects are done: their requests no longer change (decision 0037). */
const CLOSED: readonly ProjectStatus[] = ['completed', 'cancelled'];
function refuseClosed(project: { status: ProjectStatus }) {
  if (CLOSED.includes(project.status))
    throw conflict(M.projectClosed).withCode('DOCUMENT_REQUEST_PROJECT_CLOSED');
}

interface RequestRow {
  id: string;
  projectId: string;
  title: string;
  description: string;
  dueDate: string | null;
  status: DocumentRequestStatus;
  rejectionReason: string | null;
  requestedBy: string | null;
  createdAt: Date | string;
  submittedAt: Date | string | null;
  decidedAt: Date | string | null;
  requesterFirstName: string | null;
  requesterTussenvoegsel: string | null;
  requesterLastName: string | null;
}

const REQUEST_SELECT = sql`select r.id, r.project_id as "projectId", r.title, r.description, r.due_date as "dueDate",
  r.status, r.rejection_reason as "rejectionReason", r.requested_by as "requestedBy", r.created_at as "createdAt",
  r.submitted_at as "submittedAt", r.decided_at as "decidedAt", u.first_name as "requesterFirstName",
  u.tussenvoegsel as "requesterTussenvoegsel", u.last_name as "requesterLastName"
from document_requests r left join users u on u.id = r.requested_by`;

function toRequest(row: RequestRow, files: ProjectDocument[]): DocumentRequest {
  const name = displayName({
    firstName: row.requesterFirstName,
    tussenvoegsel: row.requesterTussenvoegsel,
    lastName: row.requesterLastName,
  });
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    status: row.status,
    rejectionReason: row.rejectionReason,
    requestedByName: name || null,
    createdAt: toIso(row.createdAt),
    submittedAt: toIsoOrNull(row.submittedAt),
    decidedAt: toIsoOrNull(row.decidedAt),
    files,
  };
}

/** The files of these requests, oldest first, by request id: one query for the whole list. */
async function filesOf(db: DbOrTx, requestIds: string[]): Promise<Map<string, ProjectDocument[]>> {
  const byRequest = new Map<string, ProjectDocument[]>();
  if (requestIds.length === 0) return byRequest;
  const rows = await db
    .select({ ...DOCUMENT_COLUMNS, documentRequestId: documents.documentRequestId })
    .from(documents)
    .leftJoin(users, eq(users.id, documents.uploadedBy))
    .where(inArray(documents.documentRequestId, requestIds))
    .orderBy(documents.createdAt, documents.id);
  for (const row of rows) {
    const list = byRequest.get(row.documentRequestId!) ?? [];
    list.push(toDocument(row as DocumentRow));
    byRequest.set(row.documentRequestId!, list);
  }
  return byRequest;
}

async function withFiles(db: DbOrTx, rows: RequestRow[]): Promise<DocumentRequest[]> {
  const files = await filesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRequest(r, files.get(r.id) ?? []));
}

async function readRequest(db: DbOrTx, id: string): Promise<DocumentRequest> {
  const [row] = await selectRows<RequestRow>(db, sql`${REQUEST_SELECT} where r.id = ${id}`);
  if (!row) throw notFound(M.notFound);
  return (await withFiles(db, [row]))[0]!;
}

/**
 * A request with its project, for a change: the project as the actor may `may` it (else 404, as an unknown request),
 * held FOR SHARE, then the request row FOR UPDATE, so changes of one request run one after the other and see each
 * other's outcome. A consumer must be the project's own consumer.
 */
async function lockRequest(
  tx: DbOrTx,
  opts: Ctx & { actor: Actor; requestId: string; may: 'see' | 'work' },
): Promise<{ request: RequestRow; project: AccessibleProject }> {
  const [first] = await selectRows<{ projectId: string }>(
    tx,
    sql`select project_id as "projectId" from document_requests where id = ${opts.requestId}`,
  );
  if (!first) throw notFound(M.notFound);
  const project = await projectFor({
    ...opts,
    idOrRef: first.projectId,
    may: opts.may,
    tx,
    lock: 'share',
  }).catch((err: unknown) => {
    // For someone else's request it is the request that is not found, not the project.
    throw err instanceof AppError && err.code === 'NOT_FOUND' ? notFound(M.notFound) : err;
  });
  const [request] = await selectRows<RequestRow>(
    tx,
    sql`${REQUEST_SELECT} where r.id = ${opts.requestId} for update of r`,
  );
  if (!request) throw notFound(M.notFound);
  return { request, project };
}

async function readRecipient(db: DbOrTx, id: string | null): Promise<Recipient | null> {
  if (!id) return null;
  const [row] = await selectRows<Recipient>(
    db,
    sql`select id, first_name as "firstName", last_name as "lastName", aanhef, initialen, tussenvoegsel, email,
          deleted_at is not null as deleted
        from users where id = ${id}`,
  );
  return row ?? null;
}

/** The one who judges the consumer's upload: the assigned professional, else whoever asked (an admin). */
async function reviewerOf(db: DbOrTx, project: AccessibleProject, request: RequestRow) {
  return readRecipient(db, project.professionalId ?? request.requestedBy);
}

/** POST /api/projects/{id}/document-requests: the assigned professional or an admin asks the consumer. */
export async function createDocumentRequest(
  opts: Ctx & {
    actor: Actor;
    idOrRef: string;
    title: string;
    description: string;
    dueDate?: string | null;
  },
): Promise<DocumentRequest> {
  const { actor } = opts;
  return opts.db.transaction(async (tx) => {
    const project = await projectFor({ ...opts, may: 'work', tx, lock: 'share' });
    refuseClosed(project);
    const [row] = await tx
      .insert(documentRequests)
      .values({
        projectId: project.id,
        title: opts.title,
        description: opts.description,
        dueDate: opts.dueDate || null,
        requestedBy: actor.realUserId,
      })
      .returning({ id: documentRequests.id, dueDate: documentRequests.dueDate });
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'document_request.create',
      entityType: 'document_request',
      entityId: row!.id,
      details: { projectId: project.id, title: opts.title, dueDate: row!.dueDate },
    });
    await tellAbout(
      tx,
      opts,
      project.consumer,
      project,
      NOTICES.asked(project, { title: opts.title, dueDate: row!.dueDate }),
    );
    return readRequest(tx, row!.id);
  });
}

/** GET /api/projects/{id}/document-requests: for whoever sees the project (else 404), newest first. */
export async function listDocumentRequests(
  opts: Ctx & { actor: Actor; idOrRef: string },
): Promise<DocumentRequest[]> {
  const project = await projectFor({ ...opts, may: 'see' });
  const rows = await selectRows<RequestRow>(
    opts.db,
    sql`${REQUEST_SELECT} where r.project_id = ${project.id} order by r.created_at desc, r.id desc`,
  );
  return withFiles(opts.db, rows);
}

/**
 * GET /api/document-requests: the caller's requests across the projects still running (a consumer's own, a
 * professional's assigned ones), soonest due first, those without a due date last.
 */
export async function listMyDocumentRequests(
  opts: Ctx & { actor: Actor; statuses?: DocumentRequestStatus[] },
): Promise<DocumentRequestOverviewItem[]> {
  const { actor } = opts;
  const mine =
    actor.role === 'consumer' ? sql`p.consumer_id = ${actor.id}` : sql`p.professional_id = ${actor.id}`;
  const statuses = opts.statuses?.length
    ? sql`and q.status = any(${sql.param(opts.statuses)}::text[])`
    : sql``;
  const rows = await selectRows<
    RequestRow & { projectRef: string; projectTitle: string; projectType: ProjectType }
  >(
    opts.db,
    sql`select q.*, p.project_ref as "projectRef", p.title as "projectTitle", p.type as "projectType"
        from (${REQUEST_SELECT}) q
        join projects p on p.id = q."projectId"
        where ${mine} and p.status not in ('completed', 'cancelled') ${statuses}
        order by q."dueDate" asc nulls last, q."createdAt" asc
        limit 200`,
  );
  const files = await filesOf(
    opts.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...toRequest(r, files.get(r.id) ?? []),
    projectRef: r.projectRef,
    projectTitle: r.projectTitle,
    projectType: r.projectType,
  }));
}

/**
 * Before a byte of an upload is read: the request must be one of the consumer's own projects (else 404), not
 * accepted and not on a closed project (409). Checked again in the transaction that stores the files.
 */
export async function requestForUpload(opts: Ctx & { actor: Actor; requestId: string }): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const { request, project } = await lockRequest(tx, { ...opts, may: 'see' });
    checkUploadable(opts.actor, project, request);
  });
}

function checkUploadable(actor: Actor, project: AccessibleProject, request: RequestRow) {
  if (project.consumerId !== actor.id) throw notFound(M.notFound);
  refuseClosed(project);
  if (request.status === 'accepted') throw conflict(M.alreadyAccepted).withCode('DOCUMENT_REQUEST_ACCEPTED');
}

/**
 * POST /api/document-requests/{id}/files: the consumer's files become documents of the project, pointing at the
 * request, and the request waits for the professional's judgement (submitted), told by notification and mail.
 * The files are committed to storage first (outside the transaction: with object storage each is an upload) and
 * their rows inserted in one transaction; on any failure every file is removed again.
 */
export async function uploadIntoRequest(
  opts: Ctx & { actor: Actor; requestId: string; upload: ReceivedUpload },
): Promise<DocumentRequest> {
  const { actor, upload } = opts;
  const committed: string[] = [];
  try {
    if (upload.files.length === 0)
      throw badRequest(DOCUMENT_MESSAGES.noFiles, { files: DOCUMENT_MESSAGES.noFiles });
    for (const file of upload.files) committed.push(await file.staged.commit(extensionFor(file.mimeType)));
    return await opts.db.transaction(async (tx) => {
      const { request, project } = await lockRequest(tx, { ...opts, may: 'see' });
      checkUploadable(actor, project, request);
      await insertUploadedDocuments(tx, {
        actor,
        projectId: project.id,
        upload,
        storedNames: committed,
        // The request's title names the file in the project's documents list.
        values: { category: 'general', description: request.title, documentRequestId: request.id },
        action: 'document_request.upload',
      });
      await tx
        .update(documentRequests)
        .set({ status: 'submitted', submittedAt: new Date(), rejectionReason: null })
        .where(eq(documentRequests.id, request.id));
      const reviewer = await reviewerOf(tx, project, request);
      if (reviewer && reviewer.id !== actor.realUserId) {
        await tellAbout(
          tx,
          opts,
          reviewer,
          project,
          NOTICES.submitted(project, request, upload.files.length),
        );
      }
      return readRequest(tx, request.id);
    });
  } catch (err) {
    // Removes what is still staged and, of what was committed already, the stored file.
    await discardAll(upload.files.map((f) => f.staged));
    throw err;
  }
}

/**
 * DELETE /api/document-requests/{id}/files/{documentId}: the consumer removes a file they uploaded into their own
 * request, until it is accepted. A submitted request left without files waits for the consumer again (open).
 */
export async function deleteRequestFile(
  opts: Ctx & { actor: Actor; requestId: string; documentId: string; storage: FileStorage },
): Promise<DocumentRequest> {
  const { actor } = opts;
  const { storedName, request } = await opts.db.transaction(async (tx) => {
    const { request, project } = await lockRequest(tx, { ...opts, may: 'see' });
    checkUploadable(actor, project, request);
    const [doc] = await tx
      .select({
        id: documents.id,
        storedName: documents.storedName,
        uploadedBy: documents.uploadedBy,
        originalName: documents.originalName,
      })
      .from(documents)
      .where(and(eq(documents.id, opts.documentId), eq(documents.documentRequestId, request.id)));
    if (!doc) throw notFound(M.fileNotInRequest);
    if (doc.uploadedBy !== actor.id) throw forbidden(M.notYourFile);
    await tx.delete(documents).where(eq(documents.id, doc.id));
    const [left] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from documents where document_request_id = ${request.id}`,
    );
    if (left!.n === 0 && request.status === 'submitted') {
      await tx
        .update(documentRequests)
        .set({ status: 'open', submittedAt: null })
        .where(eq(documentRequests.id, request.id));
    }
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'document_request.file_delete',
      entityType: 'document',
      entityId: doc.id,
      details: { projectId: project.id, documentRequestId: request.id, originalName: doc.originalName },
    });
    return { storedName: doc.storedName, request: await readRequest(tx, request.id) };
  });
  // After the commit: a file left by a failed removal is only an orphan, a row without its file a broken download.
  await opts.storage.remove(storedName).catch((err) => {
    opts.log.error({ err, storedName }, 'document file could not be removed');
  });
  return request;
}

/**
 * POST /api/document-requests/{id}/accept and …/reject: the assigned professional or an admin judges the files the
 * consumer sent. Only a submitted request is judged: with nothing (new) uploaded it is 409 DOCUMENT_REQUEST_NO_FILES,
 * once accepted 409 DOCUMENT_REQUEST_ACCEPTED. The row lock makes the second of two decisions at once see the first.
 */
export async function decideDocumentRequest(
  opts: Ctx & { actor: Actor; requestId: string } & (
      | { decision: 'accepted' }
      | { decision: 'rejected'; reason: string }
    ),
): Promise<DocumentRequest> {
  const { actor } = opts;
  return opts.db.transaction(async (tx) => {
    const { request, project } = await lockRequest(tx, { ...opts, may: 'work' });
    refuseClosed(project);
    if (request.status === 'accepted')
      throw conflict(M.alreadyAccepted).withCode('DOCUMENT_REQUEST_ACCEPTED');
    if (request.status !== 'submitted') {
      throw conflict(request.status === 'open' ? M.noFiles : M.notSubmitted).withCode(
        'DOCUMENT_REQUEST_NO_FILES',
      );
    }
    const reason = opts.decision === 'rejected' ? opts.reason : null;
    await tx
      .update(documentRequests)
      .set({
        status: opts.decision,
        rejectionReason: reason,
        decidedAt: new Date(),
        decidedBy: actor.realUserId,
      })
      .where(eq(documentRequests.id, request.id));
    await writeAudit(tx, {
      ...auditActor(actor),
      action: opts.decision === 'accepted' ? 'document_request.accept' : 'document_request.reject',
      entityType: 'document_request',
      entityId: request.id,
      details: { projectId: project.id, title: request.title, reason },
    });
    await tellAbout(
      tx,
      opts,
      project.consumer,
      project,
      opts.decision === 'accepted'
        ? NOTICES.accepted(project, request)
        : NOTICES.rejected(project, request, opts.reason),
    );
    return readRequest(tx, request.id);
  });
}
