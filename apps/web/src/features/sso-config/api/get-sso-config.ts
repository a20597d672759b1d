import type { SsoConfig } from '@basisdesk/shared/settings/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SSO_CONFIG_QUERY_KEY = ['sso-config'] as const;

export const getSsoConfig = () =>
  api.get<SsoConfig>('/sso-config', { fallbackError: 'Failed to load SSO configuration' });

export const ssoConfigQuery = () => queryOptions({ queryKey: SSO_CONFIG_QUERY_KEY, queryFn: getSsoConfig });

export const useSsoConfig = () => useQuery(ssoConfigQuery());
