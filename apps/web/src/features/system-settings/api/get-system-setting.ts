import type { SystemSetting, SystemSettingKey } from '@basisdesk/shared/settings/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './system-settings-keys';

export const getSystemSetting = (key: SystemSettingKey) =>
  api.get<SystemSetting>(`/SystemSettings/${encodeURIComponent(key)}`, {
    fallbackError: 'Failed to fetch system setting',
  });

export const systemSettingQuery = (key: SystemSettingKey) =>
  queryOptions({ queryKey: systemSettingsKeys.setting(key), queryFn: () => getSystemSetting(key) });

export const useSystemSetting = (key: SystemSettingKey) => useQuery(systemSettingQuery(key));
