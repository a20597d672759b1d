import type { SsoConfig, UpdateSsoConfigBody } from '@basisdesk/shared/settings/settings.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ssoConfigKeys } from './sso-config-keys';

/** The whole configuration travels; the server saves Google and Apple off while the first is off. */
export const updateSsoConfig = (body: UpdateSsoConfigBody) =>
  api.put<SsoConfig>('/sso-config', body, { fallbackError: 'Failed to update SSO configuration' });

export function useUpdateSsoConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSsoConfig,
    onSuccess: (saved) => queryClient.setQueryData(ssoConfigKeys.config(), saved),
  });
}
