import { z } from 'zod';
import { isWholePaise } from '../common/money';
import { USER_STATUSES } from '../users/users.schema';
import { consultantProfileFieldsSchema } from './consultant-profile.schema';
import { MAX_HOURLY_RATE } from './consultants.limits';
import { HOURLY_RATE_MESSAGES } from './consultants.messages';

export * from './consultants.limits';
export * from './consultants.messages';

const requiredId = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .min(1, `${field} is required`)
    .pipe(z.uuid({ error: `${field} must be a valid id` }));

const optionalId = (field: string) =>
  z
    .uuid({ error: `${field} must be a valid id` })
    .nullish()
    .transform((value) => value ?? null);

// --- expertise ------------------------------------------------------------------------------------

export const consultantParamsSchema = z.object({ id: z.uuid({ error: 'Invalid id' }) });
export const consultantSkillParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id' }),
  skillId: z.uuid({ error: 'Invalid id' }),
});

/**
 * POST SupportTaxonomy/consultant/{id}/skills. No category means a general skill of the type
 * (it matches every category of that type). consultantId may be sent; it must name the path's.
 */
export const addConsultantSkillBodySchema = z.strictObject({
  consultantId: z.uuid({ error: 'consultantId must be a valid id' }).optional(),
  supportTypeId: requiredId('supportTypeId'),
  supportCategoryId: optionalId('supportCategoryId'),
  supportSubOptionId: optionalId('supportSubOptionId'),
});
export type AddConsultantSkillBody = z.infer<typeof addConsultantSkillBodySchema>;

export const consultantSkillSchema = z.object({
  id: z.uuid(),
  consultantId: z.uuid(),
  supportTypeId: z.uuid(),
  supportTypeName: z.string(),
  supportCategoryId: z.uuid().nullable().describe('null: a general skill of the type'),
  supportCategoryName: z.string().nullable(),
  supportSubOptionId: z.uuid().nullable(),
  supportSubOptionName: z.string().nullable(),
  createdAt: z.string(),
});
export type ConsultantSkill = z.infer<typeof consultantSkillSchema>;
export const consultantSkillListSchema = z.array(consultantSkillSchema);

/** A general skill (no category) counts for every category of its type. */
export const isGeneralSkill = (skill: Pick<ConsultantSkill, 'supportCategoryId'>) =>
  skill.supportCategoryId === null;

// --- hourly rate ----------------------------------------------------------------------------------

/** Rupees: a number (or numeric text, as forms send it) above 0 with at most 2 decimals. */
export const hourlyRateSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z
    .number({ error: HOURLY_RATE_MESSAGES.invalid })
    .gt(0, HOURLY_RATE_MESSAGES.invalid)
    .max(MAX_HOURLY_RATE, HOURLY_RATE_MESSAGES.invalid)
    .refine(isWholePaise, HOURLY_RATE_MESSAGES.invalid),
);

/** PUT users/{id}/hourly-rate. */
export const updateHourlyRateBodySchema = z.strictObject({ hourlyRate: hourlyRateSchema });
export type UpdateHourlyRateBody = z.infer<typeof updateHourlyRateBodySchema>;

// --- directory ------------------------------------------------------------------------------------

/** A bookable consultant as customers see them: no e-mail address. */
export const consultantSchema = z.object({
  id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.literal('Consultant'),
  status: z.enum(USER_STATUSES),
  hourlyRate: z.number().nullable().describe('Rupees with two decimals; null until the consultant sets it'),
  timeZone: z
    .string()
    .nullable()
    .describe("The consultant's IANA time zone from their profile; null when they have not set one"),
  averageRating: z
    .number()
    .describe('Mean of the ratings received (each the mean of its three scores); 0 without ratings'),
  totalRatings: z.number().int(),
  skills: consultantSkillListSchema,
  profile: consultantProfileFieldsSchema.describe(
    'What the consultant wrote about themself; empty until they do',
  ),
  nextFreeSlotStart: z
    .string()
    .nullable()
    .describe(
      'Start of the first free slot a customer can still book (ISO-8601 UTC); null when none in the booking window',
    ),
});
export type Consultant = z.infer<typeof consultantSchema>;
export const consultantListSchema = z.array(consultantSchema);

/** GET SupportTaxonomy/consultants-by-skills: the type is required, the category narrows it. */
export const consultantsBySkillsQuerySchema = z.object({
  supportTypeId: requiredId('supportTypeId'),
  supportCategoryId: z.uuid({ error: 'supportCategoryId must be a valid id' }).optional(),
});
export type ConsultantsBySkillsQuery = z.infer<typeof consultantsBySkillsQuerySchema>;
