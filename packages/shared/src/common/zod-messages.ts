import { z } from 'zod';

const TYPE_NAMES: Record<string, string> = { int: 'whole number', nan: 'number' };

/**
 * Default messages that name the field, for schemas without a message of their own
 * ("email is required" rather than "Invalid input: expected string, received undefined").
 */
z.config({
  customError: (issue) => {
    const isRoot = !issue.path?.length;
    const field = issue.path?.length ? issue.path.join('.') : 'Request body';
    if (issue.code === 'invalid_type') {
      // Fastify hands a route a missing (or empty JSON) body as null: absent, not of a wrong type.
      if (issue.input === undefined || (isRoot && issue.input === null)) return `${field} is required`;
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      return `${field} must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`;
    }
    if (issue.code === 'unrecognized_keys') {
      return `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`;
    }
    return undefined;
  },
});
