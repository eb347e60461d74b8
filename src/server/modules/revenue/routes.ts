// Revenue and payouts (docs/decisions/0019): admins only.
import {
  payoutBody,
  payoutResponse,
  revenueHistoryResponse,
  revenueMonthQuery,
  revenueQuery,
  revenueResponse,
} from '@shared/revenue/schemas';
import { REVENUE_MESSAGES } from '@shared/revenue/texts';
import { actorOf } from '../../lib/actor';
import { csvHeaders } from '../../lib/csv';
import { type RoutesPlugin, sendSerialized, typed } from '../../lib/routes';
import { csvFileName, revenueCsv } from './csv';
import { markPayout, monthRevenue, monthRevenueAnswer, revenueHistory } from './service';

export const revenueRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['revenue'];
  const access = ['admin'] as const;

  r.get(
    '/api/admin/revenue',
    { config: { access }, schema: { tags, querystring: revenueQuery, response: { 200: revenueResponse } } },
    async (req, reply) =>
      sendSerialized(
        reply,
        await monthRevenueAnswer({
          ...ctx,
          ...req.query,
          professionalId: req.query.professional_id,
          serialize: (answer) => String(reply.serialize(answer)),
          readVersions: req.readVersions,
        }),
      ),
  );

  r.get(
    '/api/admin/revenue/history',
    {
      config: { access },
      schema: { tags, querystring: revenueMonthQuery, response: { 200: revenueHistoryResponse } },
    },
    async (req) => revenueHistory({ ...ctx, ...req.query }),
  );

  r.get(
    '/api/admin/revenue/export',
    { config: { access }, schema: { tags, querystring: revenueMonthQuery } },
    async (req, reply) => {
      const month = await monthRevenue({ ...ctx, ...req.query });
      reply.headers(csvHeaders(csvFileName(req.query)));
      return revenueCsv(month);
    },
  );

  r.post(
    '/api/admin/revenue/payout',
    { config: { access }, schema: { tags, body: payoutBody, response: { 201: payoutResponse } } },
    async (req, reply) => {
      const payout = await markPayout({
        ...ctx,
        actor: actorOf(req),
        professionalId: req.body.professional_id,
        year: req.body.year,
        month: req.body.month,
        amount: req.body.amount,
      });
      reply.status(201);
      return { success: true as const, message: REVENUE_MESSAGES.payoutDone, payout };
    },
  );
};
