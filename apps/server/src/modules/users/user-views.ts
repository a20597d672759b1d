import { paiseToRupees, type User } from '@basisdesk/shared';
import type { ConsultantAccount, Principal, SignInAccount } from './principal';
import type { UserRecord } from './users.repository';

// A user's row as each reader sees it: the API's user, the guard's principal, sign-in's account,
// a consultant as bookings read them.

export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    email: record.email,
    firstName: record.firstName,
    lastName: record.lastName,
    role: record.role,
    status: record.status,
    hourlyRate: record.hourlyRatePaise === null ? null : paiseToRupees(record.hourlyRatePaise),
    emailVerified: record.emailVerifiedAt !== null,
    timeZone: record.timeZone,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

export const toPrincipal = (record: UserRecord, session: { id: string; expiresAt: Date }): Principal => ({
  id: record.id,
  role: record.role,
  firstName: record.firstName,
  lastName: record.lastName,
  account: toUser(record),
  tokenVersion: record.tokenVersion,
  sessionId: session.id,
  sessionExpiresAt: session.expiresAt,
});

export const toSignInAccount = (record: UserRecord): SignInAccount => ({
  id: record.id,
  email: record.email,
  role: record.role,
  firstName: record.firstName,
  lastName: record.lastName,
  status: record.status,
  emailVerified: record.emailVerifiedAt !== null,
  timeZone: record.timeZone,
  tokenVersion: record.tokenVersion,
});

export const toConsultantAccount = (record: UserRecord): ConsultantAccount => ({
  id: record.id,
  firstName: record.firstName,
  lastName: record.lastName,
  isBookable: record.status === 'Active' && record.emailVerifiedAt !== null,
  hourlyRatePaise: record.hourlyRatePaise,
});
