// GET /metrics for Prometheus, and the timing of every answered request. Off unless METRICS_TOKEN is set; then it
// needs `Authorization: Bearer <METRICS_TOKEN>`. Without the token, or with a wrong one, it answers 404 like any
// unknown address, so a portal never shows its figures to the public by accident.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../../context';
import { NOT_FOUND, sendError } from '../../plugins/errors';
import { createMetrics } from './registry';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the token's length nor its first differing byte shows in the time taken. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match !== null && timingSafeEqual(digest(match[1]!), digest(token));
}

async function metricsPlugin(app: FastifyInstance, opts: { ctx: AppContext }) {
  const token = opts.ctx.config.metricsToken;
  const metrics = token ? createMetrics(opts.ctx) : null;

  if (metrics) {
    app.addHook('onResponse', async (request, reply) => {
      // The template keeps the label set small; anything no route matched (unknown paths, the web app's client
      // routes answered with index.html) counts as one.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });
  }

  app.get('/metrics', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (!metrics || !token || !bearerMatches(request.headers.authorization, token))
      return sendError(reply, 404, 'NOT_FOUND', NOT_FOUND);
    reply.header('cache-control', 'no-store').type(metrics.registry.contentType);
    return metrics.scrape();
  });
}

export default fp(metricsPlugin, { name: 'metrics' });
