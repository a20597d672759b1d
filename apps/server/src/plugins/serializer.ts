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
  // Ajv picks the branch of a nullable field; it must know `unsafe` as a format any string meets.
  const stringify = fastJson(markUnescapedStrings(jsonSchema) as Record<string, unknown>, {
    ajv: { formats: { unsafe: true } },
  });
  // Encoded once, here: from a string, Fastify would measure its UTF-8 length for Content-Length
  // and the socket would encode it again (the measuring alone was 3 % of a ticket page's CPU).
  // Fastify sends a Buffer as it is; its types only name the string a serializer usually returns.
  return ((data: unknown) => Buffer.from(stringify(data))) as unknown as (data: unknown) => string;
};

/** Enum values that can never need JSON escaping: letters, digits, spaces, '-', '.', '_'. */
const PLAIN_TEXT = /^[\w .-]*$/;

/**
 * Strings that cannot hold a character JSON escapes are written as they are (fast-json-stringify's
 * `unsafe` format) instead of being scanned character by character: UUIDs (the database's uuid
 * type writes hex digits and dashes only) and enum values drawn from our own constants. On a page
 * of tickets these are most of the strings, and the scan was the largest cost of writing it.
 */
export function markUnescapedStrings(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(markUnescapedStrings);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, markUnescapedStrings(value)]),
  ) as Record<string, unknown>;
  const isPlainEnum =
    Array.isArray(node.enum) &&
    node.enum.every((value) => typeof value === 'string' && PLAIN_TEXT.test(value));
  if (node.type === 'string' && (node.format === 'uuid' || isPlainEnum)) {
    const { enum: _values, pattern: _pattern, ...rest } = node;
    return { ...rest, format: 'unsafe' };
  }
  return node;
}
