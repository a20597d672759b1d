import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { markUnescapedStrings, responseSerializerCompiler } from './serializer';

const serialize = (schema: z.ZodType, value: unknown) =>
  (
    responseSerializerCompiler({ schema, method: 'GET', url: '/', httpStatus: '200' } as never) as (
      data: unknown,
    ) => string
  )(value);

describe('response serializer', () => {
  const schema = z.object({
    id: z.uuid(),
    parentId: z.uuid().nullable(),
    status: z.enum(['New', 'InProgress']),
    label: z.enum(['a "quoted" label', 'plain']),
    description: z.string(),
  });

  it('writes uuids and plain enum values unescaped, and still escapes free text and odd enum values', () => {
    const marked = JSON.stringify(markUnescapedStrings(z.toJSONSchema(schema, { io: 'output' })));
    expect(marked.match(/"format":"unsafe"/g)).toHaveLength(3);

    const value = {
      id: '7d8134f0-0c21-4021-8ef6-e18cbd681560',
      parentId: null,
      status: 'InProgress',
      label: 'a "quoted" label',
      description: 'Line one\nsays "hello" \\ bye',
    };
    expect(JSON.parse(serialize(schema, value))).toEqual(value);
  });

  it('compiles nullable unescaped fields without a warning about the format', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      serialize(z.object({ parentId: z.uuid().nullable() }), { parentId: null });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
