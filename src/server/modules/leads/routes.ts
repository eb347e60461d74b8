// Leads (docs/decisions/0021): professionals only, each sees their own.
import {
  createLeadBody,
  createLeadResponse,
  feeSummaryResponse,
  myLeadsQuery,
  myLeadsResponse,
} from '@shared/leads/schemas';
import { TOTAL_COUNT_HEADER } from '@shared/projects/schemas';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { createLead, feeSummary, myLeads } from './service';

export const leadsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['leads'];
  const access = ['professional'] as const;

  r.post(
    '/api/leads/create',
    { config: { access }, schema: { tags, body: createLeadBody, response: { 201: createLeadResponse } } },
    async (req, reply) => {
      const answer = await createLead({ ...ctx, actor: actorOf(req), input: req.body });
      reply.status(201);
      return answer;
    },
  );

  r.get(
    '/api/leads/my-leads',
    { config: { access }, schema: { tags, querystring: myLeadsQuery, response: { 200: myLeadsResponse } } },
    async (req, reply) => {
      const { rows, total } = await myLeads({ ...ctx, actor: actorOf(req), query: req.query });
      reply.header(TOTAL_COUNT_HEADER, String(total));
      return rows;
    },
  );

  r.get(
    '/api/leads/fee-summary',
    { config: { access }, schema: { tags, response: { 200: feeSummaryResponse } } },
    async (req) => feeSummary({ ...ctx, actor: actorOf(req) }),
  );
};
