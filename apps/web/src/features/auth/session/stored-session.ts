import { toRole } from '@basisdesk/shared/auth/roles';
import { isTokenUnexpired } from '@/lib/jwt';
import { readStorage, STORAGE_KEYS, writeStorage } from '@/lib/storage';
import type { SessionUser } from './session-user';

export type StoredSession = { token: string; user: SessionUser };

/**
 * The session the `authToken` and `user` keys hold, or null (spec §4): both keys present, the
 * token's expiry still ahead of `now`, and `user` a readable copy of a person with a known role.
 * The role is stored lower case (spec §3) and read in any case.
 */
export function parseStoredSession(
  token: string | null,
  userJson: string | null,
  now: number,
): StoredSession | null {
  if (!token || !userJson || !isTokenUnexpired(token, now)) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(userJson);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { id, email, role, firstName, lastName, hourlyRate, timeZone } = stored as Record<string, unknown>;
  const knownRole = toRole(role);
  if (typeof id !== 'string' || !id || typeof email !== 'string' || !knownRole) return null;
  return {
    token,
    user: {
      id,
      email,
      role: knownRole,
      firstName: typeof firstName === 'string' ? firstName : '',
      lastName: typeof lastName === 'string' ? lastName : '',
      ...(typeof hourlyRate === 'number' || hourlyRate === null ? { hourlyRate } : {}),
      ...(typeof timeZone === 'string' || timeZone === null ? { timeZone } : {}),
    },
  };
}

/** The `user` key's text: the session copy with its role lower case, as the spec stores it. */
export const serializeSessionUser = (user: SessionUser) =>
  JSON.stringify({ ...user, role: user.role.toLowerCase() });

/**
 * What a user refresh (`GET users/{id}` sent with `startedWith`'s token) may write back: the fresh
 * copy of the same person under the same token, and only while that token is still the stored one.
 * Another tab may have signed out, or signed in as someone else, while the refresh was on its way;
 * then it is dropped (null) rather than written over that tab's session. Only a sign-in replaces
 * another stored session.
 */
export function sessionAfterRefresh(
  storedToken: string | null,
  startedWith: StoredSession,
  refreshed: SessionUser,
): StoredSession | null {
  if (storedToken !== startedWith.token || refreshed.id !== startedWith.user.id) return null;
  return { token: startedWith.token, user: refreshed };
}

/**
 * Whether a 401 to a call sent with `sentToken` ends the stored session: only when that token is
 * still the stored one. An old tab's refused token must not end the session another tab started.
 */
export const isRefusalOfStoredSession = (storedToken: string | null, sentToken: string) =>
  storedToken !== null && storedToken === sentToken;

/** The token as stored now, whatever this tab's state says. */
export const readStoredToken = () => readStorage(STORAGE_KEYS.authToken);

/**
 * The stored session as it is now. Reading never clears: another tab may be halfway through
 * writing its sign-in (token written, user not yet), and clearing then would wipe it out.
 */
export const readStoredSession = (now = Date.now()): StoredSession | null =>
  parseStoredSession(readStorage(STORAGE_KEYS.authToken), readStorage(STORAGE_KEYS.user), now);

/** Spec §4: on load, a stored session is restored only while its token is unexpired; otherwise both keys are cleared. */
export function restoreStoredSession(now = Date.now()): StoredSession | null {
  const session = readStoredSession(now);
  if (!session) clearStoredSession();
  return session;
}

export function writeStoredSession({ token, user }: StoredSession) {
  writeStorage(STORAGE_KEYS.authToken, token);
  writeStorage(STORAGE_KEYS.user, serializeSessionUser(user));
}

export function clearStoredSession() {
  writeStorage(STORAGE_KEYS.authToken, null);
  writeStorage(STORAGE_KEYS.user, null);
}
