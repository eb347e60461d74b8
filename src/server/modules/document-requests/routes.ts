// Document requests (decision 0037): asking the consumer for documents, their uploads and the professional's
// judgement. The consumer's upload takes the documents module's multipart limits and type checks as they are.
import fastifyMultipart from '@fastify/multipart';
import {
  createDocumentRequestBody,
  documentRequestFileParams,
  documentRequestIdParams,
  documentRequestList,
  documentRequestListQuery,
  documentRequestOverview,
  documentRequestResponse,
  rejectDocumentRequestBody,
} from '@shared/document-requests/schemas';
import { DOCUMENT_REQUEST_MESSAGES as M } from '@shared/document-requests/texts';
import { projectIdOrRefParams } from '@shared/projects/schemas';
import { actorOf } from '../../lib/actor';
import { hitRateLimit } from '../../lib/rate-limit';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { UPLOAD_RATE_RULE } from '../documents/service';
import { bodyStillArriving, MULTIPART_LIMITS, receiveUpload } from '../documents/upload';
import {
  createDocumentRequest,
  decideDocumentRequest,
  deleteRequestFile,
  listDocumentRequests,
  listMyDocumentRequests,
  requestForUpload,
  uploadIntoRequest,
} from './service';

export const documentRequestsRoutes: RoutesPlugin = async (app, { ctx }) => {
  await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const { storage } = ctx;
  const r = typed(app);
  const tags = ['document-requests'];

  r.post(
    '/api/projects/:id/document-requests',
    {
      config: { access: ['professional', 'admin'] },
      schema: {
        tags,
        params: projectIdOrRefParams,
        body: createDocumentRequestBody,
        response: { 201: documentRequestResponse },
      },
    },
    async (req, reply) => {
      const request = await createDocumentRequest({
        ...ctx,
        actor: actorOf(req),
        idOrRef: req.params.id,
        ...req.body,
      });
      reply.status(201);
      return { success: true, message: M.created, request };
    },
  );

  r.get(
    '/api/projects/:id/document-requests',
    {
      config: { access: 'user' },
      schema: { tags, params: projectIdOrRefParams, response: { 200: documentRequestList } },
    },
    async (req) => listDocumentRequests({ ...ctx, actor: actorOf(req), idOrRef: req.params.id }),
  );

  r.get(
    '/api/document-requests',
    {
      config: { access: ['consumer', 'professional'] },
      schema: { tags, querystring: documentRequestListQuery, response: { 200: documentRequestOverview } },
    },
    async (req) => listMyDocumentRequests({ ...ctx, actor: actorOf(req), statuses: req.query.status }),
  );

  r.post(
    '/api/document-requests/:id/files',
    {
      config: { access: ['consumer'] },
      schema: {
        tags,
        params: documentRequestIdParams,
        consumes: ['multipart/form-data'],
        summary: 'multipart: files (herhaald)',
        response: { 201: documentRequestResponse },
      },
    },
    async (req, reply) => {
      const actor = actorOf(req);
      // Refuse before reading a byte of the body: someone who may not upload here sends nothing to disk.
      await requestForUpload({ ...ctx, actor, requestId: req.params.id });
      await hitRateLimit(ctx, UPLOAD_RATE_RULE, actor.realUserId);
      let upload: Awaited<ReturnType<typeof receiveUpload>>;
      try {
        upload = await receiveUpload(req, storage, { fileField: 'files' });
      } catch (err) {
        // Refused halfway through the body: the rest is never read, so the connection cannot be reused.
        if (bodyStillArriving(req)) reply.header('connection', 'close');
        throw err;
      }
      const request = await uploadIntoRequest({ ...ctx, actor, requestId: req.params.id, upload });
      reply.status(201);
      return { success: true, message: M.uploaded, request };
    },
  );

  r.delete(
    '/api/document-requests/:id/files/:documentId',
    {
      config: { access: ['consumer'] },
      schema: { tags, params: documentRequestFileParams, response: { 200: documentRequestResponse } },
    },
    async (req) => {
      const request = await deleteRequestFile({
        ...ctx,
        actor: actorOf(req),
        requestId: req.params.id,
        documentId: req.params.documentId,
        storage,
      });
      return { success: true, message: M.fileDeleted, request };
    },
  );

  r.post(
    '/api/document-requests/:id/accept',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: documentRequestIdParams, response: { 200: documentRequestResponse } },
    },
    async (req) => {
      const request = await decideDocumentRequest({
        ...ctx,
        actor: actorOf(req),
        requestId: req.params.id,
        decision: 'accepted',
      });
      return { success: true, message: M.accepted, request };
    },
  );

  r.post(
    '/api/document-requests/:id/reject',
    {
      config: { access: ['professional', 'admin'] },
      schema: {
        tags,
        params: documentRequestIdParams,
        body: rejectDocumentRequestBody,
        response: { 200: documentRequestResponse },
      },
    },
    async (req) => {
      const request = await decideDocumentRequest({
        ...ctx,
        actor: actorOf(req),
        requestId: req.params.id,
        decision: 'rejected',
        reason: req.body.reason,
      });
      return { success: true, message: M.rejected, request };
    },
  );
};
