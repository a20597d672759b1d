import type { User } from '@basisdesk/shared/users/users.schema';

/** How admin screens name a person: full name, or the e-mail when no name was given. */
export const userFullName = (user: Pick<User, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
