import { z } from 'zod';

/**
 * Default messages that name the field, for schemas without a message of their own
 * ("email is required" rather than "Invalid input: expected string, received undefined").
 */
z.config({
  customError: (issue) => {
    const field = issue.path?.length ? issue.path.join('.') : 'Request body';
    if (issue.code === 'invalid_type') {
      if (issue.input === undefined) return `${field} is required`;
      return `${field} must be ${issue.expected === 'object' || issue.expected === 'array' ? 'an' : 'a'} ${issue.expected}`;
    }
    if (issue.code === 'unrecognized_keys') {
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    }
    return undefined;
  },
});
