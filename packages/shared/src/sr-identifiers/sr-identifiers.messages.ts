import type { SrCheckStatus } from './sr-check-statuses';
import {
  SR_IDENTIFIER_MAX_LENGTH,
  SR_IDENTIFIER_MIN_CHECK_LENGTH,
  SR_TASK_MAX_LENGTH,
} from './sr-identifiers.limits';

/** Service-request identifier words, free of zod so light pages can use them. */

export const SR_IDENTIFIER_MESSAGES = {
  required: 'Identifier and Task are required',
  identifierTooShort: `Identifier must be at least ${SR_IDENTIFIER_MIN_CHECK_LENGTH} characters`,
  identifierTooLong: `Identifier must be at most ${SR_IDENTIFIER_MAX_LENGTH} characters`,
  taskTooLong: `Task must be at most ${SR_TASK_MAX_LENGTH} characters`,
  isActiveInvalid: 'isActive must be true or false',
  exists: (identifier: string) => `SR identifier ${identifier} already exists`,
  notFound: 'SR identifier not found',
  deleteConfirmation: 'Are you sure you want to delete this SR identifier? This action cannot be undone.',
  pageTitle: 'Service Request Identifiers',
  addButton: 'Add SR Identifier',
  searchPlaceholder: 'Search identifiers or tasks...',
  emptySearch: 'No SR identifiers found matching your search.',
  empty: 'No SR identifiers found.',
  loadFailed: 'Error loading SR Identifiers',
  loadFailedHint: 'Please try refreshing the page',
  created: 'SR Identifier created successfully',
  updated: 'SR Identifier updated successfully',
  deleted: 'SR Identifier deleted successfully',
  createFailed: 'Failed to create SR Identifier',
  updateFailed: 'Failed to update SR Identifier',
  deleteFailed: 'Failed to delete SR Identifier',
} as const;

export const SR_CHECK_MESSAGES: Record<SrCheckStatus, string> = {
  Required: 'SR Identifier is required',
  Valid: 'Valid SR Identifier',
  Inactive: 'SR Identifier is inactive',
  NotFound: 'SR Identifier not found',
};
