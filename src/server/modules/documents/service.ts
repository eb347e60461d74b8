// Project documents (decision 0008): who may list, upload, download and delete,
// and the transaction that makes an upload's files visible all together or not at all.

import {
  DOCUMENT_MESSAGES,
  type DocumentCategory,
  documentDownloadUrl,
  documentUploadFields,
  type ProjectDocument,
  stepUploadFields,
} from '@shared/documents/schemas';
import { canSeeProject } from '@shared/projects/access';
import { displayName } from '@shared/users/display-name';
import { stepDefinition } from '@shared/workflows';
import { fieldErrorsOf, type z } from '@shared/zod';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { documents, projectSteps, projects, users } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { auditActor, writeAudit } from '../../lib/audit';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { RateRule } from '../../lib/rate-limit';
import type { FileStorage } from '../../storage/files';
import { notify } from '../notifications/service';
import { type AccessibleProject, projectFor } from '../projects/access';
import { projectPath } from '../projects/notices';
import { NOTICES } from './notices';
import { discardAll, extensionFor, type ReceivedUpload, type UploadChecks } from './upload';

type Ctx = Pick<AppContext, 'db' | 'database' | 'config' | 'log'>;

/** Uploads per person: generous for real work (a professional adding a dozen photos), a brake on abuse. */
export const UPLOAD_RATE_RULE: RateRule = {
  name: 'upload:user',
  limit: 60,
  windowMs: 10 * 60_000,
  message: 'U heeft te veel bestanden geüpload. Probeer het over {minuten} minuten opnieuw.',
};

/** The server's own refusals of this module (the shared DOCUMENT_MESSAGES are the ones the client shows too). */
export const UPLOAD_MESSAGES = {
  fieldsBeforeFile: 'Stuur projectId en step vóór het bestand',
  noSuchStep: (n: number) => `Stap ${n} bestaat niet in deze workflow`,
  noReportStep: (n: number) => `Bij stap ${n} hoort geen rapport`,
  isStepReport: (n: number) =>
    `Dit document is het rapport van stap ${n}. Vervang eerst het rapport in die stap.`,
} as const;

/** The project, or 404 when this actor may not upload to it (admins and its assigned professional upload). */
export async function projectForUpload(opts: Ctx & { actor: Actor; idOrRef: string; tx?: DbOrTx }) {
  return projectFor({ ...opts, may: 'work' });
}

/**
 * A step number of an upload must be a step of the project's workflow; a step report's step must also have a
 * report (a pdf field). 400 naming `field` otherwise.
 */
export function checkUploadStep(
  project: { type: string },
  stepNumber: number,
  opts: { field: string; report: boolean },
): void {
  const step = stepDefinition(project.type, stepNumber);
  if (!step) {
    const message = UPLOAD_MESSAGES.noSuchStep(stepNumber);
    throw badRequest(message, { [opts.field]: message });
  }
  if (opts.report && !step.fields.some((f) => f.type === 'pdf')) {
    const message = UPLOAD_MESSAGES.noReportStep(stepNumber);
    throw badRequest(message, { [opts.field]: message });
  }
}

/**
 * POST /api/projects/{id}/documents, while the body arrives (the project is already checked from the path): the
 * fields sent before the first file are checked before it is staged (those sent after it when the body is in).
 */
export function documentUploadChecks(project: { type: string }): UploadChecks {
  return {
    beforeFirstFile(fields) {
      const parsed = parseFields(documentUploadFields, fields);
      if (parsed.stepNumber !== undefined)
        checkUploadStep(project, parsed.stepNumber, { field: 'stepNumber', report: false });
    },
  };
}

/**
 * POST /api/upload, while the body arrives: the project as soon as its `projectId` field is in (someone who may
 * not upload there gets 404 before any file is staged), and `projectId` and `step` must come before the file.
 */
export function stepReportChecks(opts: Ctx & { actor: Actor }): UploadChecks {
  let project: AccessibleProject | undefined;
  const projectIdOnly = stepUploadFields.pick({ projectId: true });
  return {
    async onField(name, value) {
      if (name !== 'projectId') return;
      project = undefined;
      const { projectId } = parseFields(projectIdOnly, { projectId: value });
      project = await projectForUpload({ ...opts, idOrRef: projectId });
    },
    async beforeFirstFile(fields) {
      if (!fields.projectId || !fields.step) {
        throw badRequest(UPLOAD_MESSAGES.fieldsBeforeFile, {
          [fields.projectId ? 'step' : 'projectId']: UPLOAD_MESSAGES.fieldsBeforeFile,
        });
      }
      const parsed = parseFields(stepUploadFields, fields);
      project ??= await projectForUpload({ ...opts, idOrRef: parsed.projectId });
      checkUploadStep(project, parsed.step, { field: 'step', report: true });
    },
  };
}

/** The columns of a document as the lists show it (with its uploader's name); document-requests reads them too. */
export const DOCUMENT_COLUMNS = {
  id: documents.id,
  projectId: documents.projectId,
  originalName: documents.originalName,
  description: documents.description,
  mimeType: documents.mimeType,
  fileSize: documents.fileSize,
  category: documents.category,
  stepNumber: documents.stepNumber,
  createdAt: documents.createdAt,
  uploadedBy: documents.uploadedBy,
  downloadCount: documents.downloadCount,
  uploaderFirstName: users.firstName,
  uploaderTussenvoegsel: users.tussenvoegsel,
  uploaderLastName: users.lastName,
};

export type DocumentRow = {
  [K in keyof typeof DOCUMENT_COLUMNS]: (typeof DOCUMENT_COLUMNS)[K]['_']['data'] | null;
};

export function toDocument(row: DocumentRow): ProjectDocument {
  const name = displayName({
    firstName: row.uploaderFirstName,
    tussenvoegsel: row.uploaderTussenvoegsel,
    lastName: row.uploaderLastName,
  });
  return {
    id: row.id!,
    projectId: row.projectId!,
    originalName: row.originalName!,
    description: row.description ?? null,
    mimeType: row.mimeType!,
    fileSize: row.fileSize!,
    category: row.category as DocumentCategory,
    stepNumber: row.stepNumber ?? null,
    createdAt: new Date(row.createdAt!).toISOString(),
    uploadedBy: row.uploadedBy ?? null,
    uploadedByName: name || null,
    downloadCount: row.downloadCount ?? 0,
  };
}

const selectDocuments = (db: DbOrTx) =>
  db.select(DOCUMENT_COLUMNS).from(documents).leftJoin(users, eq(users.id, documents.uploadedBy));

/** GET /api/projects/{id}/documents: newest first; 404 for a project the actor cannot see. */
export async function listDocuments(
  opts: Ctx & { actor: Actor; idOrRef: string },
): Promise<ProjectDocument[]> {
  const project = await projectFor({ ...opts, may: 'see' });
  const rows = await selectDocuments(opts.db)
    .where(eq(documents.projectId, project.id))
    .orderBy(desc(documents.createdAt), desc(documents.id));
  return rows.map(toDocument);
}

function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsOf(parsed.error);
    throw badRequest(Object.values(fieldErrors)[0] ?? 'Ongeldige invoer', fieldErrors);
  }
  return parsed.data;
}

/**
 * The rows of committed uploads, one per file, each audit-logged under `action` with the file and the row's extra
 * values: the documents upload and a document request's upload store files the same way.
 */
export async function insertUploadedDocuments(
  tx: DbOrTx,
  opts: {
    actor: Actor;
    projectId: string;
    upload: ReceivedUpload;
    /** The stored names of the committed files, in the upload's order. */
    storedNames: readonly string[];
    values: {
      category: DocumentCategory;
      description: string | null;
      stepNumber?: number | null;
      documentRequestId?: string;
    };
    action: string;
  },
): Promise<string[]> {
  const { actor, values } = opts;
  const ids: string[] = [];
  for (const [i, file] of opts.upload.files.entries()) {
    const [row] = await tx
      .insert(documents)
      .values({
        projectId: opts.projectId,
        uploadedBy: actor.id,
        originalName: file.originalName,
        storedName: opts.storedNames[i]!,
        mimeType: file.mimeType,
        fileSize: file.size,
        ...values,
      })
      .returning({ id: documents.id });
    ids.push(row!.id);
    await writeAudit(tx, {
      ...auditActor(actor),
      action: opts.action,
      entityType: 'document',
      entityId: row!.id,
      details: {
        projectId: opts.projectId,
        originalName: file.originalName,
        mimeType: file.mimeType,
        fileSize: file.size,
        ...values,
      },
    });
  }
  return ids;
}

/**
 * Stores the received files as documents of one project: every file committed to the storage first, then every row
 * inserted in one transaction, so that when one fails none is kept (the callers then remove the files again). The
 * commits stay outside the transaction: with object storage each is an upload, and no database connection or
 * project row waits on it (decision 0017). One notification tells the consumer; each document is audit-logged.
 */
async function storeDocuments(
  opts: Ctx & {
    actor: Actor;
    idOrRef: string;
    upload: ReceivedUpload;
    category: DocumentCategory;
    description: string | null;
    stepNumber: number | null;
    /** Which field named the step (for the 400), and whether it must be a step with a report. */
    step: { field: string; report: boolean };
    notifyConsumer: boolean;
  },
): Promise<ProjectDocument[]> {
  const { actor, upload } = opts;
  const storedNames: string[] = [];
  for (const file of upload.files) storedNames.push(await file.staged.commit(extensionFor(file.mimeType)));
  return opts.db.transaction(async (tx) => {
    const project = await projectForUpload({ ...opts, tx });
    if (opts.stepNumber !== null) checkUploadStep(project, opts.stepNumber, opts.step);
    const ids = await insertUploadedDocuments(tx, {
      actor,
      projectId: project.id,
      upload,
      storedNames,
      values: { category: opts.category, description: opts.description, stepNumber: opts.stepNumber },
      action: 'document.upload',
    });
    if (opts.notifyConsumer && !project.consumer.deleted && project.consumerId !== actor.id) {
      await notify(tx, {
        userId: project.consumerId,
        ...NOTICES.documentsAdded(project, upload.files),
        linkUrl: projectPath(project.id),
      });
    }
    const rows = await selectDocuments(tx)
      .where(and(eq(documents.projectId, project.id), sql`${documents.id} = any(${sql.param(ids)}::uuid[])`))
      .orderBy(desc(documents.createdAt), desc(documents.id));
    return rows.map(toDocument);
  });
}

/** POST /api/projects/{id}/documents: the received files with category, description and optional step number. */
export async function uploadDocuments(
  opts: Ctx & { actor: Actor; idOrRef: string; upload: ReceivedUpload },
): Promise<ProjectDocument[]> {
  const { upload } = opts;
  try {
    const fields = parseFields(documentUploadFields, upload.fields);
    if (upload.files.length === 0)
      throw badRequest(DOCUMENT_MESSAGES.noFiles, { files: DOCUMENT_MESSAGES.noFiles });
    return await storeDocuments({
      ...opts,
      category: fields.category,
      description: fields.description || null,
      stepNumber: fields.stepNumber ?? null,
      step: { field: 'stepNumber', report: false },
      notifyConsumer: true,
    });
  } catch (err) {
    await discardAll(upload.files.map((f) => f.staged));
    throw err;
  }
}

/**
 * POST /api/upload: a step report (file, projectId, step) stored as a document of category 'report' with that step
 * number. No notification: the consumer hears of it when the step is completed.
 */
export async function uploadStepReport(
  opts: Ctx & { actor: Actor; upload: ReceivedUpload },
): Promise<ProjectDocument> {
  const { upload } = opts;
  try {
    const fields = parseFields(stepUploadFields, upload.fields);
    if (upload.files.length === 0)
      throw badRequest(DOCUMENT_MESSAGES.noFiles, { file: DOCUMENT_MESSAGES.noFiles });
    const [document] = await storeDocuments({
      ...opts,
      idOrRef: fields.projectId,
      category: 'report',
      description: null,
      stepNumber: fields.step,
      step: { field: 'step', report: true },
      notifyConsumer: false,
    });
    return document!;
  } catch (err) {
    await discardAll(upload.files.map((f) => f.staged));
    throw err;
  }
}

async function readDocumentWithProject(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      id: documents.id,
      projectId: documents.projectId,
      uploadedBy: documents.uploadedBy,
      storedName: documents.storedName,
      originalName: documents.originalName,
      mimeType: documents.mimeType,
      fileSize: documents.fileSize,
      category: documents.category,
      consumerId: projects.consumerId,
      professionalId: projects.professionalId,
    })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(eq(documents.id, id));
  return row;
}

/**
 * The first step of the document's project whose data names the document (a pdf field holds its download URL, as
 * POST /api/upload answered it), or undefined.
 */
async function stepReferringTo(db: DbOrTx, doc: { id: string; projectId: string }) {
  const url = documentDownloadUrl(doc.id).toLowerCase();
  const [row] = await db
    .select({ stepNumber: projectSteps.stepNumber })
    .from(projectSteps)
    .where(
      and(
        eq(projectSteps.projectId, doc.projectId),
        sql`exists (select 1 from jsonb_each(${projectSteps.stepData}) as field(name, value)
                    where jsonb_typeof(field.value) = 'string' and lower(field.value #>> '{}') = ${url})`,
      ),
    )
    .orderBy(projectSteps.stepNumber)
    .limit(1);
  return row?.stepNumber;
}

/**
 * DELETE /api/documents/{id}: an admin deletes any document, a professional only one they uploaded on a project
 * they are assigned to (another's on that project: 403; a project they cannot see: 404). A document that a step's
 * data names as its report is kept (409) until that step names another one. The row goes in a
 * transaction with its audit entry; the file is removed after the commit (a file left by a failed removal is only
 * an orphan, a row without its file would be a broken download).
 */
export async function deleteDocument(
  opts: Ctx & { actor: Actor; documentId: string; storage: FileStorage },
): Promise<void> {
  const { actor } = opts;
  const storedName = await opts.db.transaction(async (tx) => {
    const doc = await readDocumentWithProject(tx, opts.documentId);
    if (!doc || !canSeeProject(actor, doc)) throw notFound(DOCUMENT_MESSAGES.notFound);
    if (actor.role !== 'admin' && doc.uploadedBy !== actor.id) {
      throw forbidden('U kunt alleen documenten verwijderen die u zelf heeft geüpload');
    }
    // The project row lock is the one step completions take, so a step cannot name this report while it goes.
    await projectFor({ ...opts, idOrRef: doc.projectId, may: 'see', tx, lock: 'update' });
    const step = await stepReferringTo(tx, doc);
    if (step !== undefined) throw conflict(UPLOAD_MESSAGES.isStepReport(step));
    const deleted = await tx
      .delete(documents)
      .where(eq(documents.id, doc.id))
      .returning({ id: documents.id });
    if (deleted.length === 0) throw notFound(DOCUMENT_MESSAGES.notFound);
    await writeAudit(tx, {
      ...auditActor(actor),
      action: 'document.delete',
      entityType: 'document',
      entityId: doc.id,
      details: {
        projectId: doc.projectId,
        originalName: doc.originalName,
        uploadedBy: doc.uploadedBy,
        category: doc.category,
      },
    });
    return doc.storedName;
  });
  await opts.storage.remove(storedName).catch((err) => {
    opts.log.error({ err, storedName }, 'document file could not be removed');
  });
}

/**
 * GET /api/documents/{id}/download: for everyone who can see the project (else 404). Opens the file first and
 * counts the download only when there is one to send.
 */
export async function openDocument(
  opts: Ctx & { actor: Actor; documentId: string; storage: FileStorage; headOnly?: boolean },
) {
  const doc = await readDocumentWithProject(opts.db, opts.documentId);
  if (!doc || !canSeeProject(opts.actor, doc)) throw notFound(DOCUMENT_MESSAGES.notFound);
  const file = await opts.storage.open(doc.storedName);
  if (!file) {
    opts.log.error({ documentId: doc.id, storedName: doc.storedName }, 'document file missing');
    throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.notFound);
  }
  if (opts.headOnly) {
    file.stream.destroy();
    return { originalName: doc.originalName, mimeType: doc.mimeType, size: file.size, stream: null };
  }
  try {
    await opts.db
      .update(documents)
      .set({ downloadCount: sql`${documents.downloadCount} + 1` })
      .where(eq(documents.id, doc.id));
  } catch (err) {
    // An opened object holds a connection to the store until its stream is read or destroyed.
    file.stream.destroy();
    throw err;
  }
  return { originalName: doc.originalName, mimeType: doc.mimeType, size: file.size, stream: file.stream };
}
