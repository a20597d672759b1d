import { SLA_MESSAGES } from '@basisdesk/shared/sla/sla-policy';
import type { SlaSettingsBody } from '@basisdesk/shared/sla/sla-policy.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { slaSettingsQuery } from './get-sla-settings';

/** PUT Admin/sla-settings: the whole settings, replaced at once; the answer is what was saved. */
export const updateSlaSettings = (body: SlaSettingsBody) =>
  api.put<SlaSettingsBody>('/Admin/sla-settings', body, { fallbackError: SLA_MESSAGES.saveFailed });

export function useUpdateSlaSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSlaSettings,
    onSuccess: (saved) => queryClient.setQueryData(slaSettingsQuery().queryKey, saved),
  });
}
