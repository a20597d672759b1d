import type { PlatformSettings } from '@basisdesk/shared/settings/platform-settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './system-settings-keys';

/** GET Admin/platform-settings: the limits the platform applies now (admins). */
export const getPlatformSettings = () =>
  api.get<PlatformSettings>('/Admin/platform-settings', {
    fallbackError: 'Failed to load platform settings',
  });

export const platformSettingsQuery = () =>
  // They change only with the server's configuration, that is with a restart.
  queryOptions({
    queryKey: systemSettingsKeys.platform(),
    queryFn: getPlatformSettings,
    staleTime: 5 * 60_000,
  });

export const usePlatformSettings = () => useQuery(platformSettingsQuery());
