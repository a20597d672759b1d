import type { SecondFactorSetup } from '@basisdesk/shared/auth/second-factor.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A new secret, pending on the server until a code from it confirms it. */
export const startSecondFactorSetup = () =>
  api.post<SecondFactorSetup>('/auth/second-factor/setup', undefined, {
    fallbackError: 'Failed to start setting up two-factor authentication',
  });

export const useStartSecondFactorSetup = () => useMutation({ mutationFn: startSecondFactorSetup });
