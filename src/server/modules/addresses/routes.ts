// GET /api/addresses/search, /details/{id} and /lookup: the forms' address search (public: the public forms
// use it too). PDOK answers when it can; otherwise the built-in list of places.
import {
  addressDetails,
  addressDetailsParams,
  addressSearchQuery,
  addressSuggestions,
  postcodeLookupQuery,
  postcodeLookupResponse,
} from '@shared/requests/api';
import { hitRateLimit, RATE_RULES } from '../../lib/rate-limit';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { PdokClient } from './pdok';
import { addressDetailsFor, lookupPostcode, searchAddresses } from './service';

export const addressesRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['addresses'];
  // One client (and cache) per app.
  const pdok = new PdokClient({ baseUrl: ctx.config.pdokUrl, log: ctx.log });
  const config = { access: 'public' as const };

  r.get(
    '/api/addresses/search',
    { config, schema: { tags, querystring: addressSearchQuery, response: { 200: addressSuggestions } } },
    async (req) => {
      await hitRateLimit(ctx, RATE_RULES.addressSearchPerIp, req.ip);
      return searchAddresses({ pdok, q: req.query.q });
    },
  );

  r.get(
    '/api/addresses/details/:id',
    { config, schema: { tags, params: addressDetailsParams, response: { 200: addressDetails } } },
    async (req) => {
      await hitRateLimit(ctx, RATE_RULES.addressSearchPerIp, req.ip);
      return addressDetailsFor({ pdok, id: req.params.id });
    },
  );

  r.get(
    '/api/addresses/lookup',
    { config, schema: { tags, querystring: postcodeLookupQuery, response: { 200: postcodeLookupResponse } } },
    async (req) => {
      await hitRateLimit(ctx, RATE_RULES.addressSearchPerIp, req.ip);
      return lookupPostcode({ pdok, ...req.query });
    },
  );
};
