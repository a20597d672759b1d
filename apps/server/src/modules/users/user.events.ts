/**
 * What the users module tells the app (decision 031), inside the transaction of the change. Each
 * of these moves the account's token version on and ends the account's sign-in sessions (decision
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
}
