import type { RecoveryCodes, SecondFactorCodeBody } from '@basisdesk/shared/auth/second-factor.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { secondFactorKeys } from './second-factor-keys';

/** Ten new recovery codes; the earlier ones stop working. */
export const renewRecoveryCodes = (body: SecondFactorCodeBody) =>
  api.post<RecoveryCodes>('/auth/second-factor/recovery-codes', body, {
    fallbackError: 'Failed to make new recovery codes',
  });

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewRecoveryCodes,
    // Not awaited: the dialog's own success (its toast, closing) comes first, before Settings redraws.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: secondFactorKeys.all });
    },
  });
}
