import type { RecoveryCodes, SecondFactorCodeBody } from '@basisdesk/shared/auth/second-factor.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The app's code turns the factor on; the answer's recovery codes are shown this once. */
export const confirmSecondFactor = (body: SecondFactorCodeBody) =>
  api.post<RecoveryCodes>('/auth/second-factor/confirm', body, {
    fallbackError: 'Failed to turn on two-factor authentication',
  });

/**
 * The status is refreshed by the dialog once its recovery codes are saved, not here: refreshed at
 * once, Settings would show the factor on and take the set-up dialog, codes and all, away with it.
 */
export const useConfirmSecondFactor = () => useMutation({ mutationFn: confirmSecondFactor });
