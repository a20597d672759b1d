/** Support-taxonomy words and limits, free of zod so light pages can use them. */
export const SHORT_CODE_MAX_LENGTH = 10;
export const TAXONOMY_NAME_MAX_LENGTH = 100;
export const TAXONOMY_DESCRIPTION_MAX_LENGTH = 500;

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
} as const;

/** The spec's hints beside the short-code field. */
export const SHORT_CODE_HINTS = {
  type: '2-5 characters',
  category: '1-3 characters',
  subOption: '1-3 characters',
} as const;

export type TaxonomyEntity = 'support type' | 'support category' | 'support sub-option';

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

/** The spec's fetch-failure texts of the taxonomy reads. */
export const TAXONOMY_FETCH_ERRORS = {
  types: 'Failed to fetch support types',
  categories: 'Failed to fetch support categories',
  subOptions: 'Failed to fetch support sub-options',
} as const;
