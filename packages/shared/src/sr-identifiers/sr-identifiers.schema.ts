import { z } from 'zod';
import { SR_CHECK_STATUSES } from './sr-check-statuses';
import {
  SR_IDENTIFIER_MAX_LENGTH,
  SR_IDENTIFIER_MIN_CHECK_LENGTH,
  SR_TASK_MAX_LENGTH,
} from './sr-identifiers.limits';
import { SR_IDENTIFIER_MESSAGES } from './sr-identifiers.messages';

export * from './sr-check-statuses';
export * from './sr-identifiers.limits';
export * from './sr-identifiers.messages';

const requiredText = (max: number, tooLong: string) =>
  z
    .string({ error: SR_IDENTIFIER_MESSAGES.required })
    .trim()
    .min(1, SR_IDENTIFIER_MESSAGES.required)
    .max(max, tooLong);

/**
 * POST ServiceRequestIdentifiers: identifier and task (trimmed, both required); active unless told.
 * An identifier is at least as long as the wizard needs before it checks one.
 */
export const createSrIdentifierBodySchema = z.strictObject({
  identifier: requiredText(SR_IDENTIFIER_MAX_LENGTH, SR_IDENTIFIER_MESSAGES.identifierTooLong).refine(
    // A blank identifier is already refused as required; one answer per field.
    (identifier) => identifier.length === 0 || identifier.length >= SR_IDENTIFIER_MIN_CHECK_LENGTH,
    SR_IDENTIFIER_MESSAGES.identifierTooShort,
  ),
  task: requiredText(SR_TASK_MAX_LENGTH, SR_IDENTIFIER_MESSAGES.taskTooLong),
  isActive: z.boolean({ error: SR_IDENTIFIER_MESSAGES.isActiveInvalid }).default(true),
});
export type CreateSrIdentifierBody = z.infer<typeof createSrIdentifierBodySchema>;

/** PUT ServiceRequestIdentifiers/{id}: identifier, task and isActive (unchanged when absent). */
export const updateSrIdentifierBodySchema = createSrIdentifierBodySchema.extend({
  isActive: z.boolean({ error: SR_IDENTIFIER_MESSAGES.isActiveInvalid }).optional(),
});
export type UpdateSrIdentifierBody = z.infer<typeof updateSrIdentifierBodySchema>;

export const srSearchQuerySchema = z.object({
  search: z.string().trim().max(200, 'search must be at most 200 characters').optional(),
});

export const srLookupQuerySchema = z.object({
  identifier: z.string().trim().max(200, 'identifier must be at most 200 characters').default(''),
});

export const srIdentifierSchema = z.object({
  id: z.uuid(),
  identifier: z.string(),
  task: z.string(),
  isActive: z.boolean().describe('true = visible to customers'),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SrIdentifier = z.infer<typeof srIdentifierSchema>;

export const srIdentifierListSchema = z.array(srIdentifierSchema);

/** The wizard's check: the status, its message in the spec's words, and the task when valid. */
export const srLookupResultSchema = z.object({
  status: z.enum(SR_CHECK_STATUSES),
  message: z.string(),
  identifier: z.string().nullable().describe('The identifier as stored, when one matched'),
  task: z.string().nullable().describe('The task text, only for a valid (active) identifier'),
});
export type SrLookupResult = z.infer<typeof srLookupResultSchema>;
