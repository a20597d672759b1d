import {
  type ConsultantProfile,
  updateConsultantProfileBodySchema,
} from '@basisdesk/shared/consultants/consultant-profile.schema';
import { z } from 'zod';

const fields = updateConsultantProfileBodySchema.shape;

/**
 * A list typed one entry per line, checked by the API's own rule for it. Its first problem is the
 * field's message: an entry's own path ('certifications.3') has no field of its own on the form.
 */
const lines = (schema: typeof fields.certifications) =>
  z.string().transform((text, context) => {
    const parsed = schema.safeParse(text.split(/\r?\n/));
    if (parsed.success) return parsed.data;
    context.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? '' });
    return z.NEVER;
  });

/** The profile form: what is typed (text, a number as text, lists as lines) to the API's body. */
export const profileFormSchema = z.object({
  headline: fields.headline,
  bio: fields.bio,
  yearsOfExperience: z
    .string()
    .transform((text): number | null | undefined => (text.trim() === '' ? null : Number(text)))
    .pipe(fields.yearsOfExperience),
  certifications: lines(fields.certifications),
  languages: lines(fields.languages),
});
export type ProfileFormValues = z.input<typeof profileFormSchema>;

/** The stored profile as the form shows it; blanks for what is not written yet. */
export const toProfileFormValues = (profile: ConsultantProfile | undefined): ProfileFormValues => ({
  headline: profile?.headline ?? '',
  bio: profile?.bio ?? '',
  yearsOfExperience: profile?.yearsOfExperience === null || !profile ? '' : String(profile.yearsOfExperience),
  certifications: profile?.certifications.join('\n') ?? '',
  languages: profile?.languages.join('\n') ?? '',
});
