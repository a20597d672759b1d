import type { SignedInResponse } from '@basisdesk/shared/auth/auth.schema';
import type { SecondFactorChallenge } from '@basisdesk/shared/auth/second-factor.schema';
import { isSecondFactorChallenge } from '@basisdesk/shared/auth/second-factor-challenge';
import { USER_MESSAGES } from '@basisdesk/shared/users/users.messages';
import type { UpdateUserBody } from '@basisdesk/shared/users/users.schema';
import {
  createContext,
  Fragment,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { onUnauthorized } from '@/lib/api-client';
import { readTokenExpiry } from '@/lib/jwt';
import { STORAGE_KEYS } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { getBrowserTimeZone, getViewerTimeZoneKey, setViewerTimeZone } from '@/lib/viewer-time-zone';
import { getUser } from '../api/get-user';
import { login as loginCall } from '../api/login';
import { logout } from '../api/logout';
import { updateProfile as updateProfileCall } from '../api/update-profile';
import { updateTimeZone } from '../api/update-time-zone';
import { refreshSessionUser } from './refresh-session-user';
import { type SessionUser, toSessionUser } from './session-user';
import {
  clearStoredSession,
  isRefusalOfStoredSession,
  readStoredSession,
  readStoredToken,
  restoreStoredSession,
  type StoredSession,
  sessionAfterRefresh,
  writeStoredSession,
} from './stored-session';

/** Warn this long before the token runs out, so nobody loses a half-written form to a silent expiry. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

/**
 * Why the last session ended: a person who signs out goes home; a session the server refused (401)
 * goes to /login?redirect=<where they were> from any page; an expired one does so from a protected page.
 */
export type SessionEnd = { reason: 'signedOut' | 'expired' | 'unauthorized'; id: number };

type SessionContextValue = {
  /** How the last session of this tab ended, while nobody is signed in; null otherwise. */
  end: SessionEnd | null;
  user: SessionUser | null;
  token: string | null;
  /**
   * Email and password sign-in: the login call, then the full profile with the new token; for an
   * account with a second factor, the server's challenge instead (nothing is stored yet).
   */
  signIn: (email: string, password: string) => Promise<SessionUser | SecondFactorChallenge>;
  /** The variant that takes an already issued token (social sign-in, a second factor's code) and skips the login call. */
  signInWithToken: (auth: SignedInResponse) => Promise<SessionUser>;
  /** Ends the session: here at once, and on the server (POST auth/logout) as best it can. */
  signOut: () => void;
  /** Re-fetches the user and rewrites the stored copy; failures ('Not authenticated' too) are only logged. */
  refreshUser: () => Promise<void>;
  updateProfile: (body: UpdateUserBody) => Promise<void>;
  /** A password change returns a new token; earlier ones no longer work. */
  replaceToken: (token: string) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * An account without a zone (a social sign-up, or one from before zones) takes the browser's, as
 * a first sign-in by password does on the server. If the server refuses it, the browser's is used
 * on screen anyway and the next load tries again.
 */
async function withTimeZone(user: SessionUser, token: string): Promise<SessionUser> {
  if (user.timeZone) return user;
  const saved = await updateTimeZone({ timeZone: getBrowserTimeZone() }, token).catch(() => null);
  return saved ? { ...user, timeZone: saved.timeZone } : user;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // Restoring reads localStorage, which is synchronous: the state is known before the first paint.
  const [session, setSession] = useState<StoredSession | null>(() => restoreStoredSession());
  const [end, setEnd] = useState<SessionEnd | null>(null);
  const endCount = useRef(0);

  const store = useCallback((next: StoredSession) => {
    writeStoredSession(next);
    setEnd(null);
    setSession(next);
  }, []);

  const endSession = useCallback((reason: SessionEnd['reason']) => {
    clearStoredSession();
    endCount.current += 1;
    setEnd({ reason, id: endCount.current });
    setSession(null);
  }, []);

  // The server is told to end the session (its token then stops working on every device and node),
  // but the local copy goes first and whatever it answers: signing out never waits nor fails.
  const signOut = useCallback(() => {
    const token = readStoredToken();
    endSession('signedOut');
    if (token) logout(token).catch(() => {});
  }, [endSession]);
  const expire = useCallback(() => endSession('expired'), [endSession]);

  /** Writes a refreshed copy of the user, unless another tab replaced or ended the session meanwhile. */
  const storeRefreshed = useCallback(
    (startedWith: StoredSession, refreshed: SessionUser) => {
      const next = sessionAfterRefresh(readStoredToken(), startedWith, refreshed);
      if (next) store(next);
      return next;
    },
    [store],
  );

  const establish = useCallback(
    async (auth: SignedInResponse) => {
      // Signing in is the one write that replaces whatever session is stored, another tab's included.
      const signedIn = { token: auth.token, user: toSessionUser(auth) };
      store(signedIn);
      const user = await getUser(auth.id, auth.token).then(
        (fresh) => withTimeZone(toSessionUser(fresh), auth.token),
        () => signedIn.user,
      );
      storeRefreshed(signedIn, user);
      return user;
    },
    [store, storeRefreshed],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const answer = await loginCall({ email, password, timeZone: getBrowserTimeZone() });
      return isSecondFactorChallenge(answer) ? answer : establish(answer);
    },
    [establish],
  );

  const refreshUser = useCallback(
    () =>
      refreshSessionUser({
        readSession: readStoredSession,
        loadUser: async (current) =>
          withTimeZone(toSessionUser(await getUser(current.user.id, current.token)), current.token),
        storeRefreshed: (startedWith, user) => storeRefreshed(startedWith, user) !== null,
      }),
    [storeRefreshed],
  );

  const updateProfile = useCallback(
    async (body: UpdateUserBody) => {
      const current = readStoredSession();
      if (!current) throw new Error(USER_MESSAGES.notAuthenticated);
      await updateProfileCall(current.user.id, body);
      await refreshUser();
    },
    [refreshUser],
  );

  const replaceToken = useCallback(
    (token: string) => {
      // The new token is this person's: it replaces theirs, never a session another tab started since.
      const stored = readStoredSession();
      if (stored && stored.user.id === session?.user.id) store({ ...stored, token });
    },
    [session?.user.id, store],
  );

  // Any 401 to a call that carried the stored token ends the session, on every page (spec §4).
  useEffect(() => {
    onUnauthorized((sentToken) => {
      if (!isRefusalOfStoredSession(readStoredToken(), sentToken)) return;
      console.warn('Session expired. Please sign in again.');
      endSession('unauthorized');
    });
  }, [endSession]);

  // The token is checked once per load against the server (a deactivated account ends here); a
  // visitor without a session has nothing to check, and their console stays quiet.
  useEffect(() => {
    if (readStoredSession()) void refreshUser();
  }, [refreshUser]);

  // Another tab signing in or out changes this one too.
  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.authToken || event.key === STORAGE_KEYS.user || event.key === null) {
        setSession(readStoredSession());
      }
    };
    window.addEventListener('storage', handleStorage);
    return () => window.removeEventListener('storage', handleStorage);
  }, []);

  useExpiryTimers(session?.token ?? null, expire);

  // Set while rendering, not in an effect: the pages below write their times in this same render.
  setViewerTimeZone(session?.user.timeZone);

  const value = useMemo<SessionContextValue>(
    () => ({
      end,
      user: session?.user ?? null,
      token: session?.token ?? null,
      signIn,
      signInWithToken: establish,
      signOut,
      refreshUser,
      updateProfile,
      replaceToken,
    }),
    [session, end, signIn, establish, signOut, refreshUser, updateProfile, replaceToken],
  );

  // Every screen writes its times while rendering: when the zone in force changes (Settings, or a
  // profile that named another zone than the stored copy), everything below renders again in it.
  return (
    <SessionContext value={value}>
      <Fragment key={getViewerTimeZoneKey()}>{children}</Fragment>
    </SessionContext>
  );
}

/** A toast five minutes before the token expires, and a clean sign-out when it does. */
function useExpiryTimers(token: string | null, expire: () => void) {
  useEffect(() => {
    if (!token) return;
    const expiry = readTokenExpiry(token);
    if (expiry === null) return;
    const msLeft = expiry * 1000 - Date.now();
    const timers: ReturnType<typeof setTimeout>[] = [];
    // setTimeout overflows past ~24.8 days; tokens live hours, but stay safe.
    const MAX_DELAY = 2 ** 31 - 1;
    if (msLeft > EXPIRY_WARNING_MS) {
      timers.push(
        setTimeout(
          () =>
            toast.warning('Your session expires in 5 minutes', {
              description: 'Save your work and sign in again to continue.',
              duration: 30_000,
            }),
          Math.min(msLeft - EXPIRY_WARNING_MS, MAX_DELAY),
        ),
      );
    } else if (msLeft > 0) {
      toast.warning('Your session expires soon', {
        description: 'Save your work and sign in again to continue.',
      });
    }
    if (msLeft < MAX_DELAY) {
      timers.push(
        setTimeout(
          () => {
            console.warn('Session expired. Please sign in again.');
            expire();
          },
          Math.max(msLeft, 0),
        ),
      );
    }
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, [token, expire]);
}

export function useSession(): SessionContextValue {
  const context = use(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
