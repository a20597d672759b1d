import { z } from 'zod';

export { IDEMPOTENT_REPLAYED_HEADER } from './idempotency-header';

const IDEMPOTENCY_KEY_MAX_LENGTH = 255;
/** How long a key names its request: a retry after this runs as a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (letters, digits and punctuation, no spaces)`,
  keyReused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  inProgress:
    'This request is still being carried out. Wait a moment, then refresh the page to see its result.',
  alreadyCarriedOut:
    'This request was already carried out, but its answer was lost on the way. Refresh the page to see the result instead of sending it again.',
} as const;

// Visible ASCII: what HTTP carries in a header unchanged, and what a UUID or any token is made of.
export const idempotencyKeySchema = z
  .string(IDEMPOTENCY_MESSAGES.invalidKey)
  .regex(new RegExp(`^[\\x21-\\x7E]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`), IDEMPOTENCY_MESSAGES.invalidKey);
