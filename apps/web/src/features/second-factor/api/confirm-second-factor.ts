import type { RecoveryCodes, SecondFactorCodeBody } from '@basisdesk/shared/auth/second-factor.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { secondFactorKeys } from './second-factor-keys';

/** The app's code turns the factor on; the answer's recovery codes are shown this once. */
export const confirmSecondFactor = (body: SecondFactorCodeBody) =>
  api.post<RecoveryCodes>('/auth/second-factor/confirm', body, {
    fallbackError: 'Failed to turn on two-factor authentication',
  });

export function useConfirmSecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmSecondFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: secondFactorKeys.all }),
  });
}
