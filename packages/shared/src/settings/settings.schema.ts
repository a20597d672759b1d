import { z } from 'zod';
import {
  AUDIT_RETENTION_DAYS_DEFAULT,
  AUDIT_RETENTION_DAYS_MAX,
  AUDIT_RETENTION_DAYS_MIN,
} from '../audit/audit-actions';
import {
  SIGN_IN_LOCK_MINUTES_DEFAULT,
  SIGN_IN_LOCK_MINUTES_MAX,
  SIGN_IN_LOCK_MINUTES_MIN,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX,
  SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX,
  SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN,
} from '../auth/sign-in.limits';
import { booleanTextSchema } from '../common/primitives.schema';
import {
  MESSAGING_ALLOWED_FILE_TYPES_DEFAULT,
  MESSAGING_MAX_FILE_SIZE_MB_DEFAULT,
  MESSAGING_MAX_FILE_SIZE_MB_MAX,
  MESSAGING_MAX_FILE_SIZE_MB_MIN,
  MESSAGING_SAFE_FILE_TYPES,
} from '../messaging/messaging.limits';
import {
  BOOKING_CHANGE_CUTOFF_HOURS_DEFAULT,
  BOOKING_CHANGE_CUTOFF_HOURS_MAX,
  BOOKING_CHANGE_CUTOFF_HOURS_MIN,
} from '../tickets/sessions.limits';
import {
  UNPAID_BOOKED_HOURS_DEFAULT,
  UNPAID_BOOKED_HOURS_MAX,
  UNPAID_BOOKED_HOURS_MIN,
} from '../tickets/tickets.limits';
import { SYSTEM_SETTING_MESSAGES } from './settings.messages';

export * from './settings.messages';

/** The system settings an admin may read and write, with their defaults. */
export const SYSTEM_SETTING_DEFAULTS = {
  ConsultantRegistrationEnabled: 'false',
  MessagingEnabled: 'true',
  MessagingMaxFileSizeMB: String(MESSAGING_MAX_FILE_SIZE_MB_DEFAULT),
  MessagingAllowedFileTypes: MESSAGING_ALLOWED_FILE_TYPES_DEFAULT,
  BookingChangeCutoffHours: String(BOOKING_CHANGE_CUTOFF_HOURS_DEFAULT),
  MaxUnpaidBookedHours: String(UNPAID_BOOKED_HOURS_DEFAULT),
  SignInMaxFailuresPerAccount: String(SIGN_IN_MAX_FAILURES_PER_ACCOUNT_DEFAULT),
  SignInMaxFailuresPerAddress: String(SIGN_IN_MAX_FAILURES_PER_ADDRESS_DEFAULT),
  SignInLockMinutes: String(SIGN_IN_LOCK_MINUTES_DEFAULT),
  /** Admins must have a second factor to use admin features (ASVS 6.3.3); the demo seed turns it off. */
  AdminSecondFactorRequired: 'true',
  /** How long the audit log keeps a record (decision 039). */
  AuditRetentionDays: String(AUDIT_RETENTION_DAYS_DEFAULT),
} as const;
export type SystemSettingKey = keyof typeof SYSTEM_SETTING_DEFAULTS;
export const SYSTEM_SETTING_KEYS = Object.keys(SYSTEM_SETTING_DEFAULTS) as SystemSettingKey[];
/** The settings that are on/off switches ('true' / 'false'); the others hold numbers or lists. */
export const SYSTEM_SETTING_FLAG_KEYS = [
  'ConsultantRegistrationEnabled',
  'MessagingEnabled',
  'AdminSecondFactorRequired',
] as const;
export type SystemSettingFlagKey = (typeof SYSTEM_SETTING_FLAG_KEYS)[number];

export const systemSettingKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });

export const systemSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable().describe('Name of the admin who last changed it'),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

/** PUT SystemSettings/{key}: the value as text; what it may be depends on the key (below). */
export const updateSystemSettingBodySchema = z.strictObject({
  value: z
    .string({ error: SYSTEM_SETTING_MESSAGES.valueRequired })
    .trim()
    .max(500, SYSTEM_SETTING_MESSAGES.valueTooLong),
});
export type UpdateSystemSettingBody = z.infer<typeof updateSystemSettingBodySchema>;

/** A whole number from min to max, stored without leading zeros; one message names the range. */
const wholeNumberSchema = (min: number, max: number, message: string) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .refine((value) => Number(value) >= min && Number(value) <= max, message)
    .transform((value) => String(Number(value)));

const safeTypes: readonly string[] = MESSAGING_SAFE_FILE_TYPES;
const fileTypesSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim().replace(/^\./, ''))
      .filter(Boolean),
  )
  .refine((types) => types.length > 0, SYSTEM_SETTING_MESSAGES.fileTypesEmpty)
  .refine((types) => types.every((type) => safeTypes.includes(type)), SYSTEM_SETTING_MESSAGES.fileTypesUnsafe)
  .transform((types) => [...new Set(types)].join(','));

/** What each setting's value may be; the server stores the normalised text. */
export const SYSTEM_SETTING_VALUE_SCHEMAS: Record<SystemSettingKey, z.ZodType<string, string>> = {
  ConsultantRegistrationEnabled: booleanTextSchema,
  MessagingEnabled: booleanTextSchema,
  MessagingMaxFileSizeMB: wholeNumberSchema(
    MESSAGING_MAX_FILE_SIZE_MB_MIN,
    MESSAGING_MAX_FILE_SIZE_MB_MAX,
    SYSTEM_SETTING_MESSAGES.fileSizeMb,
  ),
  MessagingAllowedFileTypes: fileTypesSchema,
  BookingChangeCutoffHours: wholeNumberSchema(
    BOOKING_CHANGE_CUTOFF_HOURS_MIN,
    BOOKING_CHANGE_CUTOFF_HOURS_MAX,
    SYSTEM_SETTING_MESSAGES.cutoffHours,
  ),
  MaxUnpaidBookedHours: wholeNumberSchema(
    UNPAID_BOOKED_HOURS_MIN,
    UNPAID_BOOKED_HOURS_MAX,
    SYSTEM_SETTING_MESSAGES.unpaidBookedHours,
  ),
  SignInMaxFailuresPerAccount: wholeNumberSchema(
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MIN,
    SIGN_IN_MAX_FAILURES_PER_ACCOUNT_MAX,
    SYSTEM_SETTING_MESSAGES.signInFailuresPerAccount,
  ),
  SignInMaxFailuresPerAddress: wholeNumberSchema(
    SIGN_IN_MAX_FAILURES_PER_ADDRESS_MIN,
    SIGN_IN_MAX_FAILURES_PER_ADDRESS_MAX,
    SYSTEM_SETTING_MESSAGES.signInFailuresPerAddress,
  ),
  SignInLockMinutes: wholeNumberSchema(
    SIGN_IN_LOCK_MINUTES_MIN,
    SIGN_IN_LOCK_MINUTES_MAX,
    SYSTEM_SETTING_MESSAGES.signInLockMinutes,
  ),
  AdminSecondFactorRequired: booleanTextSchema,
  AuditRetentionDays: wholeNumberSchema(
    AUDIT_RETENTION_DAYS_MIN,
    AUDIT_RETENTION_DAYS_MAX,
    SYSTEM_SETTING_MESSAGES.auditRetentionDays,
  ),
};

export const ssoConfigSchema = z.object({
  supabaseEnabled: z.boolean(),
  googleEnabled: z.boolean(),
  appleEnabled: z.boolean(),
});
export type SsoConfig = z.infer<typeof ssoConfigSchema>;

export const updateSsoConfigBodySchema = z.strictObject({
  supabaseEnabled: z.boolean({ error: 'supabaseEnabled must be true or false' }),
  googleEnabled: z.boolean({ error: 'googleEnabled must be true or false' }),
  appleEnabled: z.boolean({ error: 'appleEnabled must be true or false' }),
});
export type UpdateSsoConfigBody = z.infer<typeof updateSsoConfigBodySchema>;

/** Google and Apple ride on the hosted backend: with it off they cannot be on. */
export function normaliseSsoConfig(config: SsoConfig): SsoConfig {
  if (config.supabaseEnabled) return config;
  return { supabaseEnabled: false, googleEnabled: false, appleEnabled: false };
}
