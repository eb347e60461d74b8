// CSRF defence: a state-changing request must come from our own origin (docs/architecture.md, Conventions:
// origin).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

async function originCheck(app: FastifyInstance, opts: { appOrigin: string }) {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config?.skipOriginCheck) return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    if (origin !== opts.appOrigin) {
      throw new AppError('FORBIDDEN', 'Verzoek geweigerd: onbekende herkomst').withCode('ORIGIN_REFUSED');
    }
  });
}

export default fp(originCheck, { name: 'origin-check' });
