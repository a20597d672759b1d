import type { SsoConfig, SystemSettingKey } from '@basisdesk/shared';

/**
 * What the settings module tells the app (decision 031), inside the transaction of the change:
 * an admin's change of a setting or of single sign-on, with the value before and after, for the
 * audit log (decision 039). `before` is null while the default was in force.
 */
export interface SettingsEvents {
  'setting.changed': { key: SystemSettingKey; before: string | null; after: string };
  'sso.changed': { before: SsoConfig | null; after: SsoConfig };
}
