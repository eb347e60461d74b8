// Project documents and step reports (decision 0008). Multipart is registered here only, with its limits.
import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  DOCUMENT_MESSAGES,
  documentDownloadUrl,
  documentIdParams,
  documentUploadResponse,
  projectDocuments,
  stepUploadResponse,
} from '@shared/documents/schemas';
import { projectIdOrRefParams } from '@shared/projects/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '../../lib/actor';
import { hitRateLimit } from '../../lib/rate-limit';
import type { RoutesPlugin } from '../../lib/routes';
import { typed, z } from '../../lib/routes';
import {
  deleteDocument,
  documentUploadChecks,
  listDocuments,
  openDocument,
  projectForUpload,
  stepReportChecks,
  UPLOAD_RATE_RULE,
  uploadDocuments,
  uploadStepReport,
} from './service';
import {
  bodyStillArriving,
  contentDisposition,
  MULTIPART_LIMITS,
  type ReceivedUpload,
  receiveUpload,
} from './upload';

const messageResponse = z.object({ success: z.boolean(), message: z.string() });

/**
 * Runs the receiving of an upload; when it is refused before the whole body has arrived (a file over the limit, a
 * project the uploader is not on), the answer closes the connection: the rest of the body is never read, so the
 * refusal does not wait for it and the connection cannot be reused for another request.
 */
async function receiving(
  req: FastifyRequest,
  reply: FastifyReply,
  receive: () => Promise<ReceivedUpload>,
): Promise<ReceivedUpload> {
  try {
    return await receive();
  } catch (err) {
    if (bodyStillArriving(req)) reply.header('connection', 'close');
    throw err;
  }
}

export const documentsRoutes: RoutesPlugin = async (app, { ctx }) => {
  // Encapsulated: only these routes parse multipart, with a hard size limit per file.
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const { storage } = ctx;
  const r = typed(app);
  const tags = ['documents'];

  r.get(
    '/api/projects/:id/documents',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdOrRefParams, response: { 200: projectDocuments } },
    },
    async (req) => listDocuments({ ...ctx, actor: actorOf(req), idOrRef: req.params.id }),
  );

  r.post(
    '/api/projects/:id/documents',
    {
      config: { access: ['professional', 'admin'] },
      schema: {
        tags,
        params: projectIdOrRefParams,
        consumes: ['multipart/form-data'],
        summary: 'multipart: files (herhaald), category, description, stepNumber (optioneel)',
        response: { 201: documentUploadResponse },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // Refuse before reading a byte of the body: someone who may not upload here sends nothing to disk.
      const project = await projectForUpload({ ...ctx, actor, idOrRef: req.params.id });
      await hitRateLimit(ctx, UPLOAD_RATE_RULE, actor.realUserId);
      const upload = await receiving(req, reply, () =>
        receiveUpload(req, storage, { fileField: 'files', ...documentUploadChecks(project) }),
      );
      const documents = await uploadDocuments({ ...ctx, actor, idOrRef: req.params.id, upload });
      reply.status(201);
      return { success: true, message: DOCUMENT_MESSAGES.uploaded, documents };
    },
  );

  r.post(
    '/api/upload',
    {
      config: { access: ['professional', 'admin'] },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary: 'multipart: projectId, step, dan file: een stapverslag (de velden vóór het bestand)',
        response: { 201: stepUploadResponse },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      await hitRateLimit(ctx, UPLOAD_RATE_RULE, actor.realUserId);
      // The project is checked as soon as its projectId field arrives, the step before the file is staged.
      const upload = await receiving(req, reply, () =>
        receiveUpload(req, storage, {
          fileField: 'file',
          maxFiles: 1,
          ...stepReportChecks({ ...ctx, actor }),
        }),
      );
      const document = await uploadStepReport({ ...ctx, actor, upload });
      reply.status(201);
      return { success: true, fileUrl: documentDownloadUrl(document.id), document };
    },
  );

  r.delete(
    '/api/documents/:id',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: documentIdParams, response: { 200: messageResponse } },
    },
    async (req) => {
      await deleteDocument({ ...ctx, actor: actorOf(req), documentId: req.params.id, storage });
      return { success: true, message: DOCUMENT_MESSAGES.deleted };
    },
  );

  r.get(
    '/api/documents/:id/download',
    { config: { access: 'user' }, schema: { tags, params: documentIdParams } },
    async (req, reply) => {
      // HEAD (which Fastify answers through this handler) is not a download: not counted, no file opened.
      const file = await openDocument({
        ...ctx,
        actor: actorOf(req),
        documentId: req.params.id,
        storage,
        headOnly: req.method === 'HEAD',
      });
      reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.size))
        .header('content-disposition', contentDisposition(file.originalName, file.mimeType))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      // An empty stream for HEAD keeps the Content-Length above (Fastify's HEAD handling drains a stream as is).
      return reply.send(file.stream ?? Readable.from([]));
    },
  );
};
