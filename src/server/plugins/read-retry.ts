// A GET whose database connection died mid-request (a restart, a failover) is run once more before it is answered
// 503: a read changes nothing, so running it twice is safe, and the pool hands the second run a fresh connection.
// Writes are never retried here: the first run may have been committed before the connection went.
import type { FastifyInstance, RouteHandlerMethod } from 'fastify';
import fp from 'fastify-plugin';
import { isLostConnection } from '../db/availability';
import { AppError } from '../lib/errors';

async function readRetry(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!methods.every((m) => m === 'GET' || m === 'HEAD')) return;
    const handler = route.handler as RouteHandlerMethod;
    route.handler = async function retriedOnce(request, reply) {
      try {
        return await handler.call(this, request, reply);
      } catch (err) {
        // An AppError is an answer already decided (a file store that is away keeps its network error as the
        // cause): only a database connection lost under the read is worth a second run.
        if (reply.sent || err instanceof AppError || !isLostConnection(err)) throw err;
        request.log.warn({ url: request.url }, 'database connection lost: reading once more');
        return handler.call(this, request, reply);
      }
    };
  });
}

export default fp(readRetry, { name: 'read-retry' });
