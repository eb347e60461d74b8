// A response serializer for the hottest reads, set per route (`serializerCompiler: compiledResponse`). The app's
// default (fastify-type-provider-zod) encodes every answer through zod's general runtime, which walks the value
// twice (a trial pass, then the real one) and copies it: for a list of nine workflow steps that was the largest
// thing the steps route added over its raw-`pg` reference. Here the route's own response schema is compiled once,
// at start-up, into a plain function (zod's `compile`) that checks the answer and copies only the schema's fields,
// as before; JSON.stringify then writes it. An answer that fails the check goes to the default serializer, which
// refuses it exactly as it always did.
//
// Only for plain data schemas: the compiled function parses (input → output); a schema with a transform or codec,
// whose encoding differs from its parsing, must keep the default. `strict: true` makes a schema the compiler cannot
// model fail at start-up rather than quietly run slow.
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { type $ZodType, compile, safeParse } from 'zod/v4/core';

export function compiledResponse<T>(route: FastifyRouteSchemaDef<T>): (data: unknown) => string {
  const schema = route.schema as $ZodType;
  const checked = compile(schema, { strict: true });
  const refuse = serializerCompiler({ ...route, schema });
  return (data) => {
    const result = safeParse(checked, data);
    return result.success ? JSON.stringify(result.data) : refuse(data);
  };
}
