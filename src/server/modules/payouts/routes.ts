// Payout statements (docs/decisions/0031): admins list, move and export them; a professional reads their own.
// They are made through POST /api/admin/revenue/payout (modules/revenue).
import {
  adminPayoutsQuery,
  payoutDetailResponse,
  payoutListResponse,
  payoutParams,
  payoutStatusBody,
  sepaBody,
} from '@shared/payouts/schemas';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { contentDisposition } from '../documents/upload';
import { sepaExport } from './sepa-export';
import { getPayout, listPayouts, movePayout, payoutPdf } from './service';

export const payoutsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['payouts'];

  r.get(
    '/api/admin/payouts',
    {
      config: { access: ['admin'] },
      schema: { tags, querystring: adminPayoutsQuery, response: { 200: payoutListResponse } },
    },
    async (req) => listPayouts({ ...ctx, ...req.query }),
  );

  r.get(
    '/api/professional/payouts',
    { config: { access: ['professional'] }, schema: { tags, response: { 200: payoutListResponse } } },
    async (req) => listPayouts({ ...ctx, professionalId: actorOf(req).id }),
  );

  r.get(
    '/api/payouts/:id',
    {
      config: { access: 'user' },
      schema: { tags, params: payoutParams, response: { 200: payoutDetailResponse } },
    },
    async (req) => ({ payout: await getPayout({ ...ctx, actor: actorOf(req), id: req.params.id }) }),
  );

  r.get(
    '/api/payouts/:id/pdf',
    { config: { access: 'user' }, schema: { tags, params: payoutParams } },
    async (req, reply) => {
      const { fileName, pdf } = await payoutPdf({ ...ctx, actor: actorOf(req), id: req.params.id });
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition(fileName, 'application/pdf'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(pdf);
    },
  );

  r.patch(
    '/api/admin/payouts/:id',
    {
      config: { access: ['admin'] },
      schema: { tags, params: payoutParams, body: payoutStatusBody, response: { 200: payoutDetailResponse } },
    },
    async (req) => ({
      payout: await movePayout({ ...ctx, actor: actorOf(req), id: req.params.id, status: req.body.status }),
    }),
  );

  r.post(
    '/api/admin/payouts/sepa',
    { config: { access: ['admin'] }, schema: { tags, body: sepaBody } },
    async (req, reply) => {
      const { fileName, xml } = await sepaExport({
        ...ctx,
        actor: actorOf(req),
        payoutIds: req.body.payoutIds,
      });
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', contentDisposition(fileName, 'application/xml'))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      return reply.send(xml);
    },
  );
};
