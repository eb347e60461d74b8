// Who acts in a request, as the services of the project domains take it.
import type { Role } from '@shared/users/roles';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../plugins/session';

/** The acting user (while an admin views as someone, that someone) and the real person for the audit. */
export interface Actor {
  id: string;
  role: Role;
  realUserId: string;
  ip?: string | null;
}

/** The request's actor: for the route handlers, which hand it to their service. */
export function actorOf(req: FastifyRequest): Actor {
  const u = currentUser(req);
  return { id: u.id, role: u.role, realUserId: u.realUserId, ip: req.ip };
}
