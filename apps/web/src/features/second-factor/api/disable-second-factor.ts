import type { DisableSecondFactorBody } from '@basisdesk/shared/auth/second-factor.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { secondFactorKeys } from './second-factor-keys';

export const disableSecondFactor = (body: DisableSecondFactorBody) =>
  api.post<void>('/auth/second-factor/disable', body, {
    fallbackError: 'Failed to turn off two-factor authentication',
  });

export function useDisableSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
}
