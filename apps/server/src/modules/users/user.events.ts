import type { Role, UserStatus } from '@basisdesk/shared';
import type { UserRecord } from './users.repository';

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
  /** An admin created the account (the audit log, decision 039); a role is given only here. */
  'user.created': { userId: string; email: string; name: string; role: Role };
  /** The account's names or hourly rate changed: what they were and became. */
  'user.updated': { userId: string; email: string; before: AccountFacts; after: AccountFacts };
  /** An admin activated or deactivated the account (a deactivation also tells user.deactivated). */
  'user.status-changed': { userId: string; email: string; before: UserStatus; after: UserStatus };
}

/** What user.updated compares: never a password, a secret or a token. */
export interface AccountFacts {
  firstName: string;
  lastName: string;
  hourlyRatePaise: number | null;
}

export const accountFactsOf = ({ firstName, lastName, hourlyRatePaise }: UserRecord): AccountFacts => ({
  firstName,
  lastName,
  hourlyRatePaise,
});
