import type { LoginResponse } from '@basisdesk/shared/auth/auth.schema';
import { USER_MESSAGES } from '@basisdesk/shared/users/users.messages';
import type { UpdateUserBody } from '@basisdesk/shared/users/users.schema';
import { createContext, type ReactNode, use, useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import { onUnauthorized } from '@/lib/api-client';
import { readTokenExpiry } from '@/lib/jwt';
import { STORAGE_KEYS } from '@/lib/storage';
import { getUser } from '../api/get-user';
import { login as loginCall } from '../api/login';
import { updateProfile as updateProfileCall } from '../api/update-profile';
import {
  clearStoredSession,
  readStoredSession,
  type SessionUser,
  type StoredSession,
  toSessionUser,
  writeStoredSession,
} from './session-user';

/** Warn this long before the token runs out, so nobody loses a half-written form to a silent expiry. */
export const EXPIRY_WARNING_MS = 5 * 60_000;

type SessionContextValue = {
  /** Why the last session ended: a person who signs out goes home, an expired session to sign-in. */
  endReason: 'signedOut' | 'expired' | null;
  user: SessionUser | null;
  token: string | null;
  /** Email and password sign-in: the login call, then the full profile with the new token. */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  /** The variant that takes an already issued token (social sign-in) and skips the login call. */
  signInWithToken: (auth: LoginResponse) => Promise<SessionUser>;
  signOut: () => void;
  /** Re-fetches the user and rewrites the stored copy; failures are only logged. */
  refreshUser: () => Promise<void>;
  updateProfile: (body: UpdateUserBody) => Promise<void>;
  /** A password change returns a new token; earlier ones no longer work. */
  replaceToken: (token: string) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // Restoring reads localStorage, which is synchronous: the state is known before the first paint.
  const [session, setSession] = useState<StoredSession | null>(readStoredSession);
  const [endReason, setEndReason] = useState<SessionContextValue['endReason']>(null);

  const applySession = useCallback(
    (next: StoredSession | null, reason: 'signedOut' | 'expired' = 'expired') => {
      if (next) writeStoredSession(next);
      else clearStoredSession();
      setEndReason(next ? null : reason);
      setSession(next);
    },
    [],
  );

  const signOut = useCallback(() => applySession(null, 'signedOut'), [applySession]);
  const expire = useCallback(() => applySession(null, 'expired'), [applySession]);

  const establish = useCallback(
    async (auth: LoginResponse) => {
      // The profile call needs the new token, so it is stored first.
      applySession({ token: auth.token, user: toSessionUser(auth) });
      const user = await getUser(auth.id).then(toSessionUser, () => toSessionUser(auth));
      applySession({ token: auth.token, user });
      return user;
    },
    [applySession],
  );

  const signIn = useCallback(
    async (email: string, password: string) => establish(await loginCall({ email, password })),
    [establish],
  );

  const refreshUser = useCallback(async () => {
    const current = readStoredSession();
    if (!current) return;
    try {
      const user = toSessionUser(await getUser(current.user.id));
      applySession({ token: current.token, user });
    } catch (error) {
      console.warn('Could not refresh the signed-in user', error);
    }
  }, [applySession]);

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
    (token: string) => setSession((current) => (current ? persist({ ...current, token }) : current)),
    [],
  );

  // Any 401 ends the session; the protected route then sends the person to /login?redirect=…
  useEffect(() => {
    onUnauthorized(() => {
      if (!readStoredSession()) return;
      console.warn('Session expired. Please sign in again.');
      expire();
    });
  }, [expire]);

  // The token is checked once per load against the server (a deactivated account ends here).
  useEffect(() => {
    void refreshUser();
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

  const value = useMemo<SessionContextValue>(
    () => ({
      endReason,
      user: session?.user ?? null,
      token: session?.token ?? null,
      signIn,
      signInWithToken: establish,
      signOut,
      refreshUser,
      updateProfile,
      replaceToken,
    }),
    [session, endReason, signIn, establish, signOut, refreshUser, updateProfile, replaceToken],
  );

  return <SessionContext value={value}>{children}</SessionContext>;
}

function persist(session: StoredSession) {
  writeStoredSession(session);
  return session;
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
