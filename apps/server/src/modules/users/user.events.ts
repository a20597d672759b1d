/**
 * What the users module tells the app (decision 031), inside the transaction of the change. Each
 * of these moves the account's token version on (every earlier session ends); `tokenVersion` is
 * the version it moved to, so it names this change and no other.
 */
export interface UserEvents {
  /** The password changed, by its owner or through a reset link. */
  'user.password-changed': { userId: string; tokenVersion: number };
  /** An admin deactivated the account. */
  'user.deactivated': { userId: string; tokenVersion: number };
}
