// Requests for the route fuzzer (fuzz-routes.test.ts): every operation of the OpenAPI document,
// and for each a generator of whole requests (caller, path parameters, query, body) from its
// declared schemas.
import fc from 'fast-check';
import {
  DEEP_NESTING_MARK,
  hostileValue,
  type JsonSchema,
  type KnownValues,
  valueFor,
  wellFormedValue,
} from './openapi-values';

/** Who sends a request: a signed-in person of each role, nobody, or a token we never issued. */
export type CallerName = 'Admin' | 'Customer' | 'Consultant' | 'nobody' | 'garbage';

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

interface DocumentOperation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
}

/** The part of the OpenAPI document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
}

export interface Operation {
  method: string;
  /** As the document writes it: `/api/users/{id}`. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Declared with no security requirement: signed-out callers are expected. */
  isPublic: boolean;
}

export interface GeneratedRequest {
  method: string;
  url: string;
  caller: CallerName;
  remoteAddress: string;
  contentType?: string;
  payload?: string;
}

const METHODS = ['get', 'post', 'put', 'delete', 'patch'];

export function listOperations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method]).map((method) => {
      const operation = operations[method] as DocumentOperation;
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema ?? null,
        isPublic: Array.isArray(operation.security) && operation.security.length === 0,
      };
    }),
  );
}

/** JSON text with the deep-nesting marks spelled out as raw brackets. */
function jsonText(value: unknown): string {
  return JSON.stringify(value).replace(
    new RegExp(`"${DEEP_NESTING_MARK}(\\d+)"`, 'g'),
    (_match, depth: string) => `${'['.repeat(Number(depth))}${']'.repeat(Number(depth))}`,
  );
}

/** A value as it travels in a URL: text as it is, anything else as JSON. */
const urlText = (value: unknown) => (typeof value === 'string' ? value : jsonText(value ?? null));

/** Percent-encoded as a browser would, a lone surrogate (which has no UTF-8) as U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(/\p{Surrogate}/gu, '\ufffd'));

const OVERSIZED_BODY = JSON.stringify({ content: 'x'.repeat(1024 * 1024 + 1) });

/** Bodies no parser should take: broken JSON, wrong top-level types, poisoned prototypes, brackets, size. */
const rawBody = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":}',
    '[1,]',
    "{'a':1}",
    'nul',
    '"\\ud800"',
    '1e99999',
    '[]',
    '"text"',
    '123',
    'null',
    'true',
    '   ',
    '\uFEFF{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"a":1,"a":2}',
    OVERSIZED_BODY,
  ),
  fc.constantFrom(1_000, 20_000).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.constantFrom(1_000, 20_000).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ unit: 'binary', maxLength: 60 }),
);

const contentType = fc.oneof(
  { weight: 20, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'APPLICATION/JSON',
      'application/json; charset=utf-8',
    ),
  },
);

function bodyFor(operation: Operation, known: KnownValues): fc.Arbitrary<string | undefined> {
  if (!operation.body) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map(jsonText) },
      { weight: 1, arbitrary: rawBody },
    );
  }
  return fc.oneof(
    { weight: 6, arbitrary: valueFor(operation.body, '', known).map(jsonText) },
    { weight: 3, arbitrary: wellFormedValue(operation.body, '', known).map(jsonText) },
    { weight: 1, arbitrary: rawBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
}

function pathFor(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const schemaOf = (name: string) =>
    operation.parameters.find((parameter) => parameter.in === 'path' && parameter.name === name)?.schema ??
    {};
  const values = names.map((name) =>
    fc
      .oneof(
        { weight: 8, arbitrary: wellFormedValue(schemaOf(name), name, known) },
        { weight: 2, arbitrary: valueFor(schemaOf(name), name, known) },
        { weight: 1, arbitrary: hostileValue },
      )
      .map((value) => encode(urlText(value))),
  );
  return fc
    .tuple(...values)
    .map((encoded) =>
      names.reduce((path, name, index) => path.replace(`{${name}}`, encoded[index] ?? ''), operation.path),
    );
}

function queryFor(operation: Operation, known: KnownValues): fc.Arbitrary<string> {
  const declared = operation.parameters
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => {
      const one = valueFor(parameter.schema, parameter.name, known).map(urlText);
      // A name given twice arrives as a list.
      const values = fc.oneof(
        { weight: 9, arbitrary: one.map((value) => [value]) },
        { weight: 1, arbitrary: fc.array(one, { minLength: 2, maxLength: 3 }) },
      );
      return fc
        .option(values, { freq: parameter.required ? 20 : 3 })
        .map((list) => (list ?? []).map((value) => [parameter.name, value] as const));
    });
  const extra = fc.option(fc.tuple(fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 })), { freq: 10 });
  return fc.tuple(fc.tuple(...declared), extra).map(([pairs, unknown]) => {
    const all = [...pairs.flat(), ...(unknown ? [unknown] : [])];
    const text = all.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
    return text ? `?${text}` : '';
  });
}

function callerFor(operation: Operation): fc.Arbitrary<CallerName> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<CallerName>('Admin', 'Customer', 'Consultant') },
    { weight: operation.isPublic ? 3 : 1, arbitrary: fc.constantFrom<CallerName>('nobody', 'garbage') },
  );
}

/** Whole requests to one operation, most of them well formed enough to reach its rules. */
export function requestsFor(operation: Operation, known: KnownValues): fc.Arbitrary<GeneratedRequest> {
  return fc
    .record({
      path: pathFor(operation, known),
      query: queryFor(operation, known),
      payload: bodyFor(operation, known),
      contentType,
      caller: callerFor(operation),
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, payload, contentType: type, caller, remoteAddress }) => ({
      method: operation.method,
      url: `${path}${query}`,
      caller,
      remoteAddress,
      ...(payload !== undefined && { payload, contentType: type }),
    }));
}
