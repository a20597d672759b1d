import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from '../auth/auth.limits';
import { secondFactorCodeSchema } from '../auth/second-factor.schema';
import { PERSONAL_DATA_MESSAGES } from './personal-data.messages';

export { PERSONAL_DATA_MESSAGES } from './personal-data.messages';

/**
 * DELETE users/me and DELETE Admin/users/{id}: the password of whoever asks, and a code of their
 * second factor when they have one on, so a session left open cannot erase anyone.
 */
export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: PERSONAL_DATA_MESSAGES.passwordRequired })
    .min(1, PERSONAL_DATA_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH),
  code: secondFactorCodeSchema.optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const deleteAccountResponseSchema = z.object({ message: z.string() });
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;

/** The download's file name: the product's data of one person on one day (UTC). */
export const dataExportFileName = (at: Date) => `basisdesk-my-data-${at.toISOString().slice(0, 10)}.zip`;
