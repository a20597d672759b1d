import type { SlaSettings } from '@basisdesk/shared/sla/sla-policy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slaKeys } from './sla-keys';

/** GET Admin/sla-settings: the policies per priority, whose hours count and the platform calendar. */
export const getSlaSettings = (signal?: AbortSignal) =>
  api.get<SlaSettings>('/Admin/sla-settings', {
    signal,
    fallbackError: 'Failed to load the SLA policies',
  });

export const slaSettingsQuery = () =>
  queryOptions({ queryKey: slaKeys.settings(), queryFn: ({ signal }) => getSlaSettings(signal) });

export const useSlaSettings = () => useQuery(slaSettingsQuery());
