// The request forms' API: five public form endpoints, register-and-create-project, and the
// signed-in POST /api/projects (GET /api/projects belongs to the projects module).
import type { ProjectType } from '@shared/projects/types';
import {
  createProjectBody,
  createProjectResponse,
  HONEYPOT_FIELD,
  type PublicRequestResponse,
  publicRequestResponse,
  REQUEST_MESSAGES,
  registerAndCreateProjectBody,
} from '@shared/requests/api';
import {
  aankoopmakelaarForm,
  bouwkundigeForm,
  hypotheekAdviseurRequestForm,
  hypotheekadviseurForm,
} from '@shared/requests/schemas';
import { aanhefOf } from '@shared/users/salutation';
import { text, z } from '@shared/zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../lib/actor';
import type { RoutesPlugin } from '../../lib/routes';
import { typed } from '../../lib/routes';
import { type Contact, createProject, parseFormData, serviceTypeOf, submitPublicRequest } from './service';

/** What a bot that filled the hidden field is told: the same as a person, and nothing is stored. */
const DROPPED: PublicRequestResponse = {
  success: true,
  message: REQUEST_MESSAGES.received,
  existingUser: false,
};

const filled = (v: unknown) =>
  typeof v === 'string' ? v.trim() !== '' : v !== undefined && v !== null && v !== false;

/** preValidation: a filled honeypot (top level, or inside projectData) answers success before anything else. */
async function honeypot(req: FastifyRequest, reply: FastifyReply) {
  const body = req.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return;
  const nested = body.projectData as Record<string, unknown> | undefined;
  if (
    filled(body[HONEYPOT_FIELD]) ||
    (nested && typeof nested === 'object' && filled(nested[HONEYPOT_FIELD]))
  ) {
    req.log.info({ ip: req.ip, url: req.url }, 'honeypot filled: request dropped');
    return reply.status(200).send(DROPPED);
  }
}

interface ContactFields {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  aanhef?: string;
  salutation?: string;
  tussenvoegsel?: string;
  betweenName?: string;
}
/** The person a public form names; the buyer's form calls the salutation and tussenvoegsel differently. */
const contactOf = (d: ContactFields): Contact => ({
  firstName: d.firstName,
  lastName: d.lastName,
  email: d.email,
  phone: d.phone || null,
  aanhef: aanhefOf(d.aanhef ?? d.salutation),
  tussenvoegsel: (d.tussenvoegsel ?? d.betweenName) || null,
});

export const requestsRoutes: RoutesPlugin = async (app, { ctx }) => {
  const r = typed(app);
  const tags = ['requests'];
  const publicRoute = {
    config: { access: 'public' as const },
    preValidation: honeypot,
  };
  const answer = { 200: publicRequestResponse };

  const submit = (req: FastifyRequest, type: ProjectType, data: ContactFields & Record<string, unknown>) =>
    submitPublicRequest({ ...ctx, type, contact: contactOf(data), formData: data, client: { ip: req.ip } });

  r.post(
    '/api/public/aankoopmakelaar',
    { ...publicRoute, schema: { tags, body: aankoopmakelaarForm, response: answer } },
    async (req) => submit(req, 'aankoopmakelaar', req.body),
  );

  // Both valuation forms (simple and the extended eight-section one) post here; the shape decides the schema.
  r.post(
    '/api/public/taxatie',
    {
      ...publicRoute,
      schema: { tags, body: z.record(text(), z.unknown()), response: answer },
    },
    async (req) => {
      const data = parseFormData('taxatie', req.body) as ContactFields & Record<string, unknown>;
      return submit(req, 'taxatie', data);
    },
  );

  r.post(
    '/api/public/hypotheekadviseur',
    { ...publicRoute, schema: { tags, body: hypotheekadviseurForm, response: answer } },
    async (req) => submit(req, 'hypotheekadviseur', req.body),
  );

  r.post(
    '/api/public/hypotheek-adviseur',
    { ...publicRoute, schema: { tags, body: hypotheekAdviseurRequestForm, response: answer } },
    async (req) => submit(req, 'hypotheekadviseur', req.body),
  );

  r.post(
    '/api/public/bouwkundige',
    { ...publicRoute, schema: { tags, body: bouwkundigeForm, response: answer } },
    async (req) => submit(req, 'bouwkundige', req.body),
  );

  r.post(
    '/api/auth/register-and-create-project',
    { ...publicRoute, schema: { tags, body: registerAndCreateProjectBody, response: answer } },
    async (req) => {
      const type = serviceTypeOf(req.body.serviceType, 'serviceType');
      const formData = parseFormData(type, req.body.projectData, 'projectData');
      return submitPublicRequest({
        ...ctx,
        type,
        contact: contactOf(req.body.userData),
        formData,
        client: { ip: req.ip },
      });
    },
  );

  r.post(
    '/api/projects',
    {
      config: { access: ['consumer'] },
      schema: { tags, body: createProjectBody, response: { 201: createProjectResponse } },
    },
    async (req, reply) => {
      // A client's title is ignored: the server names the project (projectTitleFor).
      const { type: t, serviceType, description, address, formData } = req.body;
      const type = serviceTypeOf(t || serviceType, t ? 'type' : 'serviceType');
      const data = parseFormData(type, formData, 'formData');
      // The energy label form sends a description and an address beside its form data: kept with it.
      if (description && data.description === undefined) data.description = description;
      if (address && data.address === undefined) data.address = address;
      const result = await createProject({
        ...ctx,
        user: currentUser(req),
        type,
        formData: data,
        client: { ip: req.ip },
      });
      return reply.status(201).send(result);
    },
  );
};
