import type { SsoConfig } from '@basisdesk/shared/settings/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ssoConfigKeys } from './sso-config-keys';

export const getSsoConfig = () =>
  api.get<SsoConfig>('/sso-config', { fallbackError: 'Failed to load SSO configuration' });

export const ssoConfigQuery = () => queryOptions({ queryKey: ssoConfigKeys.config(), queryFn: getSsoConfig });

export const useSsoConfig = () => useQuery(ssoConfigQuery());
