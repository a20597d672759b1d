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
    // Not awaited: the dialog's own success (its toast, closing) comes first, before Settings redraws.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    },
  });
}
