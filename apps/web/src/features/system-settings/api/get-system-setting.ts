import type { SystemSetting, SystemSettingKey } from '@basisdesk/shared/settings/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every setting query starts with this key, so 'Refresh Settings' can reload them all. */
export const SYSTEM_SETTINGS_QUERY_KEY = ['system-settings'] as const;

export const getSystemSetting = (key: SystemSettingKey) =>
  api.get<SystemSetting>(`/SystemSettings/${encodeURIComponent(key)}`, {
    fallbackError: 'Failed to fetch system setting',
  });

export const systemSettingQuery = (key: SystemSettingKey) =>
  queryOptions({ queryKey: [...SYSTEM_SETTINGS_QUERY_KEY, key], queryFn: () => getSystemSetting(key) });

export const useSystemSetting = (key: SystemSettingKey) => useQuery(systemSettingQuery(key));
