import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Responses are written by fast-json-stringify from each route's zod response schema, converted
 * to JSON Schema once at start-up. It emits only the declared fields (nothing undeclared can
 * leak) and costs a fraction of zod's per-response encode, which was the largest single cost of
 * a simple authenticated request (measured in bench/). A schema JSON Schema cannot express
 * (an empty 204 body, say) keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let jsonSchema: Record<string, unknown>;
  try {
    jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
  } catch {
    return zodSerializerCompiler(route);
  }
  delete jsonSchema.$schema;
  return fastJson(jsonSchema);
};
