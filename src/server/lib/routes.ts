import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

/** Every module's routes are a plugin of this shape: the app passes its context in. */
export type RoutesPlugin = (app: FastifyInstance, opts: { ctx: AppContext }) => Promise<void>;

export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export { z } from '@shared/zod';
