import type { SsoConfig } from '@basisdesk/shared/settings/settings.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { FLAG_CACHE } from './flag-cache';
import { flagKeys } from './flag-keys';

export const getSsoStatus = () => api.get<SsoConfig>('/SSOConfig/status');

/** Cached 5 minutes with one retry (spec §7). */
export const ssoStatusQuery = (enabled = true) =>
  queryOptions({ queryKey: flagKeys.ssoStatus(), queryFn: getSsoStatus, retry: 1, enabled, ...FLAG_CACHE });

/** Not asked at all when this deployment has no Supabase: there would be no button to show. */
export const useSsoStatus = (enabled = true) => useQuery(ssoStatusQuery(enabled));
