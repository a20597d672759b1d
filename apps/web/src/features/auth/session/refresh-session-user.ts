import { USER_MESSAGES } from '@basisdesk/shared/users/users.messages';
import type { SessionUser } from './session-user';
import type { StoredSession } from './stored-session';

type RefreshSteps = {
  /** The stored session as it is now (token and user), or null. */
  readSession: () => StoredSession | null;
  /** The person's fresh copy, asked for with the session's token. */
  loadUser: (session: StoredSession) => Promise<SessionUser>;
  /** Writes the copy back; false when another tab replaced or ended the session meanwhile. */
  storeRefreshed: (startedWith: StoredSession, user: SessionUser) => boolean;
  log?: Pick<Console, 'info' | 'warn'>;
};

/**
 * Re-reads the signed-in user (spec §5, §8). Without a stored token and user it is 'Not
 * authenticated'; like every refresh failure that is only logged, and nothing is asked or written.
 */
export async function refreshSessionUser({
  readSession,
  loadUser,
  storeRefreshed,
  log = console,
}: RefreshSteps): Promise<void> {
  const current = readSession();
  if (!current) {
    log.warn(USER_MESSAGES.notAuthenticated);
    return;
  }
  try {
    const user = await loadUser(current);
    if (!storeRefreshed(current, user)) log.info('The session changed in another tab; refresh dropped');
  } catch (error) {
    log.warn('Could not refresh the signed-in user', error);
  }
}
