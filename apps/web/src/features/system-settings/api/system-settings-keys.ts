import type { SystemSettingKey } from '@basisdesk/shared/settings/settings.schema';

/** The admin settings' query keys: 'Refresh Settings' reloads every setting under `settings`. */
export const systemSettingsKeys = {
  all: ['system-settings'] as const,
  settings: () => [...systemSettingsKeys.all, 'setting'] as const,
  setting: (key: SystemSettingKey) => [...systemSettingsKeys.settings(), key] as const,
  platform: () => [...systemSettingsKeys.all, 'platform'] as const,
  health: () => [...systemSettingsKeys.all, 'health'] as const,
};
