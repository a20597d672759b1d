import { SLA_MESSAGES, type SlaSettings } from '@basisdesk/shared/sla/sla-policy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slaSettingsQuery } from './get-sla-settings';

/** PUT Admin/sla-settings: the whole settings, replaced at once; the answer is what was saved. */
export const updateSlaSettings = (body: SlaSettings) =>
  api.put<SlaSettings>('/Admin/sla-settings', body, { fallbackError: SLA_MESSAGES.saveFailed });

export function useUpdateSlaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlaSettings,
    onSuccess: (saved) => queryClient.setQueryData(slaSettingsQuery().queryKey, saved),
  });
}
