import { z } from 'zod';
import {
  PROFILE_BIO_MAX_LENGTH,
  PROFILE_CERTIFICATION_MAX_LENGTH,
  PROFILE_HEADLINE_MAX_LENGTH,
  PROFILE_LANGUAGE_MAX_LENGTH,
  PROFILE_MAX_CERTIFICATIONS,
  PROFILE_MAX_LANGUAGES,
  PROFILE_YEARS_MAX,
  PROFILE_YEARS_MIN,
} from './consultant-profile.limits';
import { PROFILE_MESSAGES } from './consultant-profile.messages';

export * from './consultant-profile.limits';
export * from './consultant-profile.messages';

/** Optional text: trimmed, and blank is no text at all (null), so a card never shows an empty line. */
const optionalText = (max: number, message: string) =>
  z
    .string({ error: PROFILE_MESSAGES.textInvalid })
    .trim()
    .max(max, message)
    .nullish()
    .transform((text) => text || null);

/**
 * A short list of names: each trimmed, blank lines dropped, repeats (ignoring case) kept once, in
 * the order given. The count is checked after that, so ten names and a stray blank line pass.
 */
const shortList = (
  limits: { items: number; length: number },
  messages: { tooMany: string; tooLong: string },
) =>
  z
    .array(z.string({ error: PROFILE_MESSAGES.listInvalid }).trim().max(limits.length, messages.tooLong), {
      error: PROFILE_MESSAGES.listInvalid,
    })
    .nullish()
    .transform((items) => {
      const seen = new Set<string>();
      return (items ?? []).filter((item) => {
        const key = item.toLowerCase();
        if (item === '' || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    })
    .pipe(z.array(z.string()).max(limits.items, messages.tooMany));

/** PUT Users/consultants/me/profile: the whole profile, replaced; every field may be left out. */
export const updateConsultantProfileBodySchema = z.strictObject({
  headline: optionalText(PROFILE_HEADLINE_MAX_LENGTH, PROFILE_MESSAGES.headlineTooLong),
  bio: optionalText(PROFILE_BIO_MAX_LENGTH, PROFILE_MESSAGES.bioTooLong),
  yearsOfExperience: z
    .number({ error: PROFILE_MESSAGES.yearsInvalid })
    .int(PROFILE_MESSAGES.yearsInvalid)
    .min(PROFILE_YEARS_MIN, PROFILE_MESSAGES.yearsInvalid)
    .max(PROFILE_YEARS_MAX, PROFILE_MESSAGES.yearsInvalid)
    .nullish()
    .transform((years) => years ?? null),
  certifications: shortList(
    { items: PROFILE_MAX_CERTIFICATIONS, length: PROFILE_CERTIFICATION_MAX_LENGTH },
    { tooMany: PROFILE_MESSAGES.tooManyCertifications, tooLong: PROFILE_MESSAGES.certificationTooLong },
  ),
  languages: shortList(
    { items: PROFILE_MAX_LANGUAGES, length: PROFILE_LANGUAGE_MAX_LENGTH },
    { tooMany: PROFILE_MESSAGES.tooManyLanguages, tooLong: PROFILE_MESSAGES.languageTooLong },
  ),
});
export type UpdateConsultantProfileBody = z.infer<typeof updateConsultantProfileBodySchema>;

/** The public part of a consultant: what customers read on the wizard's card. */
export const consultantProfileFieldsSchema = z.object({
  headline: z.string().nullable(),
  bio: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable().describe('Whole years of SAP BASIS experience'),
  certifications: z.array(z.string()),
  languages: z.array(z.string()),
});

/** GET/PUT Users/consultants/me/profile: the consultant's own, with when it was last saved. */
export const consultantProfileSchema = consultantProfileFieldsSchema.extend({
  updatedAt: z.string().nullable().describe('null until the consultant first saves a profile'),
});
export type ConsultantProfile = z.infer<typeof consultantProfileSchema>;
