// The text rule at the server boundary (docs/decisions/0012-hostile-input.md). The shared schemas apply it to each
// field (`text()` in src/shared/zod.ts); this hook is the safety net under them: before any schema runs, every
// string in the parsed body, the query and the path parameters (object keys included) is checked, so a schema that
// forgets the rule, or takes `z.unknown()`, still never hands NUL or a lone surrogate to the database. Multipart
// fields are streamed past this hook and are checked as they arrive (modules/documents/upload.ts).
import { INVALID_CHARACTERS, isSafeText } from '@shared/zod';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../lib/errors';
import { INVALID_INPUT } from './errors';

/** No form nests deeper than a few levels; deeper input is refused before anything walks or stores it. */
export const MAX_INPUT_DEPTH = 32;
export const TOO_DEEP = 'Gegevens zijn te diep genest';
/** At most this many fields are named in one answer. */
const MAX_REPORTED = 20;

/**
 * Every place in `value` that breaks the rule, as the API's fieldErrors: dotted path → Dutch message. A key that
 * breaks it is reported at its object's path. Iterative, so no input can exhaust the stack.
 */
export function unsafeInputErrors(value: unknown, maxDepth = MAX_INPUT_DEPTH): Record<string, string> {
  const errors: Record<string, string> = {};
  let reported = 0;
  const report = (path: string, message: string) => {
    if (errors[path || '_'] === undefined) reported++;
    errors[path || '_'] ??= message;
  };
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0 && reported < MAX_REPORTED) {
    const node = stack.pop()!;
    if (typeof node.value === 'string') {
      if (!isSafeText(node.value)) report(node.path, INVALID_CHARACTERS);
      continue;
    }
    if (node.value === null || typeof node.value !== 'object') continue;
    if (node.depth >= maxDepth) {
      report(node.path, TOO_DEEP);
      continue;
    }
    const entries = Object.entries(node.value);
    // Pushed in reverse, so fields are reported in the order they were sent.
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      if (!isSafeText(key)) report(node.path, INVALID_CHARACTERS);
      else stack.push({ value: child, path: node.path ? `${node.path}.${key}` : key, depth: node.depth + 1 });
    }
  }
  return errors;
}

async function safeInput(app: FastifyInstance) {
  // preValidation: after the body is parsed and access is checked (onRequest), before the route's schemas.
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      if (value === undefined || value === null) continue;
      const fieldErrors = unsafeInputErrors(value);
      const first = Object.values(fieldErrors)[0];
      if (first) throw badRequest(part === 'body' ? first : INVALID_INPUT, fieldErrors);
    }
  });
}

export default fp(safeInput, { name: 'safe-input' });
