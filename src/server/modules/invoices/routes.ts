// Invoices (docs/decisions/0015, 0016); the payment routes are the payments module's.
import {
  createCreditNoteBody,
  createCreditNoteResponse,
  createInvoiceBody,
  createInvoiceResponse,
  invoiceIdParams,
  invoiceRecord,
  professionalInvoiceList,
  projectInvoiceParams,
  projectInvoiceResponse,
  resendInvoiceResponse,
  sendInvoiceResponse,
  updateInvoiceBody,
} from '@shared/invoices/schemas';
import { INVOICE_MESSAGES } from '@shared/invoices/texts';
import { TOTAL_COUNT_HEADER } from '@shared/projects/schemas';
import { pagingQuery } from '@shared/zod';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { contentDisposition } from '../documents/upload';
import { createCreditNote } from './credit-notes';
import { openInvoicePdf } from './files';
import { createInvoice, previewDraft, resendInvoice, sendInvoice, updateDraft } from './issue';
import { professionalInvoices, projectInvoice } from './reads';
import { markPaidByTransfer } from './transfer';

export const invoicesRoutes: RoutesPlugin = async (app, { ctx }) => {
  const { storage } = ctx;
  const r = typed(app);
  const tags = ['invoices'];

  r.post(
    '/api/invoices',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, body: createInvoiceBody, response: { 201: createInvoiceResponse } },
    },
    async (req, reply) => {
      const created = await createInvoice({
        ...ctx,
        actor: actorOf(req),
        idOrRef: req.body.projectId,
        additionalCosts: req.body.additionalCosts,
      });
      reply.status(201);
      return created;
    },
  );

  r.patch(
    '/api/invoices/:id',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: invoiceIdParams, body: updateInvoiceBody, response: { 200: invoiceRecord } },
    },
    async (req) =>
      updateDraft({
        ...ctx,
        actor: actorOf(req),
        invoiceId: req.params.id,
        additionalCosts: req.body.additionalCosts,
      }),
  );

  /** The draft's PDF, rendered now and marked 'CONCEPT', shown in the browser; never stored. */
  r.get(
    '/api/invoices/:id/preview',
    { config: { access: ['professional', 'admin'] }, schema: { tags, params: invoiceIdParams } },
    async (req, reply) => {
      const { fileName, pdf } = await previewDraft({ ...ctx, actor: actorOf(req), invoiceId: req.params.id });
      reply
        .header('content-type', 'application/pdf')
        .header('content-length', String(pdf.length))
        .header(
          'content-disposition',
          contentDisposition(fileName, 'application/pdf').replace(/^attachment/, 'inline'),
        )
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );

  r.post(
    '/api/invoices/:id/send',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: invoiceIdParams, response: { 200: sendInvoiceResponse } },
    },
    async (req) => {
      const sent = await sendInvoice({ ...ctx, actor: actorOf(req), invoiceId: req.params.id, storage });
      return { success: true, message: INVOICE_MESSAGES.sentWithNumber(sent.invoiceNumber), ...sent };
    },
  );

  r.post(
    '/api/admin/invoices/:id/paid-by-transfer',
    {
      config: { access: ['admin'] },
      schema: { tags, params: invoiceIdParams, response: { 200: invoiceRecord } },
    },
    async (req) => markPaidByTransfer({ ...ctx, actor: actorOf(req), invoiceId: req.params.id }),
  );

  r.get(
    '/api/invoices/project/:projectId',
    {
      config: { access: 'user' },
      schema: { tags, params: projectInvoiceParams, response: { 200: projectInvoiceResponse } },
    },
    async (req) => projectInvoice({ ...ctx, actor: actorOf(req), idOrRef: req.params.projectId }),
  );

  /** The stored PDF; `disposition` attachment for the download, inline for viewing in the browser. */
  const pdf = (url: string, disposition: 'attachment' | 'inline') =>
    r.get(
      url,
      { config: { access: 'user' }, schema: { tags, params: invoiceIdParams } },
      async (req, reply) => {
        const file = await openInvoicePdf({ ...ctx, actor: actorOf(req), invoiceId: req.params.id, storage });
        const header = contentDisposition(file.fileName, 'application/pdf');
        reply
          .header('content-type', 'application/pdf')
          .header('content-length', String(file.size))
          .header('content-disposition', header.replace(/^attachment/, disposition))
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, no-store');
        return reply.send(file.stream);
      },
    );
  pdf('/api/invoices/:id/download', 'attachment');
  pdf('/api/invoices/:id/pdf', 'inline');

  r.post(
    '/api/invoices/:id/resend',
    {
      config: { access: ['professional', 'admin'] },
      schema: { tags, params: invoiceIdParams, response: { 200: resendInvoiceResponse } },
    },
    async (req) => {
      const sent = await resendInvoice({ ...ctx, actor: actorOf(req), invoiceId: req.params.id });
      return { success: true, message: INVOICE_MESSAGES.sent, ...sent };
    },
  );

  r.post(
    '/api/invoices/:id/credit-note',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        params: invoiceIdParams,
        body: createCreditNoteBody,
        response: { 201: createCreditNoteResponse },
      },
    },
    async (req, reply) => {
      const note = await createCreditNote({
        ...ctx,
        actor: actorOf(req),
        invoiceId: req.params.id,
        reason: req.body.reason,
        storage,
      });
      reply.status(201);
      return note;
    },
  );

  r.get(
    '/api/professional/invoices',
    {
      config: { access: ['professional'] },
      schema: { tags, querystring: pagingQuery, response: { 200: professionalInvoiceList } },
    },
    async (req, reply) => {
      const { items, total } = await professionalInvoices({ ...ctx, actor: actorOf(req), paging: req.query });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return items;
    },
  );
};
