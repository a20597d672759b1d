import { z } from 'zod';
import { MAX_PASSWORD_LENGTH } from './auth.limits';
import { MAX_SECOND_FACTOR_CODE_LENGTH } from './second-factor.limits';
import { SECOND_FACTOR_MESSAGES } from './second-factor.messages';

export {
  RECOVERY_CODE_COUNT,
  SECOND_FACTOR_CHALLENGE_ATTEMPTS,
  SECOND_FACTOR_CHALLENGE_MINUTES,
  TOTP_DIGITS,
} from './second-factor.limits';
export { SECOND_FACTOR_MESSAGES } from './second-factor.messages';

/**
 * A code as typed: the authenticator app's six digits, or a recovery code (`7K3Q-9XWD-M2PA`), with
 * or without spaces and hyphens. Which one it is, and whether it is right, is the server's matter.
 */
export const secondFactorCodeSchema = z
  .string({ error: SECOND_FACTOR_MESSAGES.codeRequired })
  .trim()
  .min(1, SECOND_FACTOR_MESSAGES.codeRequired)
  .max(MAX_SECOND_FACTOR_CODE_LENGTH, SECOND_FACTOR_MESSAGES.codeTooLong);

/** GET auth/second-factor. */
export const secondFactorStatusSchema = z.object({
  enabled: z.boolean(),
  required: z.boolean().describe('This person must have one: an admin while AdminSecondFactorRequired is on'),
  recoveryCodesLeft: z.number().int().describe('Unused recovery codes; 0 while the factor is off'),
});
export type SecondFactorStatus = z.infer<typeof secondFactorStatusSchema>;

/** POST auth/second-factor/setup: a new secret, kept pending until a code from it is confirmed. */
export const secondFactorSetupSchema = z.object({
  secret: z.string().describe('Base32, for typing into an app that cannot scan'),
  otpauthUrl: z.string(),
  qrCodeDataUrl: z.string().describe('The otpauth URL as a PNG QR code (data: URL)'),
});
export type SecondFactorSetup = z.infer<typeof secondFactorSetupSchema>;

/** POST auth/second-factor/confirm and auth/second-factor/recovery-codes. */
export const secondFactorCodeBodySchema = z.strictObject({ code: secondFactorCodeSchema });
export type SecondFactorCodeBody = z.infer<typeof secondFactorCodeBodySchema>;

/** Shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

/** POST auth/second-factor/disable: the password and a code, so a left-open session cannot do it. */
export const disableSecondFactorBodySchema = z.strictObject({
  password: z
    .string({ error: SECOND_FACTOR_MESSAGES.passwordRequired })
    .min(1, SECOND_FACTOR_MESSAGES.passwordRequired)
    .max(MAX_PASSWORD_LENGTH),
  code: secondFactorCodeSchema,
});
export type DisableSecondFactorBody = z.infer<typeof disableSecondFactorBodySchema>;

/** POST auth/login (and the social callback) for an account with a second factor: ask for the code. */
export const secondFactorChallengeSchema = z.object({
  secondFactorRequired: z.literal(true),
  challengeToken: z.string().describe('For POST auth/login/second-factor only; not a bearer token'),
  expiresAt: z.string().describe('When the challenge stops working (ISO-8601 UTC)'),
});
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;

/** POST auth/login/second-factor. */
export const secondFactorLoginBodySchema = z.strictObject({
  challengeToken: z
    .string({ error: SECOND_FACTOR_MESSAGES.challengeExpired })
    .min(1, SECOND_FACTOR_MESSAGES.challengeExpired)
    .max(1000, SECOND_FACTOR_MESSAGES.challengeExpired),
  code: secondFactorCodeSchema,
});
export type SecondFactorLoginBody = z.infer<typeof secondFactorLoginBodySchema>;
