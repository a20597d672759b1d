import type { SignedInResponse } from '@basisdesk/shared/auth/auth.schema';
import type { Role } from '@basisdesk/shared/auth/roles';
import type { User } from '@basisdesk/shared/users/users.schema';

/** The signed-in person as the app holds them (spec §3); hourlyRate only once fetched from the server. */
export type SessionUser = {
  id: string;
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  hourlyRate?: number | null;
  /** IANA zone every time is written in; null until detected or chosen (then the browser's). */
  timeZone?: string | null;
};

type AnyUser = Pick<SignedInResponse, 'id' | 'email' | 'role' | 'firstName' | 'lastName' | 'timeZone'> & {
  hourlyRate?: User['hourlyRate'];
};

/** The login answer or `GET users/{id}`, as the session keeps it. */
export function toSessionUser(user: AnyUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    firstName: user.firstName,
    lastName: user.lastName,
    timeZone: user.timeZone,
    ...(user.hourlyRate === undefined ? {} : { hourlyRate: user.hourlyRate }),
  };
}

export const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
