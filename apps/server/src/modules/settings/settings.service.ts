import {
  normaliseSsoConfig,
  type SsoConfig,
  SYSTEM_SETTING_DEFAULTS,
  SYSTEM_SETTING_KEYS,
  type SystemSetting,
  type SystemSettingKey,
} from '@basisdesk/shared';
import { notFound } from '../../lib/errors';
import type { SettingsRepository } from './settings.repository';

const SSO_OFF: SsoConfig = { supabaseEnabled: false, googleEnabled: false, appleEnabled: false };

/** Keys are matched case-insensitively and answered in their canonical spelling. */
function canonicalKey(key: string): SystemSettingKey {
  const match = SYSTEM_SETTING_KEYS.find((candidate) => candidate.toLowerCase() === key.toLowerCase());
  if (!match) throw notFound('Setting');
  return match;
}

export function createSettingsService({ repo }: { repo: SettingsRepository }) {
  async function getSetting(key: string): Promise<SystemSetting> {
    const canonical = canonicalKey(key);
    const row = await repo.findSetting(canonical);
    if (!row)
      return { key: canonical, value: SYSTEM_SETTING_DEFAULTS[canonical], updatedAt: null, updatedBy: null };
    return { ...row, updatedAt: row.updatedAt?.toISOString() ?? null };
  }

  return {
    getSetting,

    async updateSetting(key: string, value: string, actorId: string): Promise<SystemSetting> {
      const canonical = canonicalKey(key);
      await repo.upsertSetting(canonical, value, actorId);
      return getSetting(canonical);
    },

    /** Flags are the text 'true' or 'false'; anything else reads as off. */
    async isEnabled(key: SystemSettingKey): Promise<boolean> {
      const row = await repo.findSetting(key);
      return (row?.value ?? SYSTEM_SETTING_DEFAULTS[key]) === 'true';
    },

    async getSsoConfig(): Promise<SsoConfig> {
      return (await repo.findSsoConfig()) ?? SSO_OFF;
    },

    /** Google and Apple cannot stay on without the hosted backend; they are saved off with it. */
    async updateSsoConfig(config: SsoConfig, actorId: string): Promise<SsoConfig> {
      const saved = normaliseSsoConfig(config);
      await repo.saveSsoConfig(saved, actorId);
      return saved;
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
