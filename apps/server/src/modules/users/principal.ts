import type { Role, User, UserStatus } from '@basisdesk/shared';

/**
 * The signed-in person, as every module sees them: who (id, names) and what they may do (role,
 * always the one in the database, never the token's). The auth guard gets it from the users
 * module once per request, from the row it reads to check the token; `account` is that person's
 * account as GET users/{id} answers it, so a request about oneself needs no second query
 * (decision 003). The users table's rows never leave the users module.
 */
export interface Principal {
  readonly id: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  readonly account: User;
  /** The session's token version, current when the guard checked it (a live-stream ticket keeps it). */
  readonly tokenVersion: number;
  /** The sign-in session the token belongs to (decision 032): live when the guard checked it. */
  readonly sessionId: string;
  /** When that session ends by itself: its token's expiry. */
  readonly sessionExpiresAt: Date;
}

/** What a token, or a live-stream ticket, names: the person, their token version, the sign-in session. */
export interface SessionKey {
  readonly userId: string;
  readonly tokenVersion: number;
  readonly sessionId: string;
}

/** The person a live session speaks for, and when that session was last seen (moved at most once a minute). */
export interface SessionPrincipal {
  readonly principal: Principal;
  readonly lastSeenAt: Date;
}

/** What signing in decides on: the account may get a session only while active and verified. */
export interface SignInAccount {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly firstName: string;
  readonly lastName: string;
  readonly status: UserStatus;
  readonly emailVerified: boolean;
  /** IANA zone; null until detected at a sign-in or chosen in settings. */
  readonly timeZone: string | null;
  /** Carried in the token; a password change or a deactivation moves it on, ending older tokens. */
  readonly tokenVersion: number;
}

/** A consultant as booking and supply need them: whether they can be booked, and at what rate. */
export interface ConsultantAccount {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  /** Active with a verified e-mail: someone who can do the work. */
  readonly isBookable: boolean;
  /** Null until the consultant sets a rate. */
  readonly hourlyRatePaise: number | null;
}
