import { z } from 'zod';

/** Stable error codes: clients branch on these, people read `error`. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'MALFORMED_REQUEST',
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_DEACTIVATED',
  'FORBIDDEN',
  /** An admin route while the workspace requires admins to have a second factor and this one has none. */
  'SECOND_FACTOR_REQUIRED',
  'DOMAIN_RESTRICTED',
  'REGISTRATION_DISABLED',
  'NOT_FOUND',
  'CONFLICT',
  /** The request's Idempotency-Key names a request still being carried out, or one whose answer was lost. */
  'IDEMPOTENCY_KEY_IN_USE',
  /** The request's Idempotency-Key was sent before with another request (another body or route). */
  'IDEMPOTENCY_KEY_REUSED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'SERVICE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.enum(ERROR_CODES),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
