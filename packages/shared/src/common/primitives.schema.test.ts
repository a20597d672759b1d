import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailSchema, paginationQuerySchema } from '../index';

const messageOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('default messages name the field', () => {
  const body = z.strictObject({ name: z.string(), count: z.number(), whole: z.number().int() });

  it("a missing field: '<field> is required'", () => {
    expect(messageOf(body.safeParse({ count: 1, whole: 1 }))).toBe('name is required');
  });

  it("a missing body (Fastify passes it as null): 'Request body is required'; a null field is of the wrong type", () => {
    expect(messageOf(body.safeParse(null))).toBe('Request body is required');
    expect(messageOf(body.safeParse(undefined))).toBe('Request body is required');
    expect(messageOf(body.safeParse([1]))).toBe('Request body must be an object');
    expect(messageOf(body.safeParse({ name: null, count: 1, whole: 1 }))).toBe('name must be a string');
  });

  it("a field of the wrong type: '<field> must be a number'", () => {
    expect(messageOf(body.safeParse({ name: 'x', count: 'one', whole: 1 }))).toBe('count must be a number');
  });

  it("fields nobody asked for: 'Unknown field: x' and 'Unknown fields: x, y'", () => {
    const valid = { name: 'x', count: 1, whole: 1 };
    expect(messageOf(body.safeParse({ ...valid, extra: 1 }))).toBe('Unknown field: extra');
    expect(messageOf(body.safeParse({ ...valid, a: 1, b: 2 }))).toBe('Unknown fields: a, b');
  });
});

describe('shared primitives', () => {
  it('pages are 1 or more, page sizes 1 to 100, 20 by default', () => {
    expect(paginationQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 });
    expect(paginationQuerySchema.parse({ page: '2', pageSize: '100' })).toEqual({ page: 2, pageSize: 100 });
    expect(messageOf(paginationQuerySchema.safeParse({ page: '0' }))).toBe('page must be 1 or more');
    expect(messageOf(paginationQuerySchema.safeParse({ pageSize: '101' }))).toBe(
      'pageSize must be at most 100',
    );
    expect(messageOf(paginationQuerySchema.safeParse({ pageSize: '0' }))).toBe('pageSize must be 1 or more');
  });

  it("e-mail addresses are trimmed and lower-cased, else 'Please enter a valid email address'", () => {
    expect(emailSchema.parse('  Meera@Example.COM ')).toBe('meera@example.com');
    expect(messageOf(emailSchema.safeParse('not-an-email'))).toBe('Please enter a valid email address');
    expect(messageOf(emailSchema.safeParse(undefined))).toBe('Email is required');
  });
});
