import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** Every module's routes are a plugin of this shape: the app passes its context in. */
export type RoutesPlugin = (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export { z } from '@shared/zod';

/**
 * Sends an answer the route serialised itself with its response schema (`reply.serialize`), possibly kept from an
 * earlier request (db/read-cache.ts): JSON bytes that no serializer touches again.
 */
export function sendSerialized(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
