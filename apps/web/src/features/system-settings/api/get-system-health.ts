import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemSettingsKeys } from './system-settings-keys';

export type SystemHealth = { status: 'ok'; database: 'up' };

/** GET /health answers ok only while the API and its database both answer. */
export const getSystemHealth = () =>
  api.get<SystemHealth>('/health', { fallbackError: 'The health check did not answer' });

export const systemHealthQuery = () =>
  queryOptions({
    queryKey: systemSettingsKeys.health(),
    queryFn: getSystemHealth,
    // Re-checked each minute while an admin looks at it; a stale "operational" would mislead.
    refetchInterval: 60_000,
  });

export const useSystemHealth = () => useQuery(systemHealthQuery());
