import { z } from 'zod';
import {
  SHORT_CODE_MAX_LENGTH,
  TAXONOMY_DESCRIPTION_MAX_LENGTH,
  TAXONOMY_NAME_MAX_LENGTH,
} from './taxonomy.limits';
import { TAXONOMY_MESSAGES } from './taxonomy.messages';

export * from './taxonomy.limits';
export * from './taxonomy.messages';
export * from './taxonomy-usage';

const nameSchema = z
  .string({ error: TAXONOMY_MESSAGES.nameRequired })
  .trim()
  .min(1, TAXONOMY_MESSAGES.nameRequired)
  .max(TAXONOMY_NAME_MAX_LENGTH, TAXONOMY_MESSAGES.nameTooLong);

/** Optional; absent or null is stored as ''. */
const descriptionSchema = z
  .string()
  .trim()
  .max(TAXONOMY_DESCRIPTION_MAX_LENGTH, TAXONOMY_MESSAGES.descriptionTooLong)
  .nullish()
  .transform((value) => value ?? '');

/** Upper-cased; letters and digits only, because its first two characters go into ticket numbers. */
export const shortCodeSchema = z
  .string({ error: TAXONOMY_MESSAGES.shortCodeRequired })
  .trim()
  .min(1, TAXONOMY_MESSAGES.shortCodeRequired)
  .max(SHORT_CODE_MAX_LENGTH, TAXONOMY_MESSAGES.shortCodeTooLong)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]+$/, TAXONOMY_MESSAGES.shortCodeCharacters));

const supportTypeIdSchema = z
  .string({ error: TAXONOMY_MESSAGES.supportTypeRequired })
  .min(1, TAXONOMY_MESSAGES.supportTypeRequired)
  .pipe(z.uuid({ error: TAXONOMY_MESSAGES.supportTypeInvalid }));

// --- payloads -------------------------------------------------------------------------------------

/** POST and PUT SupportTaxonomy/admin/types: name, description, shortCode. */
export const supportTypeBodySchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema,
  shortCode: shortCodeSchema,
});
export type SupportTypeBody = z.infer<typeof supportTypeBodySchema>;

/** POST and PUT SupportTaxonomy/admin/categories: name, description, supportTypeId, shortCode. */
export const supportCategoryBodySchema = z.strictObject({
  name: nameSchema,
  description: descriptionSchema,
  supportTypeId: supportTypeIdSchema,
  shortCode: shortCodeSchema,
});
export type SupportCategoryBody = z.infer<typeof supportCategoryBodySchema>;

/** POST and PUT SupportTaxonomy/admin/suboptions: a category's fields plus requiresSrIdentifier. */
export const supportSubOptionBodySchema = supportCategoryBodySchema.extend({
  requiresSrIdentifier: z.boolean({ error: TAXONOMY_MESSAGES.requiresSrIdentifierInvalid }).default(false),
});
export type SupportSubOptionBody = z.infer<typeof supportSubOptionBodySchema>;

/** ?typeId= narrows categories and sub-options to one support type; without it, all are listed. */
export const taxonomyTypeQuerySchema = z.object({
  typeId: z.uuid({ error: TAXONOMY_MESSAGES.supportTypeInvalid }).optional(),
});

// --- answers --------------------------------------------------------------------------------------

/** What a category and a sub-option both answer: themselves and the support type they are under. */
const underSupportTypeFields = {
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  supportTypeId: z.uuid(),
  supportTypeName: z.string(),
  shortCode: z.string(),
};

export const supportCategorySchema = z.object(underSupportTypeFields);
export type SupportCategory = z.infer<typeof supportCategorySchema>;

export const supportSubOptionSchema = z.object({
  ...underSupportTypeFields,
  requiresSrIdentifier: z.boolean(),
});
export type SupportSubOption = z.infer<typeof supportSubOptionSchema>;

/** A support type with its categories (the taxonomy is small: every read carries them). */
export const supportTypeSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  shortCode: z.string(),
  categories: z.array(supportCategorySchema).describe('Its categories, by name'),
});
export type SupportType = z.infer<typeof supportTypeSchema>;

export const supportTypeListSchema = z.array(supportTypeSchema);
export const supportCategoryListSchema = z.array(supportCategorySchema);
export const supportSubOptionListSchema = z.array(supportSubOptionSchema);
