import { type ApiError, AUTH_MESSAGES, apiErrorSchema, type ErrorCode } from '@basisdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { z } from 'zod';
import { STATUS_BY_CODE } from '../src/lib/errors';
import { type Caller, GARBAGE_TOKEN, NO_TOKEN } from './send-request';

/**
 * Asserts the status and that the body is exactly what the route's contract describes (no field
 * missing, mistyped or beyond the schema), and returns it typed.
 */
export function expectBody<Schema extends z.ZodType>(
  response: LightMyRequestResponse,
  status: number,
  schema: Schema,
): z.output<Schema> {
  expect(response.statusCode, response.body).toBe(status);
  const body: unknown = response.json();
  const parsed = schema.safeParse(body);
  expect(parsed.error?.issues ?? [], `the body breaks its schema: ${response.body}`).toEqual([]);
  // Parsing drops what the schema does not name: a difference is a field outside the contract.
  expect(parsed.data, 'the body holds fields its schema does not name').toEqual(body);
  return parsed.data as z.output<Schema>;
}

type Detail = NonNullable<ApiError['details']>[number];

export interface ErrorExpectation {
  /**
   * Defaults to the status's usual code: VALIDATION_FAILED for 400, UNAUTHENTICATED for 401,
   * FORBIDDEN for 403, and the only code of every other status.
   */
  code?: ErrorCode;
  /** The field the error names: `details` is exactly `[{ path, message: error }]`. */
  path?: string;
  /** The whole `details` list, for errors that list more than their message. */
  details?: Detail[];
}

const USUAL_CODE: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  409: 'CONFLICT',
};

function usualCode(status: number): ErrorCode | undefined {
  const codes = (Object.keys(STATUS_BY_CODE) as ErrorCode[]).filter(
    (code) => STATUS_BY_CODE[code] === status,
  );
  return codes.length === 1 ? codes[0] : USUAL_CODE[status];
}

/** The one error shape and nothing beside it. */
export const errorBodySchema = z.strictObject({
  ...apiErrorSchema.shape,
  details: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});

/**
 * Asserts the one error shape `{ error, code, details? }` (nothing else), the status, the message
 * (exact, or matching a pattern) and the code. Only a 400 may carry details the test does not name.
 */
export function expectError(
  response: LightMyRequestResponse,
  status: number,
  error: string | RegExp,
  expected: ErrorExpectation = {},
): ApiError {
  expect(response.statusCode, response.body).toBe(status);
  const body = errorBodySchema.parse(response.json());
  if (typeof error === 'string') expect(body.error).toBe(error);
  else expect(body.error).toMatch(error);
  expect(body.code, body.error).toBe(expected.code ?? usualCode(status));
  if (expected.path !== undefined) {
    expect(body.details).toEqual([{ path: expected.path, message: body.error }]);
  } else if (expected.details) {
    expect(body.details).toEqual(expected.details);
  } else if (status !== 400) {
    expect(body.details).toBeUndefined();
  }
  return body;
}

/** The answers every guarded route gives before it looks at the request, spread into expectError. */
export const AUTHENTICATION_REQUIRED = [401, 'Authentication required'] as const;
export const SESSION_EXPIRED = [401, AUTH_MESSAGES.sessionExpired] as const;
export const ADMIN_ONLY = [403, 'You need admin privileges to do this'] as const;

/**
 * The two refusals of every signed-in route, before it reads anything else: no token (401
 * Authentication required) and a token it never issued (401, the session expired). `send` makes
 * the route's request as the caller given.
 */
export async function expectSignInRequired(
  send: (caller: Caller) => Promise<LightMyRequestResponse>,
): Promise<void> {
  expectError(await send(NO_TOKEN), ...AUTHENTICATION_REQUIRED);
  expectError(await send(GARBAGE_TOKEN), ...SESSION_EXPIRED);
}
