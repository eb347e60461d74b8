// Leads (docs/decisions/0021): professionals only, each sees their own; the client's opt-out link is public
// (decision 0042).
import {
  createLeadBody,
  createLeadResponse,
  feeSummaryResponse,
  myLeadsQuery,
  myLeadsResponse,
  optOutBody,
  optOutResponse,
  optOutStatusResponse,
} from '@shared/leads/schemas';
import { OPT_OUT_MESSAGES } from '@shared/leads/texts';
import { TOTAL_COUNT_HEADER } from '@shared/projects/schemas';
import { actorOf } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { confirmOptOut, optOutStatus } from './opt-out';
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

  // The client's link works without signing in; the token is posted, as the reset link's check does.
  r.post(
    '/api/public/leads/opt-out/status',
    {
      config: { access: 'public' },
      schema: { tags, body: optOutBody, response: { 200: optOutStatusResponse } },
    },
    async (req) => optOutStatus({ ...ctx, token: req.body.token, ip: req.ip }),
  );

  r.post(
    '/api/public/leads/opt-out',
    { config: { access: 'public' }, schema: { tags, body: optOutBody, response: { 200: optOutResponse } } },
    async (req) => {
      await confirmOptOut({ ...ctx, token: req.body.token, ip: req.ip });
      return { success: true as const, message: OPT_OUT_MESSAGES.done };
    },
  );
};
