import { AUDIT_RETENTION_DAYS_MAX, AUDIT_RETENTION_DAYS_MIN } from '../audit/audit-actions';
import {
  SIGN_IN_LOCK_MINUTES_MAX,
  SIGN_IN_LOCK_MINUTES_MIN,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN,
} from '../auth/sign-in.limits';
import {
  MESSAGING_MAX_FILE_SIZE_MB_MAX,
  MESSAGING_MAX_FILE_SIZE_MB_MIN,
  MESSAGING_SAFE_FILE_TYPES,
} from '../messaging/messaging.limits';
import { BOOKING_CHANGE_CUTOFF_HOURS_MAX, BOOKING_CHANGE_CUTOFF_HOURS_MIN } from '../tickets/sessions.limits';
import { UNPAID_BOOKED_HOURS_MAX, UNPAID_BOOKED_HOURS_MIN } from '../tickets/tickets.limits';

/** What the admin's settings screen and the API say about a setting's value, free of zod. */
export const SYSTEM_SETTING_MESSAGES = {
  valueRequired: 'Value is required',
  valueTooLong: 'Value is too long',
  fileSizeMb: `Value must be a whole number of MB from ${MESSAGING_MAX_FILE_SIZE_MB_MIN} to ${MESSAGING_MAX_FILE_SIZE_MB_MAX}`,
  cutoffHours: `Value must be a whole number of hours from ${BOOKING_CHANGE_CUTOFF_HOURS_MIN} to ${BOOKING_CHANGE_CUTOFF_HOURS_MAX}`,
  unpaidBookedHours: `Value must be a whole number of hours from ${UNPAID_BOOKED_HOURS_MIN} to ${UNPAID_BOOKED_HOURS_MAX}`,
  signInFailuresPerAccount: `Value must be a whole number of failed sign-ins from ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN} to ${SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX}`,
  signInFailuresPerAddress: `Value must be a whole number of failed sign-ins from ${SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN} to ${SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX}`,
  signInLockMinutes: `Value must be a whole number of minutes from ${SIGN_IN_LOCK_MINUTES_MIN} to ${SIGN_IN_LOCK_MINUTES_MAX}`,
  auditRetentionDays: `Value must be a whole number of days from ${AUDIT_RETENTION_DAYS_MIN} to ${AUDIT_RETENTION_DAYS_MAX}`,
  fileTypesEmpty: 'Value must list at least one file type',
  fileTypesUnsafe: `Value must be comma-separated lower-case extensions from: ${MESSAGING_SAFE_FILE_TYPES.join(', ')}`,
} as const;
