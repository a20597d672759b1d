import {
  SHORT_CODE_MAX_LENGTH,
  TAXONOMY_DESCRIPTION_MAX_LENGTH,
  TAXONOMY_NAME_MAX_LENGTH,
} from './taxonomy.limits';
import { describeTaxonomyUsage, type TaxonomyEntity, type TaxonomyUsage } from './taxonomy-usage';

/** Support-taxonomy words, free of zod so light pages can use them. */

export const TAXONOMY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be at most ${TAXONOMY_NAME_MAX_LENGTH} characters`,
  descriptionTooLong: `Description must be at most ${TAXONOMY_DESCRIPTION_MAX_LENGTH} characters`,
  shortCodeRequired: 'Short code is required',
  shortCodeTooLong: `Short code must be at most ${SHORT_CODE_MAX_LENGTH} characters`,
  /** Short codes become part of ticket numbers (DESIGN §6): letters and digits only. */
  shortCodeCharacters: 'Short code may contain only letters and digits',
  supportTypeRequired: 'Support type is required',
  supportTypeInvalid: 'Support type must be a valid id',
  requiresSrIdentifierInvalid: 'requiresSrIdentifier must be true or false',
  supportTypeNotFound: 'Support type not found',
  categoryNotFound: 'Support category not found',
  subOptionNotFound: 'Support sub-option not found',
  typeShortCodeExists: (code: string) => `A support type with short code ${code} already exists`,
  categoryShortCodeExists: (code: string) =>
    `A category with short code ${code} already exists in this support type`,
  subOptionShortCodeExists: (code: string) =>
    `A sub-option with short code ${code} already exists in this support type`,
} as const;

/** The 409 texts that say what keeps an entry from being deleted or moved to another type. */
export const TAXONOMY_USAGE_MESSAGES = {
  cannotDelete: (entity: TaxonomyEntity, usage: TaxonomyUsage) =>
    `This ${entity} is used by ${describeTaxonomyUsage(usage)} and cannot be deleted`,
  cannotChangeType: (entity: TaxonomyEntity, usage: TaxonomyUsage) =>
    `This ${entity} is used by ${describeTaxonomyUsage(usage)}; its support type cannot change`,
} as const;

/** The spec's hints beside the short-code field. */
export const SHORT_CODE_HINTS = {
  type: '2-5 characters',
  category: '1-3 characters',
  subOption: '1-3 characters',
} as const;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The spec's toasts: 'Support type created successfully', 'Failed to delete support sub-option', ... */
export function taxonomyToasts(entity: TaxonomyEntity) {
  return {
    created: `${capitalise(entity)} created successfully`,
    updated: `${capitalise(entity)} updated successfully`,
    deleted: `${capitalise(entity)} deleted successfully`,
    createFailed: `Failed to create ${entity}`,
    updateFailed: `Failed to update ${entity}`,
    deleteFailed: `Failed to delete ${entity}`,
  };
}

/** The spec's fetch-failure texts of the taxonomy reads (§8: 'Failed to fetch support types/categories/sub-options'). */
export const TAXONOMY_FETCH_ERRORS = {
  types: 'Failed to fetch support types',
  categories: 'Failed to fetch categories',
  subOptions: 'Failed to fetch sub-options',
} as const;
