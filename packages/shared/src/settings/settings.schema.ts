import { z } from 'zod';
import { booleanTextSchema } from '../common/primitives.schema';

/** The system settings an admin may read and write, with their defaults. */
export const SYSTEM_SETTING_DEFAULTS = {
  ConsultantRegistrationEnabled: 'false',
  MessagingEnabled: 'true',
} as const;
export type SystemSettingKey = keyof typeof SYSTEM_SETTING_DEFAULTS;
export const SYSTEM_SETTING_KEYS = Object.keys(SYSTEM_SETTING_DEFAULTS) as SystemSettingKey[];

export const systemSettingKeyParamsSchema = z.object({ key: z.string().min(1).max(100) });

export const systemSettingSchema = z.object({
  key: z.string(),
  value: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable().describe('Name of the admin who last changed it'),
});
export type SystemSetting = z.infer<typeof systemSettingSchema>;

export const updateSystemSettingBodySchema = z.strictObject({ value: booleanTextSchema });
export type UpdateSystemSettingBody = z.infer<typeof updateSystemSettingBodySchema>;

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
