import type { LoginResponse } from '@basisdesk/shared/auth/auth.schema';
import type { User } from '@basisdesk/shared/users/users.schema';
import type { SessionRole } from '@/config/paths';
import { isTokenUnexpired } from '@/lib/jwt';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';

/** The session copy of the user kept in localStorage under `user` (role lower-cased, per the spec). */
export type SessionUser = {
  id: string;
  email: string;
  role: SessionRole;
  firstName: string;
  lastName: string;
  hourlyRate?: number | null;
};

type AnyUser = Pick<LoginResponse, 'id' | 'email' | 'role' | 'firstName' | 'lastName'> & {
  hourlyRate?: User['hourlyRate'];
};

export function toSessionUser(user: AnyUser): SessionUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role.toLowerCase() as SessionRole,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.hourlyRate === undefined ? {} : { hourlyRate: user.hourlyRate }),
  };
}

export type StoredSession = { token: string; user: SessionUser };

/** A stored session counts only while its token has not expired; otherwise both keys are cleared. */
export function readStoredSession(): StoredSession | null {
  const token = readStorage(STORAGE_KEYS.authToken);
  const userJson = readStorage(STORAGE_KEYS.user);
  if (token && userJson && isTokenUnexpired(token)) {
    try {
      const user = JSON.parse(userJson) as SessionUser;
      if (user && typeof user.id === 'string' && typeof user.role === 'string') {
        return { token, user: { ...user, role: user.role.toLowerCase() as SessionRole } };
      }
    } catch {
      // fall through: an unreadable copy is no session
    }
  }
  clearStoredSession();
  return null;
}

export function writeStoredSession({ token, user }: StoredSession) {
  writeStorage(STORAGE_KEYS.authToken, token);
  writeStorage(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearStoredSession() {
  writeStorage(STORAGE_KEYS.authToken, null);
  writeStorage(STORAGE_KEYS.user, null);
}

export const displayName = (user: Pick<SessionUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName} ${user.lastName}`.trim() || user.email;
