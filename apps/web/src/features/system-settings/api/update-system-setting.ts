import type {
  SystemSetting,
  SystemSettingKey,
  UpdateSystemSettingBody,
} from '@basisdesk/shared/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { systemSettingQuery } from './get-system-setting';

export const updateSystemSetting = ({ key, value }: UpdateSystemSettingBody & { key: SystemSettingKey }) =>
  api.put<SystemSetting>(
    `/SystemSettings/${encodeURIComponent(key)}`,
    { value },
    { fallbackError: 'Failed to update system setting' },
  );

export function useUpdateSystemSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSystemSetting,
    // The answer is the saved setting (with who changed it and when): no second request needed.
    onSuccess: (setting, { key }) => queryClient.setQueryData(systemSettingQuery(key).queryKey, setting),
  });
}
