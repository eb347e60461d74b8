// One place maps every failure to the API's error shape: { code, error, message, fieldErrors? }, the texts in Dutch
// and the code a stable English name from src/shared/errors.ts. Nothing internal (stack, SQL, paths) ever reaches a
// client.
import type { SwaggerTransformObject } from '@fastify/swagger';
import { ERROR_CODES, type ErrorBodyCode } from '@shared/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  CONCURRENT_CHANGE,
  isDatabaseUnavailable,
  isTransientConflict,
  RETRY_AFTER_SECONDS,
  SERVICE_UNAVAILABLE,
} from '../db/availability';
import { AppError, describeError } from '../lib/errors';

export const GENERIC_ERROR = 'Er is een interne fout opgetreden. Probeer het later opnieuw.';
export const INVALID_INPUT = 'Ongeldige invoer';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** Field path → first Dutch message; unknown keys are reported per key. */
export function toFieldErrors(issues: ValidationIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params?.keys)) {
      for (const key of issue.params.keys as string[]) out[key] ??= 'Onbekend veld';
      continue;
    }
    const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
    out[field] ??= issue.message ?? INVALID_INPUT;
  }
  return out;
}

export const NOT_FOUND = 'Niet gevonden';

export const sendError = (
  reply: import('fastify').FastifyReply,
  status: number,
  code: ErrorBodyCode,
  message: string,
  extra?: object,
) => reply.status(status).send({ code, error: message, message, ...extra });

/** The error body as the OpenAPI document shows it: its `code` is one of ERROR_CODES. */
export const ERROR_RESPONSE_SCHEMA = {
  type: 'object',
  required: ['code', 'error', 'message'],
  properties: {
    code: {
      type: 'string',
      enum: [...ERROR_CODES],
      description:
        'What went wrong, as a stable English name: clients branch on it, never on the text or the bare status. ' +
        'A general code names the kind of refusal (NOT_FOUND, CONFLICT, ...); a specific one names the refusal ' +
        '(e.g. EMAIL_TAKEN, STEP_OUT_OF_ORDER, INVOICE_COMPANY_DETAILS_MISSING). The list: src/shared/errors.ts.',
    },
    error: { type: 'string', description: 'Dutch text for people: the headline.' },
    message: {
      type: 'string',
      description: 'Dutch text for people: the explanation (often the same as error).',
    },
    fieldErrors: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'A validation failure: field path → Dutch message.',
    },
  },
} as const;

const ERROR_RESPONSE_REF = '#/components/schemas/ErrorResponse';
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/**
 * The OpenAPI document's last touch (@fastify/swagger's transformObject): the error body becomes a component, and
 * every operation may answer it with a 4XX or 5XX status.
 */
export const documentErrorResponses: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const doc = documentObject.openapiObject as {
    components?: { schemas?: Record<string, unknown> };
    paths?: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined>>;
  };
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ErrorResponse: ERROR_RESPONSE_SCHEMA },
  };
  const answer = (description: string) => ({
    description,
    content: { 'application/json': { schema: { $ref: ERROR_RESPONSE_REF } } },
  });
  for (const operations of Object.values(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!METHODS.has(method) || !operation) continue;
      operation.responses = {
        ...operation.responses,
        '4XX': answer('Refused: the Dutch text says why, the code names it.'),
        '5XX': answer('Failed on our side or a service we use is away: the Dutch text says to try again.'),
      };
    }
  }
  return documentObject.openapiObject;
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A dependency that failed (the file store away) is named in the log, in one line; the client gets Dutch.
      if (error.statusCode === 503 && error.cause) {
        request.log.warn({ url: request.url, err: describeError(error.cause) }, `${error.name}: unavailable`);
      }
      if (error.headers) reply.headers(error.headers);
      return sendError(reply, error.statusCode, error.publicCode, error.message, {
        ...(error.title ? { error: error.title } : {}),
        ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors = toFieldErrors(error.validation as ValidationIssue[]);
      // The first field message is the most useful headline for a toast.
      const first = Object.values(fieldErrors)[0];
      const headline = error.validationContext === 'body' && first ? first : INVALID_INPUT;
      return sendError(reply, 400, 'VALIDATION_FAILED', headline, { fieldErrors });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 413, 'PAYLOAD_TOO_LARGE', 'Het verzoek is te groot');
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(reply, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Niet-ondersteund inhoudstype');
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, 'INVALID_JSON', 'Ongeldige JSON in het verzoek');
    }
    if (error.statusCode === 429)
      return sendError(reply, 429, 'RATE_LIMITED', 'Te veel verzoeken. Probeer het later opnieuw.');
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, 'BAD_REQUEST', INVALID_INPUT);
    }
    if (isTransientConflict(error)) {
      // Rolled back whole by PostgreSQL: nothing changed, and the same request succeeds when sent again.
      request.log.warn(
        { url: request.url, err: error.message },
        'transaction broken off by a concurrent change',
      );
      reply.header('retry-after', '1');
      return sendError(reply, 503, 'CONCURRENT_CHANGE', CONCURRENT_CHANGE);
    }
    if (isDatabaseUnavailable(error)) {
      // Expected during a restart or failover: one line, no stack; the client is told when to try again.
      request.log.warn({ url: request.url, err: error.message }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return sendError(reply, 503, 'SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(reply, 500, 'INTERNAL_ERROR', GENERIC_ERROR);
  });
}

export default fp(errorsPlugin, { name: 'errors' });
