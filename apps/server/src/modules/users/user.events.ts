/**
 * What the users module tells the app (decision 031), inside the transaction of the change. The
 * first two move the account's token version on and end the account's sign-in sessions (decision
 * 032); `tokenVersion` is the version it moved to, so it names this change and no other.
 */
export interface UserEvents {
  /**
   * The password changed: by its owner from a signed-in session, which stays signed in
   * (`keptSessionId`), or through a reset link, which ends every session.
   */
  'user.password-changed': {
    userId: string;
    tokenVersion: number;
    via: 'change' | 'reset-link';
    keptSessionId: string | null;
  };
  /** An admin deactivated the account. */
  'user.deactivated': { userId: string; tokenVersion: number };
  /**
   * Failed sign-ins reached the account's limit: sign-in to it is refused until `lockedUntil`
   * (ISO-8601 UTC), or until a reset. Told once per window (decision 033).
   */
  'user.sign-in-locked': { userId: string; lockedUntil: string };
}
